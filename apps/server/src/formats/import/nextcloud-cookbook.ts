/**
 * Nextcloud Cookbook's recipe folders, zipped (a download of the Cookbook folder from Nextcloud Files):
 * one folder a recipe, each with `recipe.json` — schema.org Recipe in the form Nextcloud normalises it
 * to — and `full.jpg`, the picture, beside `thumb.jpg` and `thumb16.jpg`, its thumbnails (never read).
 * The JSON is read as schema.org; what Nextcloud writes its own way is read here:
 * - a line "## Name" in the instructions (how it flattens a HowToSection) or ingredients is a section;
 * - `tool`, the cookware, goes to the notes;
 * - dateCreated may be a Unix time in seconds (older versions; "0" means none);
 * - full.jpg is the picture; the address in `image` only when the folder has none.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ImportItem,
  type ImportedRecipe,
} from '../imported-recipe.ts'
import { hasType, stringsOf, type SchemaObject } from '../schema-org/json-values.ts'
import { parseJsonLd } from '../schema-org/parse-json-ld.ts'
import { readSchemaRecipe } from '../schema-org/read-recipe.ts'
import { dropEmptySections } from '../schema-org/recipe-lines.ts'
import { isJson, textOf } from './app-json.ts'
import { isMealieRecipeKeys, isTandoorRecipeKeys } from './app-recipe-keys.ts'
import { UnpackBudget } from './archive/budget.ts'
import { EntryError } from './archive/entry-error.ts'
import { baseName, entryFolder } from './archive/entry-names.ts'
import { ZipArchive, type ZipEntryRecord } from './archive/zip.ts'
import type { FileSample } from './file-sample.ts'
import { jsonObjectHead } from './json-head.ts'
import { asHeader, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { decodeText } from './text-encoding.ts'

const isRecipeJson = (name: string) => baseName(name).toLowerCase() === 'recipe.json'
const SCHEMA_KEYS = ['@type', 'recipeIngredient', 'recipeInstructions']

/** A recipe.json in schema.org form, and not Mealie's or Tandoor's JSON (whose readers have their own). */
function isSchemaRecipeText(text: string): boolean {
  const head = jsonObjectHead(text)
  if (head === null || !SCHEMA_KEYS.some((key) => head.keys.has(key))) return false
  return !isTandoorRecipeKeys(head.keys) && !isMealieRecipeKeys(head.keys, head.complete)
}

export function recognizesNextcloudCookbook(sample: FileSample): boolean {
  if (sample.members === null) return false
  return sample.memberHeads.some(
    ({ name, text }) => isRecipeJson(name) && name.includes('/') && isSchemaRecipeText(text),
  )
}

/** "## Sauce" (or "# Sauce") → "[Sauce]"; Nextcloud's nameless section ("## HowToSection") is dropped. */
function markSections(lines: string): string {
  const marked = lines
    .split('\n')
    .map((line) => {
      if (!line.startsWith('#')) return line
      const name = line.replace(/^#+/, '').trim()
      if (name === '' || /^\d/.test(name)) return line
      return name === 'HowToSection' ? '' : asHeader(name.replace(/\s*:$/, ''))
    })
    .filter((line) => line !== '')
  return dropEmptySections(marked).join('\n')
}

/** dateCreated as Nextcloud writes it: a Unix time in seconds, or a date schema.org's way. */
function createdAtOf(value: unknown, schemaDate: Date | undefined): Date | undefined {
  const text = textOf(value)
  if (!/^\d+$/.test(text)) return schemaDate
  const date = new Date(Number(text) * 1000)
  return Number(text) > 0 && date.getTime() < Date.now() + 366 * 86_400_000 ? date : undefined
}

function toRecipe(object: SchemaObject, picture: Uint8Array | null, folder: string): ImportedRecipe {
  const recipe = readSchemaRecipe(object)
  const tools = stringsOf(object.tool)
    .map((tool) => tool.trim())
    .filter(Boolean)
  const createdAt = createdAtOf(object.dateCreated, recipe.createdAt)
  return {
    ...recipe,
    title: recipeTitle(recipe.title, baseName(folder)),
    ingredients: markSections(recipe.ingredients),
    instructions: markSections(recipe.instructions),
    notes: joinParagraphs([recipe.notes, tools.length > 0 ? `Tools: ${tools.join(', ')}` : '']),
    images: picture ? [{ kind: 'bytes', data: picture }] : recipe.images,
    createdAt,
  }
}

async function readFolder(zip: ZipArchive, entry: ZipEntryRecord): Promise<ImportItem> {
  const folder = entryFolder(entry.name)
  const title = baseName(folder) || 'Nextcloud recipe'
  let bytes: Uint8Array
  try {
    bytes = await zip.read(entry)
  } catch (error) {
    if (!(error instanceof EntryError)) throw error
    return { failure: { title, reason: `"${entry.name}" cannot be read: ${error.message}.` } }
  }
  const [object] = parseJsonLd(decodeText(bytes))
  if (!isJson(object) || (object['@type'] !== undefined && !hasType(object, 'recipe')))
    return { failure: { title, reason: `"${entry.name}" is not a schema.org recipe.` } }
  const picture = zip.readIfIntact(zip.find(folder === '' ? 'full.jpg' : `${folder}/full.jpg`))
  try {
    return { recipe: toRecipe(object, picture, folder) }
  } catch (error) {
    return { failure: { title, reason: `The recipe cannot be read: ${String(error)}.` } }
  }
}

export const openNextcloudCookbook: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  const zip = ZipArchive.open(file, new UnpackBudget(limits))
  const entries = zip.entries.filter((entry) => isRecipeJson(entry.name))
  if (entries.length === 0)
    throw new ImportFileError(
      'This is not a Nextcloud Cookbook folder: expected a zip of recipe folders, each with a recipe.json.',
    )
  return {
    total: entries.length,
    items: async function* () {
      for (const entry of entries) yield readFolder(zip, entry)
    },
  }
}
