/**
 * Mealie's exports, told apart by their content:
 * - a v1+ backup: a zip with `database.json` (every table of Mealie's database; see mealie-database.ts)
 *   and `data/recipes/<id>/images/original.webp`, sometimes inside a folder Safari added;
 * - a recipe export, a backup from before v1, or one recipe downloaded as a zip: `<slug>.json` files of
 *   Mealie's recipe JSON, under `recipes/<slug>/` with the pictures in `images/` beside each, or alone at
 *   the top with `original.webp`;
 * - one recipe's JSON as a file of its own.
 * Other JSON of a pre-v1 backup (settings, users, themes) is not under `recipes/` and is left alone.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportedImage,
  type ImportFormat,
  type ImportItem,
  type OpenedImport,
} from '../imported-recipe.ts'
import { isJson, textOf, type Json } from './app-json.ts'
import { isMealieRecipeKeys } from './app-recipe-keys.ts'
import { UnpackBudget } from './archive/budget.ts'
import { EntryError } from './archive/entry-error.ts'
import { baseName, entryFolder } from './archive/entry-names.ts'
import { isZip, ZipArchive, type ZipEntryRecord } from './archive/zip.ts'
import type { FileSample } from './file-sample.ts'
import { jsonObjectHead } from './json-head.ts'
import { backupRecipes, isMealieDatabase, MEALIE_TABLES, normalizeId } from './mealie-database.ts'
import { toMealieRecipe } from './mealie-recipe.ts'
import { decodeText } from './text-encoding.ts'

const NOT_MEALIE =
  'This is not a Mealie export: expected a backup (a zip with database.json), a zip of recipes/<name>/<name>.json files, or one recipe’s JSON.'

const isDatabaseName = (name: string) => baseName(name).toLowerCase() === 'database.json'
const isJsonName = (name: string) => name.toLowerCase().endsWith('.json')
/**
 * A recipe's JSON in a `recipes` folder, as exports and pre-v1 backups place them: `recipes/<slug>.json`
 * or `recipes/<slug>/<slug>.json`; deeper files are a recipe's attachments (its `assets`).
 */
function inRecipesFolder(name: string): boolean {
  const [, folder, parent] = name.toLowerCase().split('/').reverse()
  return folder === 'recipes' || parent === 'recipes'
}

function isMealieRecipeText(text: string): boolean {
  const head = jsonObjectHead(text)
  return head !== null && isMealieRecipeKeys(head.keys, head.complete)
}

/** A database dump's start: an object of tables (lists), one of them a table Mealie always has. */
function isDatabaseText(text: string): boolean {
  const head = jsonObjectHead(text)
  if (head === null || head.keys.size === 0) return false
  return (
    [...head.keys.values()].every((kind) => kind === 'array') &&
    MEALIE_TABLES.some((table) => head.keys.has(table))
  )
}

/**
 * "…/recipes/pie/pie.json": the folder a Mealie export gives each recipe, named as its JSON. A recipe.json
 * is left to the content check: Nextcloud Cookbook's "Recipes/recipe/recipe.json" has the same shape.
 */
function isExportedRecipeName(name: string): boolean {
  const [file, folder, parent] = name.split('/').reverse()
  return parent?.toLowerCase() === 'recipes' && file === `${folder}.json` && file !== 'recipe.json'
}

