/**
 * Paprika's HTML export: a folder with index.html (a list of links) and one page per recipe in Recipes/,
 * the pictures beside them in Images/. It is read as one recipe page, or as a zip of the whole folder:
 * every page that holds a recipe, its pictures taken from the zip by the path the page gives. Pages
 * without a recipe (the index, anything else in the folder) are passed over without a word.
 * Recognised by Paprika's template: a schema.org Recipe item laid out in Paprika's named boxes
 * (infobox, photobox, ingredientsbox, directionsbox…), or a zip holding index.html beside Recipes/*.html.
 */
import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { select } from '../html/select-elements.ts'
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ImportItem,
} from '../imported-recipe.ts'
import { parseHtml } from '../schema-org/parse-html.ts'
import { UnpackBudget } from './archive/budget.ts'
import { EntryError } from './archive/entry-error.ts'
import { baseName, entryFolder } from './archive/entry-names.ts'
import { isZip, ZipArchive, type ZipEntryRecord } from './archive/zip.ts'
import type { FileSample } from './file-sample.ts'
import { toPaprikaHtmlRecipe, type FindPicture } from './paprika-html-page.ts'
import { decodeText } from './text-encoding.ts'

/** Larger than a page with its photos inlined as data: addresses; parsing more would take seconds. */
const MAX_PAGE_BYTES = 32 * 1024 * 1024

const RECIPE_ITEM = /itemtype\s*=\s*["']?https?:\/\/schema\.org\/Recipe\b/i
/** Class names and comments of Paprika's page template; a recipe site would need several by chance. */
const TEMPLATE_MARKERS = [
  'class="infobox"',
  'class="photobox"',
  'class="columnbox"',
  'class="ingredientsbox"',
  'class="directionsbox"',
  'class="notesbox"',
  'class="subhead"',
  'itemprop="aggregateRating" class="rating"',
  '.photobox {',
  '.columnbox {',
  '<!-- PhotoSwipe gallery -->',
]
const MIN_MARKERS = 3

const isPage = (name: string) => /\.html?$/i.test(name)
const isIndex = (name: string) => baseName(name).toLowerCase() === 'index.html'

/** A zip of the export folder: index.html, and recipe pages in Recipes/ beside it. */
function isExportFolder(members: string[]): boolean {
  const folders = new Set(members.filter(isIndex).map(entryFolder))
  return members.some((name) => {
    const folder = entryFolder(name)
    if (!isPage(name) || baseName(folder).toLowerCase() !== 'recipes') return false
    return folders.has(entryFolder(folder))
  })
}

export function recognizesPaprikaHtml(sample: FileSample): boolean {
  if (sample.members) return isExportFolder(sample.members)
  if (!RECIPE_ITEM.test(sample.text)) return false
  return TEMPLATE_MARKERS.filter((marker) => sample.text.includes(marker)).length >= MIN_MARKERS
}

function recipeScope($: CheerioAPI): Element | undefined {
  return select($, '[itemscope][itemtype]').find((element) =>
    /(?:^|[/#:\s])Recipe(?:\s|$)/i.test(element.attribs.itemtype ?? ''),
  )
}

const titleOf = (name: string) =>
  baseName(name)
    .replace(/\.html?$/i, '')
    .trim() || 'Paprika recipe'

/** A page's recipe; null for a page without one (the index). */
function readPage(html: Uint8Array, name: string, findPicture: FindPicture): ImportItem | null {
  if (html.length > MAX_PAGE_BYTES)
    return { failure: { title: titleOf(name), reason: `"${name}" is too large for a recipe page.` } }
  const scope = recipeScope(parseHtml(decodeText(html)))
  return scope ? { recipe: toPaprikaHtmlRecipe(scope, findPicture, titleOf(name)) } : null
}

async function readEntry(zip: ZipArchive, entry: ZipEntryRecord): Promise<ImportItem | null> {
  const folder = entryFolder(entry.name)
  const findPicture: FindPicture = (path) => {
    const data = zip.readIfIntact(
      zip.findReferenced(folder, path) ?? zip.findReferenced(folder, unescape(path)),
    )
    return data ? { kind: 'bytes', data } : null
  }
  try {
    return readPage(await zip.read(entry), entry.name, findPicture)
  } catch (error) {
    if (!(error instanceof EntryError)) throw error
    const reason = `"${entry.name}" cannot be read: ${error.message}.`
    return { failure: { title: titleOf(entry.name), reason } }
  }
}

/** "Images/a%20b.jpg" → "Images/a b.jpg"; the text as written when it is not valid percent-encoding. */
function unescape(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

function openExport(file: Uint8Array, budget: UnpackBudget) {
  const zip = ZipArchive.open(file, budget)
  const pages = zip.entries.filter((entry) => isPage(entry.name) && !isIndex(entry.name))
  if (pages.length === 0)
    throw new ImportFileError('This zip holds no Paprika recipe pages (an HTML export folder).')
  return {
    // Pages that turn out to hold no recipe are left out, so this counts at most one too many per such page.
    total: pages.length,
    items: async function* () {
      for (const page of pages) {
        const item = await readEntry(zip, page)
        if (item) yield item
      }
    },
  }
}

const NOT_PAPRIKA =
  'This is not a Paprika HTML export: expected a recipe page, or a zip of the export folder.'

export const openPaprikaHtml: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (isZip(file)) return openExport(file, new UnpackBudget(limits))
  if (file.length > MAX_PAGE_BYTES) throw new ImportFileError(`${NOT_PAPRIKA} The file is too large.`)
  const text = decodeText(file)
  if (!text.trimStart().startsWith('<') || !RECIPE_ITEM.test(text)) throw new ImportFileError(NOT_PAPRIKA)
  const scope = recipeScope(parseHtml(text))
  if (!scope) throw new ImportFileError(NOT_PAPRIKA)
  const recipe = toPaprikaHtmlRecipe(scope, () => null, 'Paprika recipe')
  return {
    total: 1,
    items: async function* () {
      yield { recipe }
    },
  }
}
