/**
 * One CookBook Manager recipe as its YAML export writes it (a file a recipe), as an imported recipe.
 * Since version 3 ingredients and directions are lists and times ISO 8601 durations (PT15M); exports of
 * the older CookBookApp wrote them as text, one item a line, and times as words ("10 minutes"). Choices:
 * - a list item ending in ":" ("Topping:") is a section, a `[header]`; blank items are dropped.
 * - activeTime ← prep_time; totalTime ← prep_time + cook_time + other_time when there is a cooking or
 *   other time and each can be read; one that cannot goes to the notes as written.
 * - source ← source, or url when it is a web address (and source_url, older files' address).
 * - labels ← tags, keywords (comma-separated) and categories, then "Favorite" for a favourite.
 * - notes ← notes, the video's address, how often and when it was last cooked, and "Nutrition:".
 * - images ← image, then images: web addresses (CookBook's brand pictures left out), or files in the zip.
 * exportedBy is the app's signature and is not kept.
 */
import { isoDurationMinutes, minutesToText, textMinutes } from '../duration.ts'
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { listOf } from './app-json.ts'
import type { FindPicture } from './html-recipe-page.ts'
import { labelsOf, textOf } from './front-matter.ts'
import { isFlagSet } from './living-cookbook-fields.ts'
import { asHeader, cleanParagraphs, joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { toRating, uniqueLabels } from './source-values.ts'

type Yaml = Record<string, unknown>

/** CookBook's own pictures (its logo) that its pages and files carry beside the recipe's. */
export const isBrandPicture = (address: string): boolean =>
  /^https?:\/\/media\.cookbookmanager\.com\/brand\//i.test(address.trim())

const isAddress = (text: string) => /^https?:\/\/\S+$/i.test(text)

/** Free text with its lines kept (a scalar of several lines, `|-` or folded). */
function paragraphs(value: unknown): string {
  return typeof value === 'string' ? cleanParagraphs(value) : textOf(value)
}

/** A list, or text one item a line (older exports), as lines; "Sauce:" a header. */
function listLines(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value.flatMap((item) => toLines(textOf(item)))
    : toLines(paragraphs(value))
  return items.map((item) => (item.endsWith(':') && item.length > 1 ? asHeader(item.slice(0, -1)) : item))
}

const minutesIn = (text: string) => (text === '' ? 0 : (isoDurationMinutes(text) ?? textMinutes(text)))

/** A time as a person reads it: "PT1H30M" → "1 h 30 min"; words as written. */
const timeText = (text: string) => {
  const minutes = minutesIn(text)
  return minutes === null ? text : minutesToText(minutes)
}

interface Times {
  activeTime: string
  totalTime: string
  /** Times that could not be added up, as written, for the notes. */
  unread: string[]
}

function timesOf(recipe: Yaml): Times {
  const [prep = '', cook = '', other = ''] = ['prep_time', 'cook_time', 'other_time'].map((key) =>
    textOf(recipe[key]),
  )
  const activeTime = timeText(prep)
  if (!cook && !other) return { activeTime, totalTime: '', unread: [] }
  const minutes = [prep, cook, other].map(minutesIn)
  const read = minutes.filter((value): value is number => value !== null)
  if (read.length === minutes.length) {
    return { activeTime, totalTime: minutesToText(read.reduce((sum, value) => sum + value, 0)), unread: [] }
  }
  const unread = [cook && `Cook time: ${timeText(cook)}`, other && `Other time: ${timeText(other)}`]
  return { activeTime, totalTime: '', unread: unread.filter(Boolean) }
}

function origin(recipe: Yaml): { source: string; url: string } {
  const source = textOf(recipe.source)
  const address = [source, textOf(recipe.source_url)].find(isAddress) ?? ''
  return { source: isAddress(source) ? '' : source, url: address }
}

function cooked(recipe: Yaml): string {
  const count = Number(textOf(recipe.cook_count))
  const last = textOf(recipe.last_cook).slice(0, 10)
  const times = Number.isInteger(count) && count > 0 ? `${count} ${count === 1 ? 'time' : 'times'}` : ''
  if (!times && !last) return ''
  return `Cooked ${[times, last && `last on ${last}`].filter(Boolean).join(', ')}`
}

function notesOf(recipe: Yaml, unreadTimes: string[]): string {
  const video = textOf(recipe.video)
  const nutrition = paragraphs(recipe.nutrition ?? recipe.nutritional_info)
  return joinParagraphs([
    unreadTimes.join('\n'),
    paragraphs(recipe.notes),
    video ? `Video: ${video}` : '',
    cooked(recipe),
    nutrition ? `Nutrition:\n${nutrition}` : '',
  ])
}

function imagesOf(recipe: Yaml, findPicture: FindPicture): ImportedImage[] {
  const sources = [recipe.image, ...listOf(recipe.images)]
    .map(textOf)
    .filter((source) => source !== '' && !isBrandPicture(source))
  return [...new Set(sources)].flatMap((source) => {
    const image = findPicture(source)
    return image ? [image] : []
  })
}

/** Whether a parsed YAML file is a recipe at all: a name, or ingredients or directions. */
export const isCookBookRecipe = (recipe: Yaml): boolean =>
  ['name', 'ingredients', 'directions'].some((key) => recipe[key] !== undefined && recipe[key] !== null)

export function toCookBookYamlRecipe(
  recipe: Yaml,
  findPicture: FindPicture,
  fallbackTitle: string,
): ImportedRecipe {
  const times = timesOf(recipe)
  const favorite = isFlagSet(textOf(recipe.favorite)) || isFlagSet(textOf(recipe.on_favorites))
  return {
    ...emptyRecipe(recipeTitle(textOf(recipe.name), fallbackTitle)),
    description: paragraphs(recipe.description),
    yield: textOf(recipe.servings),
    activeTime: times.activeTime,
    totalTime: times.totalTime,
    ...origin(recipe),
    notes: notesOf(recipe, times.unread),
    ingredients: listLines(recipe.ingredients).join('\n'),
    instructions: listLines(recipe.directions).join('\n'),
    rating: toRating(recipe.rating),
    labels: uniqueLabels([
      ...labelsOf(recipe.tags),
      ...labelsOf(recipe.keywords),
      ...labelsOf(recipe.categories),
      favorite ? 'Favorite' : '',
    ]),
    images: imagesOf(recipe, findPicture),
  }
}
