/**
 * One Mealie recipe as an imported recipe. The same mapper reads the recipe JSON of every Mealie version
 * (snake_case in its exports and backups before v1, camelCase from its API) and the recipes gathered from
 * a v1 backup's tables (mealie-database.ts), which take the exported shape. Choices:
 * - Ingredients are stored in parts. When the recipe has amounts turned off (settings.disable_amount,
 *   Mealie's default) the note is the whole line, as Mealie shows it; otherwise amount, unit, food and
 *   note make the line. An ingredient's `title` starts a section, so it becomes a `[header]` before it.
 * - A step's `title` is its section's name too; its summary, when it has one, leads its text.
 * - activeTime ← prep time; totalTime ← total time, else prep + cook time, else the cook time (Mealie's
 *   "perform" time). A cook time the total does not show opens the notes.
 * - org_url is the address the recipe came from; text that is not one is the source.
 * - notes ← Mealie's notes (title, then text), nutrition, then the tools.
 * - labels ← categories, tags and cuisine. createdAt ← created_at, else the date it was added.
 */
import { durationToText, minutesToText, textMinutes } from '../duration.ts'
import type { ImportedImage, ImportedRecipe } from '../imported-recipe.ts'
import { describeNutrition } from '../schema-org/read-nutrition.ts'
import {
  amountText,
  ingredientLine,
  isAddress,
  isJson,
  listOf,
  namesOf,
  numberOf,
  pick,
  textLines,
  textOf,
  type Json,
} from './app-json.ts'
import { asHeader, cleanParagraphs, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { parseSourceDate, toRating, uniqueLabels } from './source-values.ts'

/** A value under its snake_case name or its camelCase one ("recipe_yield" → "recipeYield"). */
function field(object: Json, snake: string): unknown {
  return pick(
    object,
    snake,
    snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
  )
}

/** A time as readable text: an ISO duration converted, a number taken as minutes, other text kept. */
function timeOf(value: unknown): string {
  if (typeof value === 'number') return minutesToText(value)
  return durationToText(textOf(value))
}

function timesOf(recipe: Json): { activeTime: string; totalTime: string; cookNote: string } {
  const prep = timeOf(field(recipe, 'prep_time'))
  const cook = timeOf(field(recipe, 'perform_time')) || timeOf(field(recipe, 'cook_time'))
  const total = timeOf(field(recipe, 'total_time'))
  if (total || !cook) return { activeTime: prep, totalTime: total, cookNote: cook }
  if (!prep) return { activeTime: '', totalTime: cook, cookNote: '' }
  const [prepMinutes, cookMinutes] = [textMinutes(prep), textMinutes(cook)]
  const sum = prepMinutes !== null && cookMinutes !== null ? minutesToText(prepMinutes + cookMinutes) : ''
  return { activeTime: prep, totalTime: sum, cookNote: cook }
}

/** Yield as Mealie shows it: servings, then the yield's quantity and text ("4 servings, 2 loaves"). */
function yieldOf(recipe: Json): string {
  const text = textOf(field(recipe, 'recipe_yield'))
  const servings = amountText(numberOf(field(recipe, 'recipe_servings')))
  const quantity = amountText(numberOf(field(recipe, 'recipe_yield_quantity')))
  const made = [quantity, text].filter(Boolean).join(' ')
  const stated = servings !== '' && made.split(/\s+/).includes(servings)
  return [servings && !stated ? `${servings} servings` : '', made].filter(Boolean).join(', ')
}

/** A unit's or food's name, plural for more than one when Mealie has the plural. */
function nameOf(value: unknown, quantity: number, abbreviate: boolean): string {
  if (!isJson(value)) return textOf(value)
  const plural = quantity > 1
  if (abbreviate && field(value, 'use_abbreviation') === true) {
    const abbreviation = (plural && textOf(field(value, 'plural_abbreviation'))) || textOf(value.abbreviation)
    if (abbreviation) return abbreviation
  }
  return (plural && textOf(field(value, 'plural_name'))) || textOf(value.name)
}

/** The line of one ingredient; `amounts` says whether the recipe shows amounts, units and foods. */
function ingredientText(item: unknown, amounts: boolean | null): string {
  if (!isJson(item)) return textOf(item)
  const note = textOf(item.note)
  const quantity = numberOf(item.quantity)
  const unit = nameOf(item.unit, quantity, true)
  const food = nameOf(item.food, quantity, false)
  const structured = (amounts ?? (unit !== '' || food !== '')) && (unit !== '' || food !== '')
  if (!structured && note !== '')
    return quantity !== 1 && amountText(quantity) ? `${amountText(quantity)} ${note}` : note
  const line = ingredientLine({ amount: amountText(quantity), unit, food, note })
  return line || textOf(item.display) || textOf(field(item, 'original_text'))
}

function ingredientsOf(recipe: Json): string {
  const settings = field(recipe, 'settings')
  const disabled = isJson(settings) ? field(settings, 'disable_amount') : undefined
  const amounts = typeof disabled === 'boolean' ? !disabled : null
  return listOf(field(recipe, 'recipe_ingredient'))
    .flatMap((item) => {
      const header = isJson(item) ? asHeader(textOf(item.title)) : ''
      return [header, ...textLines(ingredientText(item, amounts))]
    })
    .filter((line) => line !== '')
    .join('\n')
}

function stepLines(step: unknown): string[] {
  if (!isJson(step)) return textLines(step)
  const lines = textLines(step.text)
  const summary = textOf(step.summary).replace(/\s+/g, ' ')
  if (summary !== '') lines[0] = lines[0] === undefined ? summary : `${summary}: ${lines[0]}`
  return [asHeader(textOf(step.title)), ...lines]
}

function instructionsOf(recipe: Json): string {
  return listOf(field(recipe, 'recipe_instructions'))
    .flatMap(stepLines)
    .filter((line) => line !== '')
    .join('\n')
}

/** Mealie's nutrition (snake_case or camelCase, values without units) in schema.org's names. */
function nutritionOf(value: unknown): string {
  if (!isJson(value)) return ''
  const camel = Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && key !== 'recipe_id' && !key.endsWith('_at'))
      .map(([key, amount]) => [
        key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        amount,
      ]),
  )
  return describeNutrition(camel)
}

