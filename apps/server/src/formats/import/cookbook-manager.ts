/**
 * CookBook Manager (formerly CookBookApp, thecookbookapp.com) exports: a zip of YAML files, one recipe
 * each (Settings > Backup > YAML; the format its version 3 still writes), or, from CookBookApp before
 * 3.0, a zip of HTML pages, one recipe each. A single file of either kind is read too. Recognised by
 * content: a zip holding YAML recipes (a name beside ingredients or directions) or CookBook's pages; a
 * YAML file also needs a key only CookBook writes (exportedBy, cook_count, on_favorites…) or one of its
 * addresses, since other apps' YAML shares the rest.
 *
 * Facts from Tandoor's importer, old and new (TandoorRecipes/recipes cookbook/integration/cookbookapp.py:
 * YAML keys; its HTML read as schema.org markup, the brand pictures on media.cookbookmanager.com/brand/;
 * issues #601, #4292 and pull request #4322), RecipeSage's importer (julianpoy/RecipeSage
 * cookbookManagerComImportJobHandler.ts: other_time, video, last_cook, images, "Section:" items) and a
 * sample export in a public converter's tests (exportedBy, cook_count, on_favorites, keywords). Guessed:
 * what exactly the old pages hold beside schema.org (read through the same readers as recipe sites).
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ImportItem,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { EntryError } from './archive/entry-error.ts'
import { baseName, entryFolder } from './archive/entry-names.ts'
import { isZip, ZipArchive, type ZipEntryRecord } from './archive/zip.ts'
import { COOKBOOK_PAGES, isCookBookPage } from './cookbook-manager-html.ts'
import { isCookBookRecipe, toCookBookYamlRecipe } from './cookbook-manager-yaml.ts'
import type { FileSample } from './file-sample.ts'
import { parseYamlMapping } from './front-matter.ts'
import { openRecipePage, pagePictures, zipPictures, type FindPicture } from './html-recipe-page.ts'
import { decodeText } from './text-encoding.ts'

/** Far more than a recipe's YAML takes; a larger file is not one. */
const MAX_YAML_CHARS = 1024 * 1024
const FALLBACK_TITLE = 'CookBook recipe'

const isYamlName = (name: string) => /\.ya?ml$/i.test(name)
const isHtmlName = (name: string) => /\.x?html?$/i.test(name)

/** The keys written at the start of a line, as a YAML mapping's top level has them. */
const topKeys = (text: string) => new Set([...text.matchAll(/^([A-Za-z_]+):/gm)].map((match) => match[1]))

function isRecipeYaml(text: string): boolean {
  const keys = topKeys(text)
  return keys.has('name') && (keys.has('ingredients') || keys.has('directions'))
}

const OWN_KEYS = ['exportedBy', 'cook_count', 'on_favorites', 'last_cook', 'other_time']

function isCookBookYaml(text: string): boolean {
  if (!isRecipeYaml(text)) return false
  const keys = topKeys(text)
  return OWN_KEYS.some((key) => keys.has(key)) || /(?:cookbookmanager|thecookbookapp)\.com/i.test(text)
}

export function recognizesCookBookManager(sample: FileSample): boolean {
  if (sample.members === null) return isCookBookYaml(sample.text) || isCookBookPage(sample.text)
  return sample.memberHeads.some(
    ({ name, text }) =>
      (isYamlName(name) && isRecipeYaml(text)) || (isHtmlName(name) && isCookBookPage(text)),
  )
}

const titleOf = (name: string) =>
  baseName(name)
    .replace(/\.ya?ml$/i, '')
    .trim() || FALLBACK_TITLE

/** One YAML recipe from a file in the zip; what is not one becomes a failure naming the file. */
function readYaml(text: string, name: string, findPicture: FindPicture): ImportItem {
  const title = titleOf(name)
  const recipe = parseYamlMapping(text, MAX_YAML_CHARS)
  if (!recipe) return { failure: { title, reason: `"${name}" cannot be read as a YAML recipe.` } }
  if (!isCookBookRecipe(recipe)) return { failure: { title, reason: `"${name}" is not a CookBook recipe.` } }
  return { recipe: toCookBookYamlRecipe(recipe, findPicture, title) }
}

async function readEntry(zip: ZipArchive, entry: ZipEntryRecord): Promise<ImportItem> {
  try {
    return readYaml(decodeText(await zip.read(entry)), entry.name, zipPictures(zip, entryFolder(entry.name)))
  } catch (error) {
    if (!(error instanceof EntryError)) throw error
    return {
      failure: { title: titleOf(entry.name), reason: `"${entry.name}" cannot be read: ${error.message}.` },
    }
  }
}

const NOT_COOKBOOK =
  'This is not a CookBook Manager export: expected its zip of YAML files or HTML pages, or one of them.'

export const openCookBookManager: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (isZip(file)) {
    const zip = ZipArchive.open(file, new UnpackBudget(limits))
    const entries = zip.entries.filter((entry) => isYamlName(entry.name))
    if (entries.length === 0) return openRecipePage(COOKBOOK_PAGES, file, limits)
    return {
      total: entries.length,
      items: async function* () {
        for (const entry of entries) yield readEntry(zip, entry)
      },
    }
  }
  const text = decodeText(file)
  if (/^[\s\uFEFF]*</.test(text)) return openRecipePage(COOKBOOK_PAGES, file, limits)
  const recipe = parseYamlMapping(text, MAX_YAML_CHARS)
  if (!recipe || !isCookBookRecipe(recipe)) throw new ImportFileError(NOT_COOKBOOK)
  return {
    total: 1,
    items: async function* () {
      yield { recipe: toCookBookYamlRecipe(recipe, pagePictures, FALLBACK_TITLE) }
    },
  }
}
