/**
 * Saffron's export (mysaffronapp.com): recipes as text, each opening with a `Title:` line, its other
 * "Key: value" lines, then `Ingredients:` and `Instructions:` lists; a text file may hold several recipes,
 * and the export comes as a zip of such files. Facts from TandoorRecipes/recipes
 * `cookbook/integration/saffron.py` (its reader and its writer of the same layout) and from the Saffron
 * export in reaper47/recipya's tests (`internal/models/recipe_newrecipe_test.go`); a `Notes:` section and
 * the longer time keys are guesses. Recognised by content: a first line `Title:` followed, before
 * `Ingredients:`, by a key only Saffron writes (Original URL, Cookbook, Section, Image), so MealMaster
 * (`Title:` inside its block), RecipeSage's text and plain text are not taken.
 */
import type { FileSample } from './file-sample.ts'
import { isSaffronKey, saffronLabel, sectionOf, toSaffronItem } from './saffron-recipe.ts'
import { isTextZipOf, openTextExport, type RecipeEntry } from './text-exports.ts'

const TITLE_LINE = /^Title:/i
/** How far into a recipe its heading may run before the ingredients, for recognising it. */
const HEADING_LINES = 60

const splitLines = (text: string) => text.split(/\r\n|\r|\n/)

/** Each recipe's lines, from its `Title:` line to the next one; what precedes the first is no recipe. */
function recipeBlocks(lines: string[]): string[][] {
  const starts = lines.flatMap((line, index) => (TITLE_LINE.test(line) ? [index] : []))
  return starts.map((start, index) => lines.slice(start, starts[index + 1]))
}

/** A first line `Title:`, then Saffron's heading: one of its own keys before the `Ingredients:` line. */
export function isSaffronText(text: string): boolean {
  const lines = splitLines(text.trimStart()).slice(0, HEADING_LINES)
  if (!TITLE_LINE.test(lines[0] ?? '')) return false
  let distinctive = false
  for (const line of lines.slice(1)) {
    const label = saffronLabel(line)
    if (label && sectionOf(label.key) === 'ingredients') return distinctive
    if (label && isSaffronKey(label.key)) distinctive = true
  }
  return false
}

function recipesOf(text: string, name: string): RecipeEntry[] | null {
  const blocks = recipeBlocks(splitLines(text))
  if (blocks.length === 0) return null
  return blocks.map((lines, index) => () => {
    const fallback = blocks.length === 1 ? name : `${name} ${index + 1}`
    return toSaffronItem(lines, fallback)
  })
}

export const openSaffron = openTextExport({
  name: 'Saffron',
  recipesOf,
  notThisFormat: 'This file holds no Saffron recipes: no line starts with "Title:".',
})

export function recognizesSaffron(sample: FileSample): boolean {
  if (sample.members === null) return isSaffronText(sample.text)
  return isTextZipOf(sample, isSaffronText)
}
