/**
 * Mela's exports: a .melarecipe is one JSON recipe, a .melarecipes a zip of them (an export of an export
 * can hold another .melarecipes, which is opened too). Which one a file is comes from its content. A
 * file is taken for Mela's by its key set: Mela's own keys, some that only Mela writes (text, link,
 * wantToCook, camel-case times), and none of schema.org's, Paprika's or the self-hosted apps'.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ImportItem,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { EntryError } from './archive/entry-error.ts'
import { baseName } from './archive/entry-names.ts'
import { isZip, ZipArchive, type ZipEntryRecord } from './archive/zip.ts'
import type { FileSample } from './file-sample.ts'
import { jsonObjectHead, keyKinds, type JsonKind } from './json-head.ts'
import { isObject, MELA_KEYS, toMelaRecipe } from './mela-recipe.ts'
import { readJsonObject } from './json-file.ts'
import { decodeText } from './text-encoding.ts'

const RECIPE_SUFFIX = '.melarecipe'
const EXPORT_SUFFIX = '.melarecipes'
/** An export inside an export inside an export is as deep as a real one goes. */
const MAX_NESTING = 3

/** Keys of the formats a Mela file must not be confused with (JSON-LD, Paprika, Mealie, Tandoor, Crouton). */
const FOREIGN_KEYS = new Set([
  'name',
  'directions',
  'recipeIngredient',
  'recipeInstructions',
  'recipe_ingredient',
  'recipe_instructions',
  'steps',
  'slug',
  'description',
  'servings',
])
/** Keys only Mela writes among the apps whose exports come this way. */
const DISTINCTIVE_KEYS = ['text', 'link', 'favorite', 'wantToCook', 'prepTime', 'cookTime', 'totalTime']

const KINDS: Record<string, JsonKind[]> = {
  images: ['array'],
  categories: ['array'],
  favorite: ['boolean'],
  wantToCook: ['boolean'],
  date: ['number'],
  yield: ['string', 'number'],
}

const fitsMela = (key: string, kind: JsonKind) => kind === 'null' || (KINDS[key] ?? ['string']).includes(kind)

/**
 * Whether top-level keys (with the kinds of their values) are Mela's: enough of its keys, one it alone
 * writes, none of another format's. A complete object needs a title and ingredients or instructions; one
 * cut short (a photo first filled the sample) needs three Mela keys before the cut.
 */
function isMelaKeySet(keys: Map<string, JsonKind>, complete: boolean): boolean {
  let known = 0
  for (const [key, kind] of keys) {
    if (key.startsWith('@') || FOREIGN_KEYS.has(key)) return false
    if (!MELA_KEYS.has(key)) continue
    if (!fitsMela(key, kind)) return false
    known += 1
  }
  if (!DISTINCTIVE_KEYS.some((key) => keys.has(key))) return false
  if (!complete) return known >= 3
  return keys.get('title') === 'string' && (keys.has('ingredients') || keys.has('instructions'))
}

const isRecipeEntry = (name: string) => name.toLowerCase().endsWith(RECIPE_SUFFIX)
const isExportEntry = (name: string) => name.toLowerCase().endsWith(EXPORT_SUFFIX)

export function recognizesMela(sample: FileSample): boolean {
  if (sample.members) return sample.members.some((name) => isRecipeEntry(name) || isExportEntry(name))
  const head = jsonObjectHead(sample.text)
  return head !== null && isMelaKeySet(head.keys, head.complete)
}

function titleOf(entryName: string): string {
  return (
    baseName(entryName)
      .replace(/\.melarecipe$/i, '')
      .trim() || 'Mela recipe'
  )
}

/** One recipe from its JSON text; what is not a Mela recipe becomes a failure naming the entry. */
function readRecipe(json: string, entryName: string): ImportItem {
  const title = titleOf(entryName)
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return { failure: { title, reason: `"${entryName}" holds damaged JSON.` } }
  }
  if (!isObject(value)) return { failure: { title, reason: `"${entryName}" is not a Mela recipe.` } }
  return { recipe: toMelaRecipe(value, title) }
}

async function readEntry(zip: ZipArchive, entry: ZipEntryRecord): Promise<ImportItem> {
  try {
    return readRecipe(decodeText(await zip.read(entry)), entry.name)
  } catch (error) {
    if (!(error instanceof EntryError)) throw error
    const reason = `"${entry.name}" cannot be read: ${error.message}.`
    return { failure: { title: titleOf(entry.name), reason } }
  }
}

/** The recipe entries of an export and of the exports inside it, each with the zip it is in. */
async function recipeEntries(
  zip: ZipArchive,
  budget: UnpackBudget,
  depth: number,
): Promise<{ zip: ZipArchive; entry: ZipEntryRecord }[]> {
  const found = zip.entries.filter((entry) => isRecipeEntry(entry.name)).map((entry) => ({ zip, entry }))
  if (depth >= MAX_NESTING) return found
  for (const entry of zip.entries.filter((e) => isExportEntry(e.name))) {
    const inner = ZipArchive.open(await zip.readRequired(entry), budget)
    found.push(...(await recipeEntries(inner, budget, depth + 1)))
  }
  return found
}

async function openExport(file: Uint8Array, budget: UnpackBudget) {
  const entries = await recipeEntries(ZipArchive.open(file, budget), budget, 1)
  if (entries.length === 0) throw new ImportFileError('This zip holds no Mela recipes (.melarecipe files).')
  return {
    total: entries.length,
    items: async function* () {
      for (const { zip, entry } of entries) yield readEntry(zip, entry)
    },
  }
}

const NOT_MELA = 'This is not a Mela file: expected a .melarecipe (JSON) or a .melarecipes export (zip).'

export const openMela: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (isZip(file)) return openExport(file, new UnpackBudget(limits))
  const json = readJsonObject(file, NOT_MELA)
  if (!isMelaKeySet(keyKinds(json), true)) throw new ImportFileError(NOT_MELA)
  return {
    total: 1,
    items: async function* () {
      yield { recipe: toMelaRecipe(json, 'Mela recipe') }
    },
  }
}