function notesOf(recipe: Json, cookNote: string): string {
  const notes = listOf(recipe.notes).map((note) =>
    isJson(note) ? [textOf(note.title), textOf(note.text)].filter(Boolean).join('\n') : textOf(note),
  )
  const tools = namesOf(recipe.tools)
  return joinParagraphs([
    cookNote ? `Cook time: ${cookNote}` : '',
    ...notes,
    nutritionOf(recipe.nutrition),
    tools.length > 0 ? `Tools: ${tools.join(', ')}` : '',
  ])
}

function originOf(recipe: Json): { source: string; url: string } {
  const address = textOf(field(recipe, 'org_url') ?? recipe.orgURL)
  return isAddress(address) ? { source: '', url: address } : { source: address, url: '' }
}

function createdAtOf(recipe: Json): Date | undefined {
  return (
    parseSourceDate(textOf(field(recipe, 'created_at'))) ??
    parseSourceDate(textOf(field(recipe, 'date_added')))
  )
}

/** The recipe; `images` are the pictures found beside it, an image address in the JSON is added after. */
export function toMealieRecipe(recipe: Json, images: ImportedImage[], fallbackTitle: string): ImportedRecipe {
  const { activeTime, totalTime, cookNote } = timesOf(recipe)
  const image = textOf(recipe.image)
  const createdAt = createdAtOf(recipe)
  return {
    title: recipeTitle(textOf(recipe.name), fallbackTitle),
    description: cleanParagraphs(textOf(recipe.description)),
    yield: yieldOf(recipe),
    activeTime,
    totalTime,
    ...originOf(recipe),
    notes: notesOf(recipe, cookNote),
    ingredients: ingredientsOf(recipe),
    instructions: instructionsOf(recipe),
    rating: toRating(recipe.rating),
    labels: uniqueLabels([
      ...namesOf(field(recipe, 'recipe_category')),
      ...namesOf(recipe.tags),
      textOf(pick(recipe, 'recipeCuisine', 'recipe_cuisine')),
    ]),
    images: isAddress(image) ? [...images, { kind: 'url', url: image }] : images,
    ...(createdAt ? { createdAt } : {}),
  }
}
