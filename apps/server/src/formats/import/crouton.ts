/**
 * Crouton's exports: a .crumb file is one recipe as JSON, and sharing a library gives a folder of them,
 * which reaches Rosemary zipped. Which one a file is comes from its content: a zip holding .crumb files,
 * or a JSON object with Crouton's keys, some that only Crouton writes (cookingDuration, webLink,
 * defaultScale, folderIDs, neutritionalInfo…) and none of schema.org's.
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
import { isObject, toCroutonRecipe } from './crouton-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { jsonObjectHead, keyKinds } from './json-head.ts'
import { readJsonObject } from './json-file.ts'
import { decodeText } from './text-encoding.ts'

const SUFFIX = '.crumb'
const FALLBACK_TITLE = 'Crouton recipe'

/** Keys only Crouton writes among the apps whose exports are JSON. */
const DISTINCTIVE_KEYS = new Set([
  'cookingDuration',
  'defaultScale',
  'webLink',
  'folderIDs',
  'isPublicRecipe',
  'neutritionalInfo',
  'sourceImage',
  'duplicatedFromRecipeUUID',
])
/** What a whole Crouton recipe always has besides those. */
const BODY_KEYS = ['ingredients', 'steps']

/**
 * Whether top-level keys are Crouton's: none of schema.org's, and either a complete object with a name,
 * its ingredient or step list and one of Crouton's own keys, or (a picture first filled the sample) two
 * of Crouton's own keys before the cut.
 */
function isCroutonKeySet(keys: ReadonlyMap<string, string>, complete: boolean): boolean {
  if ([...keys.keys()].some((key) => key.startsWith('@'))) return false
  const distinctive = [...keys.keys()].filter((key) => DISTINCTIVE_KEYS.has(key)).length
  if (!complete) return distinctive >= 2
  return (
    distinctive >= 1 && keys.get('name') === 'string' && BODY_KEYS.some((key) => keys.get(key) === 'array')
  )
}

const isCrumb = (name: string) => name.toLowerCase().endsWith(SUFFIX)

export function recognizesCrouton(sample: FileSample): boolean {
  if (sample.members) return sample.members.some(isCrumb)
  const head = jsonObjectHead(sample.text)
  return head !== null && isCroutonKeySet(head.keys, head.complete)
}

function titleOf(entryName: string): string {
  return (
    baseName(entryName)
      .replace(/\.crumb$/i, '')
      .trim() || FALLBACK_TITLE
  )
}

/** One recipe from a .crumb's text; what is not a Crouton recipe becomes a failure naming the file. */
function readCrumb(json: string, entryName: string): ImportItem {
  const title = titleOf(entryName)
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return { failure: { title, reason: `"${entryName}" holds damaged JSON.` } }
  }
  if (!isObject(value) || !BODY_KEYS.some((key) => Array.isArray(value[key])))
    return { failure: { title, reason: `"${entryName}" is not a Crouton recipe.` } }
  return { recipe: toCroutonRecipe(value, title) }
}

async function readEntry(zip: ZipArchive, entry: ZipEntryRecord): Promise<ImportItem> {
  try {
    return readCrumb(decodeText(await zip.read(entry)), entry.name)
  } catch (error) {
    if (!(error instanceof EntryError)) throw error
    return {
      failure: { title: titleOf(entry.name), reason: `"${entry.name}" cannot be read: ${error.message}.` },
    }
  }
}

function openFolder(file: Uint8Array, limits: typeof DEFAULT_IMPORT_LIMITS) {
  const zip = ZipArchive.open(file, new UnpackBudget(limits))
  const entries = zip.entries.filter((entry) => isCrumb(entry.name))
  if (entries.length === 0) throw new ImportFileError('This zip holds no Crouton recipes (.crumb files).')
  return {
    total: entries.length,
    items: async function* () {
      for (const entry of entries) yield readEntry(zip, entry)
    },
  }
}

const NOT_CROUTON = 'This is not a Crouton file: expected a .crumb recipe (JSON) or a zip of them.'

export const openCrouton: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (isZip(file)) return openFolder(file, limits)
  const json = readJsonObject(file, NOT_CROUTON)
  if (!isCroutonKeySet(keyKinds(json), true)) throw new ImportFileError(NOT_CROUTON)
  return {
    total: 1,
    items: async function* () {
      yield { recipe: toCroutonRecipe(json, FALLBACK_TITLE) }
    },
  }
}
