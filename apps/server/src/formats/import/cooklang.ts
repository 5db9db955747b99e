/**
 * Cooklang recipes: a `.cook` text file, or a zip of a recipe folder (`.cook` files in folders, a picture
 * named like its recipe beside it, menus and shopping-list settings, which are no recipes, left out).
 * Told apart by content: the markup (`@flour{125%g}`, `#pot{}`, `~{5%minutes}`, `>> key: value`), or a
 * zip whose members are mostly `.cook` files. A `.menu` file uses the same markup to plan meals from
 * recipes; it is refused by name of what it is.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportedImage,
  type ImportFormat,
  type OpenedImport,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { isZip, ZipArchive, type ZipEntryRecord } from './archive/zip.ts'
import { readMarkedLine } from './cooklang-markup.ts'
import { readCooklang } from './cooklang-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { splitFrontMatter } from './front-matter.ts'
import { isPicture, pictureFinder, pictureOf, readMember, recipeText, stem } from './text-recipe-files.ts'

const WHAT = 'a Cooklang recipe'
/** Markup of web pages, whose style sheets (`@media screen {…}`) look like ingredients. */
const WEB_MARKUP = ['<html', '<head', '<body', '<!doctype', '<?xml', '<script', '<style', '<div']
const COOK_FILE = /\.cook$/i

/** What the markup of a text amounts to, line by line, comments left out. */
interface Survey {
  /** Components written with braces: `@flour{}`, `#frying pan{}`, `~{5%minutes}`. */
  braced: number
  components: number
  /** Lines with components, and those of them that are list items or recipe references (a menu's lines). */
  componentLines: number
  menuLines: number
  references: number
  metadataLines: number
}

function survey(text: string): Survey {
  const result: Survey = {
    braced: 0,
    components: 0,
    componentLines: 0,
    menuLines: 0,
    references: 0,
    metadataLines: 0,
  }
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const comment = raw.indexOf('--')
    const line = (comment < 0 ? raw : raw.slice(0, comment)).trim()
    if (line.startsWith('>>') && line.includes(':')) result.metadataLines++
    const { components } = readMarkedLine(line)
    if (components.length === 0) continue
    result.components += components.length
    result.braced += components.filter((c) => c.braced).length
    result.references += components.filter((c) => c.name.startsWith('./')).length
    result.componentLines++
    if (line.startsWith('- ') || line.startsWith('@./')) result.menuLines++
  }
  return result
}

/** A meal plan: every line with markup a list item or a recipe reference, and at least one reference. */
const isMenu = (found: Survey) =>
  found.references > 0 && found.componentLines >= 2 && found.menuLines === found.componentLines

/** Front matter with Chowdown's lists: a Jekyll recipe, not Cooklang. */
function hasRecipeLists(text: string): boolean {
  const yaml = splitFrontMatter(text)?.yaml ?? ''
  return yaml.split('\n').some((line) => /^(ingredients|directions)\s*:/.test(line))
}

/** Member names as one recipe folder: the `.cook` files, with a picture named like each one. */
function folderOf(zip: ZipArchive): { recipes: ZipEntryRecord[]; pictures: Map<string, ZipEntryRecord[]> } {
  const pictures = new Map<string, ZipEntryRecord[]>()
  for (const entry of zip.entries.filter((e) => isPicture(e.name))) {
    // "Pie.jpg" is the recipe's picture, "Pie.3.jpg" its third step's: both belong to Pie.cook.
    const withoutExtension = entry.name.slice(0, entry.name.lastIndexOf('.')).toLowerCase()
    const key = withoutExtension.replace(/\.\d{1,3}$/, '')
    const list = pictures.get(key) ?? []
    if (key === withoutExtension) list.unshift(entry)
    else list.push(entry)
    pictures.set(key, list.slice(0, 20))
  }
  return { recipes: zip.entries.filter((e) => COOK_FILE.test(e.name)), pictures }
}

function openFolder(file: Uint8Array, budget: UnpackBudget): OpenedImport {
  const zip = ZipArchive.open(file, budget)
  const { recipes, pictures } = folderOf(zip)
  if (recipes.length === 0) throw new ImportFileError('This zip holds no Cooklang recipes (.cook files).')
  return {
    total: recipes.length,
    items: async function* () {
      for (const entry of recipes) {
        const member = await readMember(zip, entry, WHAT)
        if ('failure' in member) {
          yield member
          continue
        }
        const beside = pictures.get(entry.name.slice(0, -'.cook'.length).toLowerCase()) ?? []
        const context = {
          name: stem(entry.name),
          findPicture: pictureFinder(zip, entry.name),
          pictures: beside.map((picture) => pictureOf(zip, picture)).filter((p): p is ImportedImage => !!p),
        }
        yield { recipe: readCooklang(member.text, context) }
      }
    },
  }
}

export const openCooklang: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (isZip(file)) return openFolder(file, new UnpackBudget(limits))
  const text = recipeText(file, WHAT)
  const found = survey(text)
  if (isMenu(found)) {
    throw new ImportFileError(
      'This is a Cooklang menu (a meal plan naming recipes), not a recipe: import the recipes themselves.',
    )
  }
  const hasMetadata = found.metadataLines > 0 || splitFrontMatter(text) !== null
  if (found.components === 0 && !hasMetadata) {
    throw new ImportFileError(
      'This is not a Cooklang recipe: it has no @ingredients, #cookware, ~timers or metadata.',
    )
  }
  return {
    total: 1,
    items: async function* () {
      yield { recipe: readCooklang(text) }
    },
  }
}

/** A zip of mostly `.cook` files, or text with Cooklang's braced markup that is not a menu or Chowdown. */
export function recognizesCooklang(sample: FileSample): boolean {
  if (sample.members) {
    const recipes = sample.members.filter((name) => COOK_FILE.test(name)).length
    const others = sample.members.filter((name) => !isPicture(name)).length
    return recipes > 0 && recipes * 2 >= others
  }
  const text = sample.text.trimStart()
  if (text === '' || text.includes('\u0000') || /^[{<]/.test(text) || /^\[(?!-)/.test(text)) return false
  const lower = text.toLowerCase()
  if (hasRecipeLists(text) || WEB_MARKUP.some((tag) => lower.includes(tag))) return false
  const found = survey(text)
  if (isMenu(found) || found.braced === 0) return false
  return found.components >= 2 || found.metadataLines > 0 || splitFrontMatter(text) !== null
}
