/**
 * One Domestica recipe (Homechart's Cook > Recipe, as its JSON export and API write it) as an imported
 * recipe. Ingredients and directions are Markdown text, one item a line. Choices:
 * - yield ← servings as written; activeTime ← timePrep, totalTime ← timePrep + timeCook (minutes; a
 *   preparation alone is no total).
 * - source ← source, or url when it is a web address; rating ← rating (0 is "not rated").
 * - ingredients and instructions ← the Markdown lists: a heading is a `[header]`, bullets and step
 *   numbers dropped (Rosemary numbers steps itself).
 * - notes ← the complexity (1–5), how often and when the recipe was last planned, then the dated notes
 *   with their own rating and complexity.
 * - images ← image: base64 (a data: address) or a web address; labels ← tags; createdAt ← created.
 * The ids, household, label ids, public flag and update times mean nothing outside Homechart.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { readDate } from '../schema-org/read-recipe.ts'
import { isAddress, isJson, listOf, namesOf, textOf, type Json } from './app-json.ts'
import { totalTimeText } from './living-cookbook-fields.ts'
import { markdownListLines } from './markdown-text.ts'
import { joinParagraphs, recipeTitle } from './recipe-text.ts'
import { base64Image, minutesField, minutesOf, toRating, uniqueLabels } from './source-values.ts'

/** "3/5" for a 1–5 value, "" for none. */
function outOfFive(value: unknown): string {
  const rating = toRating(value)
  return rating === null ? '' : `${rating}/5`
}

/** "2024-03-01 (4/5, complexity 2/5): Less salt." — a note with what Homechart keeps beside it. */
function noteLine(note: Json): string {
  const complexity = outOfFive(note.complexity)
  const facts = [outOfFive(note.rating), complexity && `complexity ${complexity}`].filter(Boolean)
  const head = [textOf(note.date), facts.length > 0 ? `(${facts.join(', ')})` : ''].filter(Boolean).join(' ')
  const text = textOf(note.note)
  if (!text) return head
  return head ? `${head}: ${text}` : text
}

function planned(recipe: Json): string {
  const count = minutesOf(recipe.cookMealPlanCount)
  const last = textOf(recipe.cookMealPlanLast)
  if (count <= 0 && !last) return ''
  const times = count > 0 ? `${count} ${count === 1 ? 'time' : 'times'}` : ''
  return `Planned ${[times, last && `last on ${last}`].filter(Boolean).join(', ')}`
}

function notesOf(recipe: Json): string {
  const complexity = outOfFive(recipe.complexity)
  const dated = listOf(recipe.notes).filter(isJson).map(noteLine).filter(Boolean)
  return joinParagraphs([
    [complexity && `Complexity: ${complexity}`, planned(recipe)].filter(Boolean).join('\n'),
    dated.length > 0 ? `Notes:\n${dated.join('\n')}` : '',
  ])
}

function imagesOf(value: unknown): ImportedImage[] {
  const text = textOf(value)
  if (isAddress(text)) return [{ kind: 'url', url: text }]
  const image = text ? base64Image(text) : null
  return image ? [image] : []
}

export function toDomesticaRecipe(recipe: Json, fallbackTitle: string): ImportedRecipe {
  const source = textOf(recipe.source)
  const created = readDate(textOf(recipe.created))
  return {
    ...emptyRecipe(recipeTitle(textOf(recipe.name), fallbackTitle)),
    yield: textOf(recipe.servings),
    activeTime: minutesField(minutesOf(recipe.timePrep)),
    totalTime: totalTimeText('', recipe.timePrep, recipe.timeCook, ''),
    source: isAddress(source) ? '' : source,
    url: isAddress(source) ? source : '',
    notes: notesOf(recipe),
    ingredients: markdownListLines(textOf(recipe.ingredients), { numbered: false }).join('\n'),
    instructions: markdownListLines(textOf(recipe.directions), { numbered: true }).join('\n'),
    rating: toRating(recipe.rating),
    labels: uniqueLabels(namesOf(recipe.tags)),
    images: imagesOf(recipe.image),
    ...(created ? { createdAt: created } : {}),
  }
}
