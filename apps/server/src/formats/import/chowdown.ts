/**
 * Chowdown, the Jekyll recipe site: each recipe a Markdown page whose YAML front matter lists its
 * ingredients and directions. Read from one page, or from a zip of the site (`_recipes/*.md`,
 * `_components/*.md`, `images/…`), where pages without recipe lists (README, blog posts) are left out and
 * pictures are found by file name. Told apart by content: front matter with `ingredients:` or
 * `directions:` keys; a zip by its `_recipes/` folder or by holding only Markdown and pictures.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ImportItem,
  type OpenedImport,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { isZip, ZipArchive } from './archive/zip.ts'
import { readChowdown } from './chowdown-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { parseFrontMatter, splitFrontMatter } from './front-matter.ts'
import { isPicture, pictureFinder, readMember, recipeText, stem } from './text-recipe-files.ts'

const WHAT = 'a Chowdown recipe'
const MARKDOWN = /\.(md|markdown)$/i
const RECIPE_FOLDER = /(^|\/)_(recipes|components)\//i
const RECIPE_KEY = /^(ingredients|directions)\s*:/

interface Page {
  data: Record<string, unknown>
  body: string
}

const isRecipe = (data: Record<string, unknown>) =>
  data.ingredients != null || data.directions != null || data.components != null

/** The page's front matter and body, or why it is not a Chowdown recipe. */
function readPage(text: string): Page | string {
  const split = splitFrontMatter(text)
  if (!split)
    return 'This is not a Chowdown recipe: it does not start with YAML front matter between --- lines.'
  const data = parseFrontMatter(split.yaml)
  if (!data) return 'The front matter of this Chowdown recipe cannot be read (malformed or oversized YAML).'
  if (!isRecipe(data))
    return 'This is not a Chowdown recipe: its front matter lists no ingredients or directions.'
  return { data, body: split.body }
}

async function openSite(file: Uint8Array, budget: UnpackBudget): Promise<OpenedImport> {
  const zip = ZipArchive.open(file, budget)
  // Pages are small; reading them all first tells recipes from the site's other pages before counting.
  const items: (() => ImportItem)[] = []
  for (const entry of zip.entries.filter((e) => MARKDOWN.test(e.name))) {
    const member = await readMember(zip, entry, WHAT)
    if ('failure' in member) {
      items.push(() => member)
      continue
    }
    const page = readPage(member.text)
    if (typeof page === 'string') continue
    const context = { name: stem(entry.name), findPicture: pictureFinder(zip, entry.name) }
    items.push(() => ({ recipe: readChowdown(page.data, page.body, context) }))
  }
  if (items.length === 0) {
    throw new ImportFileError(
      'This zip holds no Chowdown recipes (Markdown pages whose front matter lists ingredients or directions).',
    )
  }
  return {
    total: items.length,
    items: async function* () {
      for (const item of items) yield item()
    },
  }
}

export const openChowdown: ImportFormat = async (file, limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (isZip(file)) return openSite(file, new UnpackBudget(limits))
  const page = readPage(recipeText(file, WHAT))
  if (typeof page === 'string') throw new ImportFileError(page)
  return {
    total: 1,
    items: async function* () {
      yield { recipe: readChowdown(page.data, page.body) }
    },
  }
}

/** Front matter with a top-level `ingredients:` or `directions:` key; a zip of such a site. */
export function recognizesChowdown(sample: FileSample): boolean {
  if (sample.members) {
    const pages = sample.members.filter((name) => MARKDOWN.test(name))
    if (pages.some((name) => RECIPE_FOLDER.test(name))) return true
    return pages.length > 0 && sample.members.every((name) => MARKDOWN.test(name) || isPicture(name))
  }
  const split = splitFrontMatter(sample.text)
  return split?.yaml.split('\n').some((line) => RECIPE_KEY.test(line)) ?? false
}
