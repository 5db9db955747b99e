/**
 * Exports that write recipes into HTML pages zipped with the pictures they refer to (`images/…`): Copy Me
 * That and Recipe Keeper (every recipe on one page, `recipes.html`), CookBook Manager (a page a recipe).
 * What they share is read here: the pages found in the zip (or one given alone), each parsed once to count
 * its recipes, each recipe then mapped lazily, and pictures taken from the zip by the relative path the
 * page gives. Each app's reader supplies how its page is recognised, where its recipes are (elements, or
 * what it reads from the page) and how one becomes a recipe.
 */
import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportedImage,
  type ImportItem,
  type ImportLimits,
  type OpenedImport,
} from '../imported-recipe.ts'
import { parseHtml } from '../schema-org/parse-html.ts'
import { toImportedImage } from '../schema-org/read-images.ts'
import { UnpackBudget } from './archive/budget.ts'
import { baseName, entryFolder } from './archive/entry-names.ts'
import { isZip, ZipArchive, type ZipEntryRecord } from './archive/zip.ts'
import type { FileSample } from './file-sample.ts'
import { decodeText } from './text-encoding.ts'

/** The picture a page refers to (a path in the zip, a web address, data), or null when there is none. */
export type FindPicture = (source: string) => ImportedImage | null

export interface RecipePageFormat<Recipe = Element> {
  /** The app's name, for messages. */
  name: string
  /** Whether the start of a page is this app's export, from its markers. */
  isPage: (text: string) => boolean
  /** The page's recipes, in page order: their elements, or what the reader takes from the page. */
  recipeElements: ($: CheerioAPI) => Recipe[]
  /** One of them as a recipe, or a failure saying why it holds none. */
  toItem: (recipe: Recipe, findPicture: FindPicture) => ImportItem
  /** What the export is, for the message refusing another file; its recipes.html page by default. */
  expected?: string
}

/**
 * 64 MB, the largest upload: the page of a few thousand recipes takes a few megabytes; parsing the
 * largest one takes seconds, not more.
 */
const MAX_PAGE_BYTES = 64 * 1024 * 1024
const isHtml = (name: string) => /\.x?html?$/i.test(name)

/**
 * How many of these words a text holds. The markers are names an app gives its elements (ids, classes,
 * itemprops); looking for each as a plain substring stays linear whatever the text.
 */
export const countMarkers = (text: string, markers: readonly string[]): number =>
  markers.filter((marker) => text.includes(marker)).length

/** The page alone, or a zip of the export holding it, as the format's start shows. */
export function recognizesRecipePage(sample: FileSample, isPage: (text: string) => boolean): boolean {
  if (sample.members) return sample.memberHeads.some((member) => isHtml(member.name) && isPage(member.text))
  return isPage(sample.text)
}

/**
 * The elements not inside another of them: a recipe element nested in another (a damaged or edited page)
 * would otherwise be read twice, once on its own and once as part of the outer one.
 */
export function outermost(elements: readonly Element[]): Element[] {
  const set = new Set(elements)
  return elements.filter((element) => {
    for (let node = element.parent; node; node = node.parent) {
      if (set.has(node as Element)) return false
    }
    return true
  })
}

function addressOrData(source: string): ImportedImage | null {
  return /^(data|https?):/i.test(source) ? toImportedImage(source) : null
}

/** "images/a%20b.jpg" → "images/a b.jpg"; the text as written when it is not valid percent-encoding. */
function unescape(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Pictures a file in the zip refers to: by address, as data, or by a path from the file's folder. */
export function zipPictures(zip: ZipArchive, folder: string): FindPicture {
  return (source) => {
    const trimmed = source.trim()
    if (trimmed === '') return null
    const found = addressOrData(trimmed)
    if (found || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return found
    const entry = zip.findReferenced(folder, trimmed) ?? zip.findReferenced(folder, unescape(trimmed))
    const data = zip.readIfIntact(entry)
    return data && data.length > 0 ? { kind: 'bytes', data } : null
  }
}

/** A page alone can only point at the web; its pictures in a folder beside it did not come along. */
export const pagePictures: FindPicture = (source) => addressOrData(source.trim())

interface ParsedPage<Recipe> {
  recipes: Recipe[]
  findPicture: FindPicture
}

function parsePage<Recipe>(
  format: RecipePageFormat<Recipe>,
  html: Uint8Array,
  findPicture: FindPicture,
): ParsedPage<Recipe> {
  if (html.length > MAX_PAGE_BYTES)
    throw new ImportFileError(`This ${format.name} page is too large to import (more than 64 MB).`)
  return { recipes: format.recipeElements(parseHtml(decodeText(html))), findPicture }
}

/** The export's pages: recipes.html first, then any other page with the app's markers at its start. */
async function zipPages<Recipe>(format: RecipePageFormat<Recipe>, file: Uint8Array, limits: ImportLimits) {
  const zip = ZipArchive.open(file, new UnpackBudget(limits))
  const candidates = zip.entries.filter((entry) => isHtml(entry.name))
  const named = (entry: ZipEntryRecord) => baseName(entry.name).toLowerCase() === 'recipes.html'
  const ordered = [...candidates.filter(named), ...candidates.filter((entry) => !named(entry))]
  const pages: ParsedPage<Recipe>[] = []
  for (const entry of ordered) {
    const html = await zip.readRequired(entry)
    const start = decodeText(html.subarray(0, 64 * 1024), { partial: html.length > 64 * 1024 })
    if (!format.isPage(start)) continue
    pages.push(parsePage(format, html, zipPictures(zip, entryFolder(entry.name))))
  }
  return pages
}

function opened<Recipe>(format: RecipePageFormat<Recipe>, pages: ParsedPage<Recipe>[]): OpenedImport {
  const total = pages.reduce((sum, page) => sum + page.recipes.length, 0)
  if (total === 0) throw new ImportFileError(`This ${format.name} export holds no recipes.`)
  return {
    total,
    items: async function* () {
      for (const page of pages) {
        for (const recipe of page.recipes) yield format.toItem(recipe, page.findPicture)
      }
    },
  }
}

export async function openRecipePage<Recipe>(
  format: RecipePageFormat<Recipe>,
  file: Uint8Array,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): Promise<OpenedImport> {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  const expected = format.expected ?? 'its recipes.html page, or the zip holding it'
  const notThis = `This is not a ${format.name} export: expected ${expected}.`
  if (isZip(file)) {
    const pages = await zipPages(format, file, limits)
    if (pages.length === 0) throw new ImportFileError(notThis)
    return opened(format, pages)
  }
  const start = decodeText(file.subarray(0, 64 * 1024), { partial: file.length > 64 * 1024 })
  if (!format.isPage(start)) throw new ImportFileError(notThis)
  return opened(format, [parsePage(format, file, pagePictures)])
}
