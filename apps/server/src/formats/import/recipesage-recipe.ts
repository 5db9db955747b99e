/**
 * One RecipeSage recipe, as its XML and text exports give it, as an imported recipe. RecipeSage's fields
 * are Rosemary's (text fields, `[header]` lines in ingredients and instructions), so most map one to one.
 * Choices:
 * - "null" is how the text export writes a missing value, and is taken as nothing.
 * - labels ← the labels; the folder ("main", or "inbox" for recipes others sent) is not a label.
 * - notes ← notes, then who sent the recipe (XML's fromUser), then the nutrition the newer text export
 *   lists ("Nutrition:" and a line a value).
 * - images ← each picture's location: an http(s) address, or a data: URL holding the picture (what a
 *   self-hosted server exports); an address on the old server ("/api/images/…") cannot be fetched.
 * - createdAt ← CreatedAt, as JavaScript prints a date ("Thu Jan 02 2020 03:04:05 GMT+0000 (…)") or ISO.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { joinLines, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { base64Image, toRating, uniqueLabels } from './source-values.ts'

export interface RecipeSageFields {
  /** Field values by RecipeSage's name for them, in any case ("Title" or "title"). */
  values: ReadonlyMap<string, string>
  labels: string[]
  /** Picture locations. */
  images: string[]
  /** Lines describing who sent the recipe, nutrition and the like, for the notes. */
  extraNotes: string[]
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const PRINTED_DATE =
  /^[A-Za-z]{3} ([A-Za-z]{3}) (\d{1,2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT([+-])(\d{2})(\d{2})/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/

/** A value as text: "null" and "undefined" (what a missing value prints as) are nothing. */
export function valueText(value: string | undefined): string {
  const text = (value ?? '').trim()
  return text === 'null' || text === 'undefined' ? '' : text
}

/** Date.prototype.toString's form, with its offset from UTC, or an ISO timestamp. */
export function parsePrintedDate(text: string): Date | undefined {
  const printed = PRINTED_DATE.exec(text.trim())
  if (printed) {
    const [, month = '', day, year, hour, minute, second, sign, offsetHours, offsetMinutes] = printed
    const monthIndex = MONTHS.indexOf(month.toLowerCase())
    if (monthIndex < 0) return undefined
    const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes))
    const utc = Date.UTC(Number(year), monthIndex, Number(day), Number(hour), Number(minute), Number(second))
    const date = new Date(utc - offset * 60_000)
    return Number.isNaN(date.getTime()) ? undefined : date
  }
  if (!ISO_DATE.test(text.trim())) return undefined
  const date = new Date(text.trim())
  return Number.isNaN(date.getTime()) ? undefined : date
}

function imageOf(location: string): ImportedImage | null {
  const trimmed = location.trim()
  if (/^https?:\/\/\S+$/i.test(trimmed)) return { kind: 'url', url: trimmed }
  return /^data:image\//i.test(trimmed) ? base64Image(trimmed) : null
}

export function toRecipeSageRecipe(fields: RecipeSageFields, fallbackTitle: string): ImportedRecipe {
  const lower = new Map([...fields.values].map(([key, value]) => [key.toLowerCase(), value]))
  const field = (name: string) => valueText(lower.get(name.toLowerCase()))
  const createdAt = parsePrintedDate(field('createdAt'))
  return {
    ...emptyRecipe(recipeTitle(field('title'), fallbackTitle)),
    description: joinParagraphs([field('description')]),
    yield: field('yield').replace(/\s+/g, ' '),
    activeTime: field('activeTime').replace(/\s+/g, ' '),
    totalTime: field('totalTime').replace(/\s+/g, ' '),
    source: field('source').replace(/\s+/g, ' '),
    url: field('url'),
    notes: joinParagraphs([field('notes'), fields.extraNotes.join('\n')]),
    ingredients: joinLines([field('ingredients')]),
    instructions: joinLines([field('instructions')]),
    rating: toRating(field('rating')),
    labels: uniqueLabels(fields.labels.map(valueText)),
    images: fields.images.map(imageOf).filter((image): image is ImportedImage => image !== null),
    ...(createdAt ? { createdAt } : {}),
  }
}
