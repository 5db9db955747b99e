/**
 * The plain-text export, for people: each recipe framed by a rule, its facts, then ingredients (a
 * `[header]` becomes a "Header:" line), numbered instructions (a header restarts the count, as in the
 * app) and notes. Pictures are left out.
 */
import { parseIngredients, parseInstructions } from '@rosemary/shared/recipe-text'
import type { ExportedRecipe } from '../exported-recipe.ts'
import { PAGE_WORDS, type PageLanguage, type PageWords } from '../print/print-words.ts'

const RULE = '='.repeat(72)

function block(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim()
}

function heading(title: string): string {
  return `${title}\n${'-'.repeat(title.length)}`
}

function factLines(recipe: ExportedRecipe, words: PageWords): string[] {
  const url = recipe.url.trim()
  const source = [recipe.source.trim(), url && (recipe.source.trim() ? `(${url})` : url)]
    .filter(Boolean)
    .join(' ')
  return [
    [words.yield, recipe.yield],
    [words.activeTime, recipe.activeTime],
    [words.totalTime, recipe.totalTime],
    [words.source, source],
    [words.rating, recipe.rating === null ? '' : `${String(recipe.rating)}/5`],
    [words.labels, recipe.labels.join(', ')],
  ]
    .filter(([, value]) => value?.trim())
    .map(([term, value]) => `${term ?? ''}: ${block(value ?? '')}`)
}

function ingredientLines(text: string): string[] {
  return parseIngredients(text).map((line, index) =>
    line.isHeader ? `${index > 0 ? '\n' : ''}${line.content}:` : `- ${line.content}`,
  )
}

function instructionLines(text: string): string[] {
  return parseInstructions(text).map((line, index) =>
    line.isHeader ? `${index > 0 ? '\n' : ''}${line.content}:` : `${String(line.count)}. ${line.content}`,
  )
}

/** One recipe as text, ending with a blank line. */
export function recipeToText(recipe: ExportedRecipe, words: PageWords): string {
  const parts = [`${RULE}\n${block(recipe.title)}\n${RULE}`]
  if (recipe.description.trim()) parts.push(block(recipe.description))
  const facts = factLines(recipe, words)
  if (facts.length > 0) parts.push(facts.join('\n'))
  const ingredients = ingredientLines(recipe.ingredients)
  if (ingredients.length > 0) parts.push(`${heading(words.ingredients)}\n${ingredients.join('\n')}`)
  const steps = instructionLines(recipe.instructions)
  if (steps.length > 0) parts.push(`${heading(words.instructions)}\n${steps.join('\n')}`)
  if (recipe.notes.trim()) parts.push(`${heading(words.notes)}\n${block(recipe.notes)}`)
  return `${parts.join('\n\n')}\n\n\n`
}

/**
 * Writes the text export as UTF-8 text chunks, one per recipe. Pass the recipes as an async iterable and
 * the user's language for the few fixed words; wrap the result in `Readable.from(…)` to send it.
 */
export async function* writeText(
  recipes: AsyncIterable<ExportedRecipe>,
  language: PageLanguage = 'en-us',
): AsyncGenerator<string> {
  const words = PAGE_WORDS[language]
  for await (const recipe of recipes) yield recipeToText(recipe, words)
}
