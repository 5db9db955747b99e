/**
 * The pure parts of `npm run measure:import`: which importer reads a corpus file, the recipe counts the
 * corpus README states, whether a recipe has its essentials, and the overall figures.
 */
import type { ImportedRecipe } from '../src/formats/imported-recipe.ts'

export type ImporterName = 'paprika' | 'fdx' | 'lcb' | 'cookmate' | 'json-ld'

const BY_EXTENSION: Record<string, ImporterName> = {
  paprikarecipes: 'paprika',
  paprikarecipe: 'paprika',
  fdx: 'fdx',
  fdxz: 'fdx',
  lcb: 'lcb',
  mcb: 'cookmate',
  json: 'json-ld',
}

/** The importer for a file, by its extension, or for .xml by its root element; null when there is none. */
export function chooseImporter(path: string, head: Uint8Array): ImporterName | null {
  const extension = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? ''
  const known = BY_EXTENSION[extension]
  if (known) return known
  if (extension !== 'xml') return null
  const root = /<([A-Za-z][\w.-]*)[\s>/]/.exec(
    new TextDecoder('latin1').decode(head).replace(/<[?!][^>]*>/g, ''),
  )
  const name = root?.[1]?.toLowerCase()
  return name === 'cookbook' ? 'cookmate' : name === 'fdx' ? 'fdx' : null
}

/** Recipe counts per file from the README's table of files ("| import/… | repo | commit | path | licence | n |"). */
export function expectedCounts(readme: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const line of readme.split('\n')) {
    if (!line.startsWith('| import/')) continue
    const cells = line.split('|').map((cell) => cell.trim())
    const count = Number(cells[cells.length - 2])
    if (cells[1] && Number.isInteger(count)) counts.set(cells[1], count)
  }
  return counts
}

export interface Essentials {
  title: boolean
  ingredients: boolean
  instructions: boolean
}

const hasItem = (text: string) =>
  text.split('\n').some((line) => line.trim() !== '' && !/^\[.*\]$/.test(line.trim()))

/** A title, at least one ingredient line and one instruction line (section headers do not count). */
export function checkEssentials(recipe: ImportedRecipe): Essentials {
  return {
    title: recipe.title.trim() !== '',
    ingredients: hasItem(recipe.ingredients),
    instructions: hasItem(recipe.instructions),
  }
}

export const hasAllEssentials = (essentials: Essentials) =>
  essentials.title && essentials.ingredients && essentials.instructions

export function missingEssentials(essentials: Essentials): string[] {
  return (['title', 'ingredients', 'instructions'] as const).filter((key) => !essentials[key])
}

export interface FileResult {
  path: string
  importer: ImporterName | null
  /** Why the whole file was refused, when it was. */
  refused?: string
  recipes: number
  complete: number
  failures: { title: string; reason: string }[]
  expected: number | undefined
  ms: number
}

export const share = (count: number, total: number) =>
  `${count}/${total} (${total === 0 ? '–' : ((100 * count) / total).toFixed(1) + '%'})`

/** Unsupported files by the corpus folder naming their format ("mealmaster_mmf: 63 files, 63 recipes"). */
export function describeUnsupported(results: FileResult[], relativePath: (path: string) => string): string[] {
  const groups = new Map<string, { files: number; recipes: number }>()
  for (const result of results.filter((r) => r.importer === null)) {
    const format = relativePath(result.path).split('/')[0] ?? ''
    const group = groups.get(format) ?? { files: 0, recipes: 0 }
    groups.set(format, { files: group.files + 1, recipes: group.recipes + (result.expected ?? 0) })
  }
  return [...groups].map(([format, { files, recipes }]) => `${format}: ${files} files, ${recipes} recipes`)
}

/** The overall lines of the report. */
export function summarize(results: FileResult[]): string[] {
  const supported = results.filter((result) => result.importer !== null)
  const unsupported = results.filter((result) => result.importer === null)
  const opened = supported.filter((result) => result.refused === undefined)
  const read = supported.reduce((sum, result) => sum + result.recipes, 0)
  const stated = supported.reduce((sum, result) => sum + (result.expected ?? 0), 0)
  const complete = supported.reduce((sum, result) => sum + result.complete, 0)
  const failures = supported.reduce((sum, result) => sum + result.failures.length, 0)
  const unsupportedRecipes = unsupported.reduce((sum, result) => sum + (result.expected ?? 0), 0)
  return [
    `files with an importer: ${supported.length}, opened ${share(opened.length, supported.length)}`,
    `recipes read: ${read} of ${stated} the README states for those files (${share(read, stated)}); failures: ${failures}`,
    `recipes with title, ingredients and instructions: ${share(complete, read)}`,
    `unsupported files (no importer for their format): ${unsupported.length}, holding ${unsupportedRecipes} recipes`,
  ]
}
