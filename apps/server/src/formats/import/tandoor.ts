/**
 * Tandoor's exports, told apart by their content: the export of many recipes is a zip of zips, one per
 * recipe (`<id>.zip`), each holding `recipe.json` and the recipe's picture (`image.jpg`, `image.png`…);
 * one recipe's export is such an inner zip on its own; and a `recipe.json` may come alone. Tandoor stores
 * its zips uncompressed, so the inner zip's first member name, `recipe.json`, shows in its first bytes.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportedImage,
  type ImportFormat,
  type ImportItem,
} from '../imported-recipe.ts'
import { isJson, textOf, type Json } from './app-json.ts'
import { isTandoorRecipeKeys } from './app-recipe-keys.ts'
import { ImportTooLargeError, UnpackBudget } from './archive/budget.ts'
import { EntryError } from './archive/entry-error.ts'
import { baseName, entryFolder } from './archive/entry-names.ts'
import { isZip, ZipArchive, type ZipEntryRecord } from './archive/zip.ts'
import type { FileSample } from './file-sample.ts'
import { jsonObjectHead } from './json-head.ts'
import { toTandoorRecipe } from './tandoor-recipe.ts'
import { decodeText } from './text-encoding.ts'

const NOT_TANDOOR =
  'This is not a Tandoor export: expected a zip of recipe zips, a zip with recipe.json, or a recipe.json.'

const isRecipeJson = (name: string) => baseName(name).toLowerCase() === 'recipe.json'
const isZipName = (name: string) => name.toLowerCase().endsWith('.zip')

function isTandoorText(text: string): boolean {
  const head = jsonObjectHead(text)
  return head !== null && isTandoorRecipeKeys(head.keys)
}

/** An inner zip's start: a local file header ("PK\3\4") whose file name (at byte 30) is recipe.json. */
const isRecipeZipHead = (text: string) =>
  text.startsWith('PK\u0003\u0004') && text.slice(30, 41).toLowerCase() === 'recipe.json'

export function recognizesTandoor(sample: FileSample): boolean {
  if (sample.members === null) return isTandoorText(sample.text)
  if (sample.members.length > 0 && sample.members.every(isZipName))
    return sample.memberHeads.some(({ text }) => isRecipeZipHead(text))
  return sample.memberHeads.some(({ name, text }) => isRecipeJson(name) && isTandoorText(text))
}

function parseRecipe(bytes: Uint8Array): Json | null {
  try {
    const text = decodeText(bytes)
    // The keys first: text that is not Tandoor's is refused without parsing all of it.
    if (!isTandoorText(text)) return null
    const json: unknown = JSON.parse(text)
    return isJson(json) ? json : null
  } catch {
    return null
  }
}

/** Where a recipe is: its zip, the recipe.json in it, and a name for messages. */
interface Place {
  zip: ZipArchive
  entry: ZipEntryRecord
  name: string
}

function pictureBeside(zip: ZipArchive, entry: ZipEntryRecord): ImportedImage[] {
  const folder = entryFolder(entry.name)
  const picture = zip.entries.find(
    (e) => entryFolder(e.name) === folder && /^image\.[a-z0-9]{2,5}$/i.test(baseName(e.name)),
  )
  const data = zip.readIfIntact(picture)
  return data ? [{ kind: 'bytes', data }] : []
}

async function readPlace({ zip, entry, name }: Place): Promise<ImportItem> {
  let bytes: Uint8Array
  try {
    bytes = await zip.read(entry)
  } catch (error) {
    if (!(error instanceof EntryError)) throw error
    return { failure: { title: name, reason: `"${name}" cannot be read: ${error.message}.` } }
  }
  const recipe = parseRecipe(bytes)
  if (!recipe) return { failure: { title: name, reason: `"${name}" is not a Tandoor recipe.` } }
  return { recipe: toTandoorRecipe(recipe, pictureBeside(zip, entry), textOf(recipe.name) || name) }
}

/** The recipe.json of an inner zip, or the failure that it cannot be opened. */
async function openInner(outer: ZipArchive, entry: ZipEntryRecord, budget: UnpackBudget) {
  try {
    const zip = ZipArchive.open(await outer.read(entry), budget)
    const recipe = zip.entries.find((e) => isRecipeJson(e.name))
    if (recipe) return { zip, entry: recipe, name: `${entry.name}/${recipe.name}` }
    return { failure: { title: entry.name, reason: `"${entry.name}" holds no recipe.json.` } }
  } catch (error) {
    // Over the unpack budget the whole import stops; any other damage fails this recipe alone.
    if (error instanceof ImportTooLargeError) throw error
    const why =
      error instanceof EntryError
        ? `${error.message}.`
        : error instanceof ImportFileError
          ? error.message
          : null
    if (why === null) throw error
    return { failure: { title: entry.name, reason: `"${entry.name}" cannot be read: ${why}` } }
  }
}

async function openArchive(file: Uint8Array, budget: UnpackBudget) {
  const outer = ZipArchive.open(file, budget)
  const direct = outer.entries.filter((entry) => isRecipeJson(entry.name))
  const inner = outer.entries.filter((entry) => isZipName(entry.name))
  if (direct.length + inner.length === 0)
    throw new ImportFileError(`${NOT_TANDOOR} This zip holds neither recipe zips nor a recipe.json.`)
  const places: (Place | ZipEntryRecord)[] = [
    ...direct.map((entry) => ({ zip: outer, entry, name: entry.name })),
    ...inner,
  ]
  return {
    total: places.length,
    items: async function* (): AsyncGenerator<ImportItem> {
      for (const place of places) {
        const found = 'zip' in place ? place : await openInner(outer, place, budget)
        yield 'failure' in found ? { failure: found.failure } : await readPlace(found)
      }
    },
  }
}

export const openTandoor: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  const budget = new UnpackBudget(limits)
  if (isZip(file)) return openArchive(file, budget)
  const recipe = parseRecipe(file)
  if (!recipe) throw new ImportFileError(NOT_TANDOOR)
  return {
    total: 1,
    items: async function* () {
      yield { recipe: toTandoorRecipe(recipe, [], 'Tandoor recipe') }
    },
  }
}
