/**
 * One Tandoor recipe (the `recipe.json` of its export) as an imported recipe. Tandoor keeps a recipe as
 * steps, each with its own ingredients and instruction text (Markdown), so a named step becomes a section
 * of both lists: `[name]`, then its ingredients, and `[name]`, then its text. Choices:
 * - an ingredient is amount, unit, food and note (plural names when Tandoor has them and the amount is
 *   more than one, or the ingredient always uses them); a header ingredient is a `[header]`, and
 *   "no amount" hides the amount as Tandoor does;
 * - an instruction's `{{ ingredients[n] }}` (Tandoor's templates) reads as that ingredient's line, and
 *   `{{ scale(n) }}` as n;
 * - yield ← servings and servings text ("4 pieces"); activeTime ← working time; totalTime ← working +
 *   waiting time (both in minutes);
 * - url ← source_url; labels ← keywords; nutrition (per serving: kcal and grams) goes to the notes.
 */
import { minutesToText } from '../duration.ts'
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import {
  amountText,
  ingredientLine,
  isAddress,
  isJson,
  listOf,
  namesOf,
  numberOf,
  textLines,
  textOf,
  type Json,
} from './app-json.ts'
import { asHeader, cleanParagraphs, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { minutesOf, uniqueLabels } from './source-values.ts'

function nameOf(value: unknown, plural: boolean): string {
  if (!isJson(value)) return textOf(value)
  return (plural && textOf(value.plural_name)) || textOf(value.name)
}

function ingredientText(ingredient: Json): string {
  const amount = numberOf(ingredient.amount)
  const shown = ingredient.no_amount === true ? Number.NaN : amount
  const note = textOf(ingredient.note)
  if (ingredient.is_header === true) return asHeader(note || nameOf(ingredient.food, false))
  return ingredientLine({
    amount: amountText(shown),
    unit: nameOf(ingredient.unit, amount > 1 || ingredient.always_use_plural_unit === true),
    food: nameOf(ingredient.food, amount > 1 || ingredient.always_use_plural_food === true),
    note,
  })
}

const TEMPLATE = /\{\{\s*(?:ingredients\[(\d{1,4})\]|scale\(\s*([\d.]{1,12})\s*\))\s*\}\}/g

/** Tandoor's templates in an instruction replaced by what they show. */
function fillTemplates(text: string, ingredients: string[]): string {
  return text.replace(TEMPLATE, (whole, index: string | undefined, scaled: string | undefined) =>
    index === undefined ? (scaled ?? whole) : (ingredients[Number(index)] ?? whole),
  )
}

interface Lists {
  ingredients: string[]
  instructions: string[]
}

function addStep(lists: Lists, step: unknown): void {
  if (!isJson(step)) return
  const header = asHeader(textOf(step.name))
  const ingredients = listOf(step.ingredients).filter(isJson).map(ingredientText)
  const lines = ingredients.filter((line) => line !== '')
  if (header && lines.length > 0 && !lines[0]?.startsWith('[')) lists.ingredients.push(header)
  lists.ingredients.push(...lines)
  const text = textLines(fillTemplates(textOf(step.instruction), ingredients))
  if (header && text.length > 0) lists.instructions.push(header)
  lists.instructions.push(...text)
}

function yieldOf(recipe: Json): string {
  const servings = amountText(numberOf(recipe.servings))
  return [servings, textOf(recipe.servings_text)].filter(Boolean).join(' ')
}

const NUTRIENTS: [string, string, string][] = [
  ['calories', 'Calories', 'kcal'],
  ['carbohydrates', 'Carbohydrates', 'g'],
  ['fats', 'Fat', 'g'],
  ['proteins', 'Protein', 'g'],
]

function nutritionOf(value: unknown): string {
  if (!isJson(value)) return ''
  const facts = NUTRIENTS.flatMap(([key, name, unit]) => {
    const amount = textOf(value[key])
    return amount && numberOf(amount) !== 0 ? [`${name} ${amount} ${unit}`] : []
  })
  const source = textOf(value.source)
  if (facts.length === 0) return ''
  return `Nutrition per serving: ${facts.join(', ')}${source ? ` (source: ${source})` : ''}`
}

export function toTandoorRecipe(
  recipe: Json,
  images: ImportedImage[],
  fallbackTitle: string,
): ImportedRecipe {
  const lists: Lists = { ingredients: [], instructions: [] }
  for (const step of listOf(recipe.steps)) addStep(lists, step)
  const working = minutesOf(recipe.working_time)
  const source = textOf(recipe.source_url)
  return {
    ...emptyRecipe(recipeTitle(textOf(recipe.name), fallbackTitle)),
    description: cleanParagraphs(textOf(recipe.description)),
    yield: yieldOf(recipe),
    activeTime: minutesToText(working),
    totalTime: minutesToText(working + minutesOf(recipe.waiting_time)),
    ...(isAddress(source) ? { url: source } : { source }),
    notes: joinParagraphs([nutritionOf(recipe.nutrition)]),
    ingredients: lists.ingredients.join('\n'),
    instructions: lists.instructions.join('\n'),
    labels: uniqueLabels(namesOf(recipe.keywords)),
    images,
  }
}
