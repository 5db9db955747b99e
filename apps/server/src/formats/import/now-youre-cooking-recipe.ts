/**
 * One recipe of a Now You're Cooking! export, the lines after its start line: the title, a blank line,
 * the categories separated by commas, a blank line, the ingredients one a line up to a blank line (a
 * part's heading set off by dashes, "-----ICING-----"), then the directions wrapped at about 70 columns,
 * a blank line between paragraphs, and NYC's closing lines: `Contributor:`, `Yield:`, `Preparation Time:`
 * (h:mm) and `NYC Nutrilink:`. Choices:
 * - labels ← the categories but "none"; a line after the title that opens with an amount is no category
 *   line but the first ingredient (KRecipes reads it so).
 * - directions as MealMaster's (mealmaster-directions.ts): a paragraph a step; `Source:`/`From:`
 *   paragraphs → source, `Notes:`, `Per serving:` and credits → notes.
 * - source ← those, else the contributor (a contributor beside a source goes to the notes); yield ← Yield;
 *   activeTime ← Preparation Time. Nutrilink lines, links into NYC's own nutrition database that mean
 *   nothing elsewhere, are dropped.
 */
import { emptyRecipe, type ImportItem } from '../imported-recipe.ts'
import { elapsedText, itemOrHeader } from './mastercook-fields.ts'
import { Directions } from './mealmaster-directions.ts'
import { sectionName } from './mealmaster-fields.ts'
import { asHeader, joinParagraphs, recipeTitle, startsWithQuantity } from './recipe-text.ts'
import { splitLabels } from './source-values.ts'

export const START_MARK = "@@@@@ Now You're Cooking! Export Format"

const CONTRIBUTOR = /^Contributor\s*:(.*)$/i
const YIELD = /^Yield\s*:(.*)$/i
const PREPARATION = /^Preparation Time\s*:(.*)$/i
const NUTRILINK = /^NYC Nutrilink\s*:/i

interface Closing {
  contributor: string
  yield: string
  preparation: string
}

/** A closing line into `closing`; false when the line is direction text. */
function readClosing(line: string, closing: Closing): boolean {
  const value = (pattern: RegExp) => pattern.exec(line)?.[1]?.trim()
  const contributor = value(CONTRIBUTOR)
  const yields = value(YIELD)
  const preparation = value(PREPARATION)
  if (contributor !== undefined) closing.contributor ||= contributor
  else if (yields !== undefined) closing.yield = yields
  else if (preparation !== undefined) closing.preparation = elapsedText(preparation)
  return (
    contributor !== undefined || yields !== undefined || preparation !== undefined || NUTRILINK.test(line)
  )
}

/** An ingredient, or a part's heading ("----FROSTING----" → "[Frosting]", capitals softened as MealMaster's). */
function ingredientLine(line: string): string {
  const section = sectionName(line)
  // A bare rule of dashes is no section; itemOrHeader then tells "For the sauce:" and the like.
  return section ? asHeader(section) : itemOrHeader(line.replace(/\s+/g, ' ').trim())
}

/** The recipe's parts, read in one pass: title, categories, ingredients, then the rest. */
function readParts(lines: string[]) {
  let at = 0
  const next = () => {
    while (at < lines.length && lines[at]?.trim() === '') at++
    return lines[at]?.trim() ?? ''
  }
  const title = next()
  at++
  const categoryLine = next()
  const hasCategories = categoryLine !== '' && !startsWithQuantity(categoryLine)
  if (hasCategories) at++
  next()
  const ingredients: string[] = []
  for (; at < lines.length && lines[at]?.trim() !== ''; at++)
    ingredients.push(ingredientLine(lines[at] ?? ''))
  const labels = hasCategories
    ? splitLabels(categoryLine).filter((label) => label.toLowerCase() !== 'none')
    : []
  return { title, labels, ingredients, rest: lines.slice(at) }
}

export function toNowYoureCookingItem(lines: string[], fallbackTitle: string): ImportItem {
  const parts = readParts(lines)
  const title = recipeTitle(parts.title, fallbackTitle)
  const closing: Closing = { contributor: '', yield: '', preparation: '' }
  const directions = new Directions()
  for (const line of parts.rest) {
    if (line.trim() === '') directions.endParagraph()
    else if (!readClosing(line.trim(), closing)) directions.line(line)
  }
  const { instructions, source, notes } = directions.result()
  if (parts.title === '' && parts.ingredients.length === 0 && instructions === '') {
    return { failure: { title, reason: `No recipe follows its "${START_MARK}" line.` } }
  }
  const { contributor } = closing
  return {
    recipe: {
      ...emptyRecipe(title),
      yield: closing.yield,
      activeTime: closing.preparation,
      source: source || contributor,
      notes: joinParagraphs([source && contributor ? `Contributor: ${contributor}` : '', notes]),
      ingredients: parts.ingredients.join('\n'),
      instructions,
      labels: parts.labels,
    },
  }
}
