/**
 * What the readers of one-recipe-per-file text formats (Cooklang, Chowdown) share: refusing what cannot be
 * one recipe's text before decoding it, and reading a zip of such files (a recipe folder or a whole site
 * repository) one member at a time, a damaged member becoming a failure while the others go on.
 */
import { ImportFileError, type ImportedImage } from '../imported-recipe.ts'
import { describeBytes } from './archive/budget.ts'
import { EntryError } from './archive/entry-error.ts'
import { baseName, entryFolder } from './archive/entry-names.ts'
import { ZipArchive, type ZipEntryRecord } from './archive/zip.ts'
import { decodeText } from './text-encoding.ts'

/** A recipe's text is a few kilobytes; a file hundreds of times larger is something else. */
export const MAX_RECIPE_TEXT = 2 * 1024 * 1024

const PICTURE = /\.(jpe?g|png|webp|gif)$/i

export const isPicture = (name: string) => PICTURE.test(name)

/** The file as text, or ImportFileError when it is empty, too large or binary (NUL bytes). */
export function recipeText(bytes: Uint8Array, what: string): string {
  if (bytes.length === 0) throw new ImportFileError('The file is empty.')
  if (bytes.length > MAX_RECIPE_TEXT) {
    throw new ImportFileError(
      `The file holds ${describeBytes(bytes.length)}, far more than ${what} (a text file of a few kilobytes).`,
    )
  }
  const text = decodeText(bytes)
  if (text.includes('\u0000')) throw new ImportFileError(`This is not ${what}: it is not a text file.`)
  return text
}

/** "Breakfast/Easy Pancakes.cook" → "Easy Pancakes". */
export function stem(name: string): string {
  const file = baseName(name)
  const dot = file.lastIndexOf('.')
  return dot > 0 ? file.slice(0, dot) : file
}

/** A picture inside the zip, as the bytes of an image; null when absent or damaged. */
export function pictureOf(zip: ZipArchive, entry: ZipEntryRecord | undefined): ImportedImage | null {
  const data = zip.readIfIntact(entry)
  return data ? { kind: 'bytes', data } : null
}

/** Finds pictures a member names, resolved from that member's folder. */
export function pictureFinder(zip: ZipArchive, member: string) {
  const folder = entryFolder(member)
  return (reference: string): ImportedImage | null => pictureOf(zip, zip.findReferenced(folder, reference))
}

export interface RecipeMember {
  entry: ZipEntryRecord
  text: string
}

export type MemberFailure = { failure: { title: string; reason: string } }

/**
 * A member as text, or a failure named after the file when it is damaged, empty, binary or oversized.
 * Running out of the unpack budget is not one member's fault: that stops the whole file.
 */
export async function readMember(
  zip: ZipArchive,
  entry: ZipEntryRecord,
  what: string,
): Promise<RecipeMember | MemberFailure> {
  const failure = (reason: string): MemberFailure => ({ failure: { title: stem(entry.name), reason } })
  let bytes: Uint8Array
  try {
    bytes = await zip.read(entry)
  } catch (error) {
    if (error instanceof EntryError) return failure(`The file cannot be read: ${error.message}.`)
    throw error
  }
  try {
    return { entry, text: recipeText(bytes, what) }
  } catch (error) {
    if (error instanceof ImportFileError) return failure(error.message)
    throw error
  }
}
