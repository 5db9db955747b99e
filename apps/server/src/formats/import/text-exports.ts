/**
 * What the readers of text exports that come as one text file or as a zip of them share (Saffron, ChefTap,
 * Now You're Cooking!): when the file is opened, every `.txt` member is read and split into its recipes, so
 * the import knows how many it holds; each recipe is mapped only as it is iterated. A member that cannot be
 * read, or is not of the format, becomes a failure named after it while the others go on.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ImportItem,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { isZip, ZipArchive } from './archive/zip.ts'
import type { FileSample } from './file-sample.ts'
import { decodeText } from './text-encoding.ts'
import { isPicture, readMember, stem } from './text-recipe-files.ts'

const TEXT_FILE = /\.txt$/i

/** One recipe of a text, mapped when called. */
export type RecipeEntry = () => ImportItem

export interface TextExport {
  /** The format's name in messages: "Saffron". */
  name: string
  /**
   * The recipes a text holds, or null when it is not of this format (or holds none). `name` titles
   * recipes that have no title of their own: the member's file name, or the format's name.
   */
  recipesOf: (text: string, name: string) => RecipeEntry[] | null
  /** Why a text file is not of this format, or holds no recipes of it. */
  notThisFormat: string
}

async function zipRecipes(file: Uint8Array, budget: UnpackBudget, format: TextExport) {
  const zip = ZipArchive.open(file, budget)
  const members = zip.entries.filter((entry) => TEXT_FILE.test(entry.name))
  if (members.length === 0) {
    throw new ImportFileError(`This zip holds no ${format.name} recipes (.txt files).`)
  }
  const entries: RecipeEntry[] = []
  for (const entry of members) {
    const member = await readMember(zip, entry, `a ${format.name} recipe`)
    const title = stem(entry.name)
    const recipes = 'failure' in member ? [() => member] : format.recipesOf(member.text, title)
    const reason = `"${entry.name}" is not a ${format.name} recipe.`
    entries.push(...(recipes ?? [() => ({ failure: { title, reason } })]))
  }
  return entries
}

function textRecipes(file: Uint8Array, format: TextExport): RecipeEntry[] {
  const text = decodeText(file)
  if (text.includes('\u0000')) {
    throw new ImportFileError(`This is not a ${format.name} export: it is not a text file.`)
  }
  const recipes = format.recipesOf(text, `${format.name} recipe`)
  if (!recipes) throw new ImportFileError(format.notThisFormat)
  return recipes
}

/** Opens a text file of the format's recipes, or a zip of such files. */
export function openTextExport(format: TextExport): ImportFormat {
  return async (file, limits = DEFAULT_IMPORT_LIMITS) => {
    if (file.length === 0) throw new ImportFileError('The file is empty.')
    const entries = isZip(file)
      ? await zipRecipes(file, new UnpackBudget(limits), format)
      : textRecipes(file, format)
    if (entries.length > limits.maxEntries) {
      throw new ImportFileError(
        `This file holds ${entries.length} recipes; one import may hold ${limits.maxEntries}.`,
      )
    }
    return {
      total: entries.length,
      items: async function* () {
        for (const entry of entries) yield entry()
      },
    }
  }
}

/**
 * A zip of text files (pictures aside) whose members, as far as the sample shows their starts, all pass
 * `looksRight`: how a zipped folder of a text format is told from other zips.
 */
export function isTextZipOf(sample: FileSample, looksRight: (text: string) => boolean): boolean {
  const documents = sample.members?.filter((name) => !isPicture(name)) ?? []
  if (documents.length === 0 || !documents.every((name) => TEXT_FILE.test(name))) return false
  const heads = sample.memberHeads.filter((head) => TEXT_FILE.test(head.name))
  return heads.length > 0 && heads.every((head) => looksRight(head.text))
}
