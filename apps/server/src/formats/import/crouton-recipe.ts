/**
 * One Crouton recipe (the JSON of a .crumb file) as an imported recipe. Crouton keeps ingredients as
 * structured rows (a name, an amount with a unit from a fixed list, sometimes a second amount for a range)
 * and steps as rows flagged when they are a section title. Choices:
 * - yield ← serves ("4 servings"); activeTime ← duration (the preparation, in minutes); totalTime ←
 *   preparation + cookingDuration when there is a cooking time (a preparation alone is no total).
 * - source ← sourceName; url ← webLink when it is a web address (other link text joins the source).
 * - ingredients and steps in their `order`; an ingredient whose unit is SECTION, or a step with isSection,
 *   is a `[header]`. Units are written as cooks write them ("2 tbsp"); an unknown one in words.
 * - notes ← notes, then "Nutrition:" and the nutrition text (Crouton spells the key neutritionalInfo).
 * - labels ← tags (names, or objects with a name); rating ← rating (0 is "not rated").
 * - images ← the base64 pictures in images, then sourceImage when it is another one.
 * The uuid, folder ids, default scale and sharing flags mean nothing outside Crouton and are not kept.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { totalTimeText, yieldText } from './living-cookbook-fields.ts'
import { asHeader, joinLines, joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { base64Image, minutesField, minutesOf, toRating, uniqueLabels } from './source-values.ts'

type Json = Record<string, unknown>

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Crouton's units (quantityType) as cooks write them; ITEM is a count, with no unit. */
const UNITS: Record<string, string> = {
  ITEM: '',
  CUP: 'cup',
  TABLESPOON: 'tbsp',
  TEASPOON: 'tsp',
  GRAMS: 'g',
  KGS: 'kg',
  OUNCE: 'oz',
  POUND: 'lb',
  FLUID_OUNCE: 'fl oz',
  MILLS: 'ml',
  LITRES: 'l',
  DECILITER: 'dl',
  CAN: 'can',
  BUNCH: 'bunch',
  PACKET: 'packet',
  PINCH: 'pinch',
  BOTTLE: 'bottle',
}

const SECTION = 'SECTION'
/** Eighths and thirds: what Crouton's amount picker offers, printed as fractions. */
const DENOMINATORS = [2, 3, 4, 8]

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}

/** 1.5 → "1 1/2", 0.333 → "1/3", 2.3 → "2.3"; nothing for what is not a positive number. */
export function amountText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return ''
  const whole = Math.floor(value)
  const rest = value - whole
  if (rest < 0.005) return String(whole)
  for (const denominator of DENOMINATORS) {
    const numerator = Math.round(rest * denominator)
    if (numerator > 0 && numerator < denominator && Math.abs(rest - numerator / denominator) < 0.005) {
      const fraction = `${numerator}/${denominator}`
      return whole === 0 ? fraction : `${whole} ${fraction}`
    }
  }
  return String(Math.round(value * 1000) / 1000)
}

function unitText(quantityType: unknown): string {
  const type = text(quantityType).toUpperCase()
  return UNITS[type] ?? type.toLowerCase().replace(/_/g, ' ')
}

/** Rows in Crouton's own order (the file's order breaks ties and stands in for a missing one). */
function ordered(value: unknown): Json[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(isObject)
    .map((row, index) => ({ row, order: typeof row.order === 'number' ? row.order : index, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ row }) => row)
}

function ingredientLine(row: Json): string {
  const name = text(isObject(row.ingredient) ? row.ingredient.name : row.name)
  const quantity = isObject(row.quantity) ? row.quantity : {}
  if (text(quantity.quantityType).toUpperCase() === SECTION) return asHeader(name)
  const amount = amountText(quantity.amount)
  const second = amountText(quantity.secondaryAmount)
  const range = amount && second && second !== amount ? `${amount}-${second}` : amount
  const unit = range ? unitText(quantity.quantityType) : ''
  return name ? [range, unit, name].filter(Boolean).join(' ') : ''
}

function stepLines(row: Json): string {
  const step = text(row.step)
  return row.isSection === true ? asHeader(step) : toLines(step).join('\n')
}

function labelsOf(tags: unknown): string[] {
  if (!Array.isArray(tags)) return []
  return uniqueLabels(tags.map((tag) => text(isObject(tag) ? tag.name : tag)))
}

function imagesOf(recipe: Json): ImportedImage[] {
  const listed: unknown[] = Array.isArray(recipe.images) ? recipe.images : []
  const payloads = [...listed, recipe.sourceImage].map(text).filter(Boolean)
  return [...new Set(payloads)].map(base64Image).filter((image): image is ImportedImage => image !== null)
}

/** "Calories: 528 kcal,\nFat: 31 g" reads better without the commas Crouton ends its lines with. */
function nutritionText(value: unknown): string {
  const lines = toLines(text(value)).map((line) => line.replace(/,$/, ''))
  return lines.length > 0 ? `Nutrition:\n${lines.join('\n')}` : ''
}

function origin(recipe: Json): { source: string; url: string } {
  const link = text(recipe.webLink)
  const isAddress = /^https?:\/\/\S+$/i.test(link)
  const names = [text(recipe.sourceName), isAddress ? '' : link].filter(Boolean)
  return { source: [...new Set(names)].join(', '), url: isAddress ? link : '' }
}

export function toCroutonRecipe(recipe: Json, fallbackTitle: string): ImportedRecipe {
  const serves = minutesOf(recipe.serves)
  return {
    ...emptyRecipe(recipeTitle(text(recipe.name), fallbackTitle)),
    yield: yieldText(serves > 0 ? String(serves) : '', ''),
    activeTime: minutesField(minutesOf(recipe.duration)),
    totalTime: totalTimeText('', recipe.duration, recipe.cookingDuration, ''),
    ...origin(recipe),
    notes: joinParagraphs([text(recipe.notes), nutritionText(recipe.neutritionalInfo)]),
    ingredients: joinLines(ordered(recipe.ingredients).map(ingredientLine)),
    instructions: joinLines(ordered(recipe.steps).map(stepLines)),
    rating: toRating(recipe.rating),
    labels: labelsOf(recipe.tags),
    images: imagesOf(recipe),
  }
}
