/**
 * One recipe of a MasterCook text export, from the line after its "Exported from MasterCook" line: the
 * title, the `Recipe By` / `Serving Size … Preparation Time` / `Categories` heading lines, the ingredient
 * table, then the directions and what follows them (mastercook-body.ts). Choices:
 * - source ← the quoted `Source:` field, else `Recipe By`; when both exist, "Recipe by: …" opens the notes.
 * - yield ← "4 servings", then the `Yield:` field; activeTime ← Preparation Time; totalTime ← Start to Finish.
 * - url ← the first `S(…):` field holding an address; labels ← the categories (two fixed-width columns).
 * - rating ← the scores of `Ratings :` (0–10, halved); notes ← author, NOTES, serving ideas, wine, other
 *   fields, ratings, nutrition. `Nutr. Assoc.` (links into MasterCook's food database) is dropped.
 */
import { emptyRecipe, type ImportItem } from '../imported-recipe.ts'
import { readBody } from './mastercook-body.ts'
import { elapsedText, ratingFromScores } from './mastercook-fields.ts'
import { columnsOf, isTableRow, readIngredientTable } from './mastercook-ingredients.ts'
import { joinLines, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { uniqueLabels } from './source-values.ts'
import { yieldText } from './living-cookbook-fields.ts'

export interface MasterCookBlock {
  /** The lines after the "Exported from MasterCook" line, up to the next one or the end of the file. */
  lines: string[]
  /** Whether the file ends inside this recipe without its end line (a truncated file). */
  cutShort: boolean
}

interface Heading {
  title: string
  author: string
  servings: string
  preparation: string
  categories: string[]
  labelled: boolean
}

const HEADING_LABEL = /^(Recipe By|Serving Size|Categories) *:(.*)$/i
const TABLE_TITLES = /^Amount +Measure +Ingredient/i
const TABLE_RULE = /^-{3,} +-{3,} +-{3,}/

const categoriesOf = (text: string) => text.split(/ {2,}/).map((part) => part.trim())

/** The title and heading lines; `at` is left on the first line after them. */
function readHeading(lines: string[], cursor: { at: number }): Heading {
  const heading: Heading = {
    title: '',
    author: '',
    servings: '',
    preparation: '',
    categories: [],
    labelled: false,
  }
  while (lines[cursor.at]?.trim() === '') cursor.at++
  const first = lines[cursor.at]?.trim() ?? ''
  if (!HEADING_LABEL.test(first) && !TABLE_TITLES.test(first) && !TABLE_RULE.test(first)) {
    heading.title = first
    cursor.at++
  }
  let inCategories = false
  for (; cursor.at < lines.length; cursor.at++) {
    const line = lines[cursor.at] ?? ''
    const match = HEADING_LABEL.exec(line.trim())
    if (match) {
      heading.labelled = true
      const [, label = '', value = ''] = match
      inCategories = label.toLowerCase() === 'categories'
      if (inCategories) heading.categories.push(...categoriesOf(value))
      else if (label.toLowerCase() === 'recipe by') heading.author = value.trim()
      else {
        const [servings = '', preparation = ''] = value.split(/Preparation Time *:/i)
        heading.servings = servings.trim()
        heading.preparation = preparation.trim()
      }
    } else if (inCategories && /^\s/.test(line) && line.trim() !== '') {
      heading.categories.push(...categoriesOf(line))
    } else if (line.trim() !== '') {
      break
    } else {
      inCategories = false
    }
  }
  return heading
}

/** The ingredient table's lines (after its titles and rule) and its columns; `at` is left after it. */
function readTable(lines: string[], cursor: { at: number }): string {
  if (TABLE_TITLES.test(lines[cursor.at]?.trim() ?? '')) cursor.at++
  const rule = lines[cursor.at] ?? ''
  if (!TABLE_RULE.test(rule.trim())) return ''
  cursor.at++
  const columns = columnsOf(rule)
  const rows: string[] = []
  while (cursor.at < lines.length) {
    const line = lines[cursor.at] ?? ''
    if (line.trim() === '') {
      // A blank line ends the table, unless the table goes on after it in the same columns.
      let next = cursor.at
      while (next < lines.length && lines[next]?.trim() === '') next++
      if (next >= lines.length || !isTableRow(lines[next] ?? '', columns)) break
      cursor.at = next
      continue
    }
    rows.push(line)
    cursor.at++
  }
  return readIngredientTable(rows, columns)
}

/** "Taste 8    Ease 6" → ["8", "6"]: each criterion's score is the last word before a wide gap. */
function ratingScores(ratings: string): string[] {
  return ratings.split(/ {2,}|\t/).map((criterion) => criterion.trim().split(' ').at(-1) ?? '')
}

function ratingNote(ratings: string): string {
  return ratings ? `Ratings: ${ratings.replace(/\s{2,}/g, ', ')}` : ''
}

export function toMasterCookRecipe(block: MasterCookBlock, fallbackTitle: string): ImportItem {
  const cursor = { at: 0 }
  const heading = readHeading(block.lines, cursor)
  const title = recipeTitle(heading.title, fallbackTitle)
  if (block.cutShort) {
    return { failure: { title, reason: 'The file ends inside this recipe (its end line is missing).' } }
  }
  const ingredients = readTable(block.lines, cursor)
  if (!heading.labelled && ingredients === '') {
    return { failure: { title, reason: 'No recipe follows its "Exported from MasterCook" line.' } }
  }
  const body = readBody(block.lines.slice(cursor.at))
  const author = heading.author
  return {
    recipe: {
      ...emptyRecipe(title),
      description: joinParagraphs([body.description]),
      yield: yieldText(heading.servings, body.yield),
      activeTime: elapsedText(heading.preparation),
      totalTime: body.totalTime,
      source: body.source || author,
      url: body.url,
      notes: joinParagraphs([
        body.source && author && author !== body.source ? `Recipe by: ${author}` : '',
        ...body.notes,
        ...body.extras,
        ratingNote(body.ratings),
        ...body.nutrition,
      ]),
      ingredients,
      instructions: joinLines(body.steps),
      rating: ratingFromScores(ratingScores(body.ratings)),
      labels: uniqueLabels(heading.categories),
    },
  }
}
