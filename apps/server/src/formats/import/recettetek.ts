/**
 * My Recipe Box (RecetteTek)'s exports: the .rtk file, a zip of recipes_0.json, recipes_1.json… (JSON
 * arrays of up to 400 recipes) with the pictures they name and categories/tags/calendar files; one of
 * those JSON files alone; and the CSV export, one recipe a row under the same keys as column names.
 * Recognised by content: JSON whose objects have RecetteTek's keys (preparationTime, cookingTime,
 * quantity, originalPicture… which no other app writes together), a zip holding such JSON, or a CSV
 * header with those names.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportedImage,
  type ImportFormat,
  type ImportItem,
  type ImportLimits,
  type OpenedImport,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { entryFolder } from './archive/entry-names.ts'
import { isZip, ZipArchive } from './archive/zip.ts'
import { CsvColumns, csvItems, otherCells, readCsvSource, sampleHeaders } from './csv-source.ts'
import type { FileSample } from './file-sample.ts'
import { firstObjectHead } from './json-head.ts'
import { RECETTETEK_KEYS, toRecetteTekRecipe, type RecetteTekValues } from './recettetek-recipe.ts'
import { splitLabels } from './source-values.ts'
import { decodeText } from './text-encoding.ts'

const RECIPES_MEMBER = /(?:^|\/)recipes(?:_(\d{1,6}))?\.json$/i
/** Keys RecetteTek writes that other apps' recipes do not (Mela has prepTime, Paprika prep_time). */
const DISTINCTIVE = [
  'preparationTime',
  'cookingTime',
  'inactiveTime',
  'quantity',
  'originalPicture',
  'lastModifiedDate',
]
/** Keys of the formats RecetteTek JSON must not be confused with: schema.org, Paprika, Mealie, Tandoor. */
const FOREIGN = ['@context', '@type', 'name', 'recipeIngredient', 'recipeInstructions', 'directions', 'slug']

const NOT_RECETTETEK =
  'This is not a My Recipe Box (RecetteTek) export: expected an .rtk zip, its recipes JSON, or its CSV with title, ingredients, instructions, preparationTime and quantity columns.'

function isRecetteTekKeySet(keys: ReadonlySet<string>): boolean {
  return !FOREIGN.some((key) => keys.has(key)) && DISTINCTIVE.filter((key) => keys.has(key)).length >= 2
}

function isRecetteTekCsv(columns: CsvColumns): boolean {
  return (
    ['title', 'ingredients', 'instructions'].every((key) => columns.has(key)) &&
    DISTINCTIVE.filter((key) => columns.has(key)).length >= 2
  )
}

const isRecetteTekJson = (text: string) => {
  const head = firstObjectHead(text)
  return head !== null && isRecetteTekKeySet(new Set(head.keys.keys()))
}

export function recognizesRecetteTek(sample: FileSample): boolean {
  const csv = sampleHeaders(sample).some((header) => isRecetteTekCsv(new CsvColumns(header)))
  if (sample.members === null) return csv || isRecetteTekJson(sample.text)
  return (
    csv ||
    sample.memberHeads.some((member) => RECIPES_MEMBER.test(member.name) && isRecetteTekJson(member.text))
  )
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'boolean' ? String(value) : ''
}

function jsonValues(recipe: Record<string, unknown>): RecetteTekValues {
  const list = (key: string): string[] => {
    const value = recipe[key]
    if (!Array.isArray(value)) return splitLabels(textOf(value))
    return value.map((item) => (isObject(item) ? textOf(item.title ?? item.name) : textOf(item)))
  }
  return { text: (key) => textOf(recipe[key]), list, others: [] }
}

type FindPicture = (name: string) => ImportedImage | null

/** The items of one JSON file: an array of recipes, or one recipe. */
function jsonItems(json: unknown, where: string, findPicture: FindPicture, first: number): ImportItem[] {
  const entries = Array.isArray(json) ? json : [json]
  return entries.map((entry, index) => {
    const title = `My Recipe Box recipe ${first + index}`
    if (!isObject(entry))
      return { failure: { title, reason: `Entry ${index + 1} of ${where} is not a recipe.` } }
    return { recipe: toRecetteTekRecipe(jsonValues(entry), findPicture, title) }
  })
}

function listed(items: ImportItem[]): OpenedImport {
  return {
    total: items.length,
    items: async function* () {
      yield* items
    },
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const firstRecipe = (json: unknown) => (Array.isArray(json) ? (json.find(isObject) ?? null) : json)
const holdsRecetteTek = (json: unknown) => {
  const first = firstRecipe(json)
  return isObject(first) && isRecetteTekKeySet(new Set(Object.keys(first)))
}

/**
 * The .rtk zip: every recipes_N.json in order (another app's recipes.json is passed over), a damaged one
 * reported as a failure; null when it holds none.
 */
async function openArchive(zip: ZipArchive): Promise<OpenedImport | null> {
  const number = (name: string) => Number(RECIPES_MEMBER.exec(name)?.[1] ?? 0)
  const members = zip.entries
    .filter((entry) => RECIPES_MEMBER.test(entry.name))
    .sort((a, b) => number(a.name) - number(b.name))
  if (members.length === 0) return null
  const items: ImportItem[] = []
  let found = false
  for (const member of members) {
    const findPicture: FindPicture = (name) => {
      const data = name.trim()
        ? zip.readIfIntact(zip.findReferenced(entryFolder(member.name), name.trim()))
        : null
      return data ? { kind: 'bytes', data } : null
    }
    const json = parseJson(decodeText(await zip.readRequired(member)))
    if (json === undefined) {
      const reason = `"${member.name}" holds damaged JSON.`
      items.push({ failure: { title: member.name, reason } })
      continue
    }
    if (!holdsRecetteTek(json)) continue
    found = true
    items.push(...jsonItems(json, `"${member.name}"`, findPicture, items.length + 1))
  }
  return found ? listed(items) : null
}

async function openCsv(file: Uint8Array, limits: ImportLimits): Promise<OpenedImport> {
  const source = await readCsvSource(file, limits, isRecetteTekCsv, NOT_RECETTETEK)
  return csvItems(source, 'My Recipe Box recipe', ({ columns }, record, fallbackTitle) => {
    const handled = new Set(RECETTETEK_KEYS.map((key) => columns.index(key)).filter((i) => i !== undefined))
    const values: RecetteTekValues = {
      text: (key) => columns.cell(record, key),
      list: (key) => splitLabels(columns.cell(record, key)),
      others: otherCells(columns, record, handled),
    }
    return toRecetteTekRecipe(values, source.findPicture, fallbackTitle)
  })
}

export const openRecetteTek: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (isZip(file))
    return (await openArchive(ZipArchive.open(file, new UnpackBudget(limits)))) ?? openCsv(file, limits)
  const text = decodeText(file)
  const start = text.trimStart()
  if (!start.startsWith('[') && !start.startsWith('{')) return openCsv(file, limits)
  const json = parseJson(text)
  if (json === undefined) throw new ImportFileError(`${NOT_RECETTETEK} Its JSON is damaged.`)
  if (!holdsRecetteTek(json)) throw new ImportFileError(NOT_RECETTETEK)
  return listed(jsonItems(json, 'the file', () => null, 1))
}