export function recognizesMealie(sample: FileSample): boolean {
  if (sample.members === null) return isMealieRecipeText(sample.text)
  if (sample.members.some(isExportedRecipeName)) return true
  return sample.memberHeads.some(({ name, text }) =>
    isDatabaseName(name) ? isDatabaseText(text) : isJsonName(name) && isMealieRecipeText(text),
  )
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** A Mealie recipe's JSON; the keys are checked first, so other text is refused without parsing it all. */
function parseRecipe(bytes: Uint8Array): Json | null {
  const text = decodeText(bytes)
  if (!isMealieRecipeText(text)) return null
  const json = parseJson(text)
  return isJson(json) ? json : null
}

const PICTURE = /\.(webp|jpe?g|png|gif|avif)$/i

/** The best picture in a folder's entries: the original before Mealie's smaller copies. */
function pictureIn(zip: ZipArchive, folder: string): ImportedImage[] {
  const prefix = folder === '' ? '' : `${folder}/`
  const pictures = zip.entries.filter(
    (entry) => entry.name.startsWith(prefix) && !entry.name.slice(prefix.length).includes('/'),
  )
  for (const name of ['original', 'min-original']) {
    const entry = pictures.find(
      (e) => baseName(e.name).toLowerCase().startsWith(`${name}.`) && PICTURE.test(e.name),
    )
    const data = zip.readIfIntact(entry)
    if (data) return [{ kind: 'bytes', data }]
  }
  return []
}

function opened<T>(list: T[], read: (item: T, index: number) => Promise<ImportItem>): OpenedImport {
  return {
    total: list.length,
    items: async function* () {
      for (const [index, item] of list.entries()) yield read(item, index)
    },
  }
}

/** A v1+ backup: the tables parsed once, each recipe mapped as it is read. */
async function openBackup(zip: ZipArchive, entry: ZipEntryRecord): Promise<OpenedImport> {
  const text = decodeText(await zip.readRequired(entry))
  const tables = isDatabaseText(text) ? parseJson(text) : undefined
  if (!isMealieDatabase(tables))
    throw new ImportFileError(`"${entry.name}" is not a Mealie database: it has no recipes table.`)
  const data = entryFolder(entry.name) === '' ? 'data' : `${entryFolder(entry.name)}/data`
  const folders = new Map<string, string>()
  for (const { name } of zip.entries) {
    const match = /^(.*)\/images\/[^/]+$/.exec(name)
    const parent = match?.[1]
    if (parent !== undefined && entryFolder(parent) === `${data}/recipes`)
      folders.set(normalizeId(baseName(parent)), parent)
  }
  const recipes = backupRecipes(tables)
  return opened(recipes, (recipe, index) => {
    const folder = folders.get(normalizeId(recipe.id))
    const images = folder === undefined ? [] : pictureIn(zip, `${folder}/images`)
    return Promise.resolve(readRecipe(recipe, images, `Recipe ${index + 1}`))
  })
}

function readRecipe(recipe: Json, images: ImportedImage[], fallback: string): ImportItem {
  const title = textOf(recipe.name) || fallback
  try {
    return { recipe: toMealieRecipe(recipe, images, fallback) }
  } catch (error) {
    return { failure: { title, reason: `The recipe cannot be read: ${String(error)}.` } }
  }
}

async function readRecipeEntry(zip: ZipArchive, entry: ZipEntryRecord): Promise<ImportItem> {
  const fallback = baseName(entry.name).replace(/\.json$/i, '') || 'Mealie recipe'
  let bytes: Uint8Array
  try {
    bytes = await zip.read(entry)
  } catch (error) {
    if (!(error instanceof EntryError)) throw error
    return { failure: { title: fallback, reason: `"${entry.name}" cannot be read: ${error.message}.` } }
  }
  const json = parseRecipe(bytes)
  if (!json) return { failure: { title: fallback, reason: `"${entry.name}" is not a Mealie recipe.` } }
  const folder = entryFolder(entry.name)
  const images = pictureIn(zip, folder === '' ? 'images' : `${folder}/images`)
  return readRecipe(json, images.length > 0 ? images : pictureIn(zip, folder), fallback)
}

async function openArchive(file: Uint8Array, budget: UnpackBudget): Promise<OpenedImport> {
  const zip = ZipArchive.open(file, budget)
  const database = zip.entries.find((entry) => isDatabaseName(entry.name))
  if (database) return openBackup(zip, database)
  const jsons = zip.entries.filter((entry) => isJsonName(entry.name))
  const underRecipes = jsons.filter((entry) => inRecipesFolder(entry.name))
  const entries = underRecipes.length > 0 ? underRecipes : jsons
  if (entries.length === 0) throw new ImportFileError(`${NOT_MEALIE} This zip holds no JSON.`)
  return opened(entries, (entry) => readRecipeEntry(zip, entry))
}

export const openMealie: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (isZip(file)) return openArchive(file, new UnpackBudget(limits))
  const json = parseRecipe(file)
  if (!json) throw new ImportFileError(NOT_MEALIE)
  return opened([json], (recipe) => Promise.resolve(readRecipe(recipe, [], 'Mealie recipe')))
}
