/**
 * The pure parts of `npm run measure:import`: the recipe counts the corpus README states, whether a recipe
 * has its essentials, and the figures per format and overall. Which reader reads a file is recognised from
 * its content (formats/import/readers.ts), as the import files drop zone does.
 */
import type { ImportFileFormat } from '@rosemary/shared/contract'
import type { ImportedRecipe } from '../src/formats/imported-recipe.ts'

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
  /** The format recognised in it; null for a file no reader knows. */
  importer: ImportFileFormat | null
  /** Why the whole file was refused, when it was. */
  refused?: string
  recipes: number
  complete: number
  failures: { title: string; reason: string }[]
  expected: number | undefined
  ms: number
}

/** Not recognised, though the README says it holds recipes (pictures, menus and settings files hold none). */
const holdsUnreadRecipes = (result: FileResult) => result.importer === null && (result.expected ?? 0) > 0

export const share = (count: number, total: number) =>
  `${count}/${total} (${total === 0 ? '–' : ((100 * count) / total).toFixed(1) + '%'})`

/** Unsupported files by the corpus folder naming their format ("mealmaster_mmf: 63 files, 63 recipes"). */
export function describeUnsupported(results: FileResult[], relativePath: (path: string) => string): string[] {
  const groups = new Map<string, { files: number; recipes: number }>()
  for (const result of results.filter(holdsUnreadRecipes)) {
    const format = relativePath(result.path).split('/')[0] ?? ''
    const group = groups.get(format) ?? { files: 0, recipes: 0 }
    groups.set(format, { files: group.files + 1, recipes: group.recipes + (result.expected ?? 0) })
  }
  return [...groups].map(([format, { files, recipes }]) => `${format}: ${files} files, ${recipes} recipes`)
}

/** The overall lines of the report. */
export function summarize(results: FileResult[]): string[] {
  const supported = results.filter((result) => result.importer !== null)
  const unsupported = results.filter(holdsUnreadRecipes)
  const others = results.filter((result) => result.importer === null && !holdsUnreadRecipes(result))
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
    `other files, holding no recipes (pictures, menus, settings): ${others.length}`,
  ]
}

/** A line per format recognised: files opened, recipes read against the README's, complete recipes. */
export function byFormat(results: FileResult[]): string[] {
  const groups = new Map<ImportFileFormat, FileResult[]>()
  for (const result of results) {
    if (result.importer) groups.set(result.importer, [...(groups.get(result.importer) ?? []), result])
  }
  return [...groups].map(([format, group]) => {
    const opened = group.filter((result) => result.refused === undefined).length
    const read = group.reduce((sum, result) => sum + result.recipes, 0)
    const stated = group.reduce((sum, result) => sum + (result.expected ?? 0), 0)
    const complete = group.reduce((sum, result) => sum + result.complete, 0)
    return `${format}: ${opened}/${group.length} files opened, recipes ${share(read, stated)}, complete ${share(complete, read)}`
  })
}
