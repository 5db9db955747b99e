/**
 * One Paprika recipe (the JSON inside a .paprikarecipe) as an imported recipe. Choices where Paprika and
 * Rosemary differ:
 * - activeTime ← prep_time; totalTime ← total_time, or cook_time when there is no total (older exports have
 *   none). When both exist the cook time would be lost, so it opens the notes ("Cook time: 45 min").
 * - Times, servings and the rest stay as the user typed them ("1 h 5 m", "4 servings").
 * - notes ← notes, then "Difficulty: …" and the nutritional information, each as its own paragraph.
 * - An ingredient line ending in a colon ("For the sauce:") is how Paprika users head a section: it becomes
 *   "[For the sauce]". Directions keep their lines, except Paprika's "[photo:2]" markers, which would read as
 *   headers: the photos themselves are imported as pictures.
 * - rating 0 means "not rated"; categories become labels; pictures are photo_data then the photos list.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { asHeader, joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { base64Image, parseSourceDate, toRating, uniqueLabels } from './source-values.ts'

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A text field; numbers count (some exports write servings as 4), null and anything else are blank. */
function text(recipe: Json, key: string): string {
  const value = recipe[key]
  if (typeof value === 'string') return value.trim()
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}

const SECTION_LINE = /^(.{1,80}):$/
const PHOTO_MARKER = /^\[photo:\s*\d+\]$/i

export function ingredientLines(text: string): string {
  return toLines(text)
    .map((line) => (SECTION_LINE.test(line) && !line.startsWith('[') ? asHeader(line.slice(0, -1)) : line))
    .join('\n')
}

function directionLines(text: string): string {
  return toLines(text)
    .filter((line) => !PHOTO_MARKER.test(line))
    .join('\n')
}

function labelsOf(categories: unknown): string[] {
  if (!Array.isArray(categories)) return []
  return uniqueLabels(
    categories.map((category) => {
      if (typeof category === 'string') return category
      return isObject(category) && typeof category.name === 'string' ? category.name : ''
    }),
  )
}

function imagesOf(recipe: Json): ImportedImage[] {
  const encoded = [
    recipe.photo_data,
    ...(Array.isArray(recipe.photos) ? recipe.photos : []).map((p) => (isObject(p) ? p.data : null)),
  ]
  const unique = [...new Set(encoded.filter((value): value is string => typeof value === 'string'))]
  const images = unique.map(base64Image).filter((image): image is ImportedImage => image !== null)
  const address = text(recipe, 'image_url')
  // The address is the page's picture, fetched only when the export carries no photo of its own.
  if (images.length === 0 && /^https?:\/\//i.test(address)) images.push({ kind: 'url', url: address })
  return images
}

function notesOf(recipe: Json): string {
  const cookTime = text(recipe, 'cook_time')
  const difficulty = text(recipe, 'difficulty')
  const nutrition = text(recipe, 'nutritional_info')
  return joinParagraphs([
    text(recipe, 'total_time') && cookTime ? `Cook time: ${cookTime}` : '',
    text(recipe, 'notes'),
    difficulty ? `Difficulty: ${difficulty}` : '',
    nutrition ? `Nutrition:\n${nutrition}` : '',
  ])
}

/** Null when the JSON is not a recipe object at all. */
export function toPaprikaRecipe(json: unknown, fallbackTitle: string): ImportedRecipe | null {
  if (!isObject(json)) return null
  const created = text(json, 'created')
  return {
    ...emptyRecipe(recipeTitle(text(json, 'name'), fallbackTitle)),
    description: text(json, 'description'),
    yield: text(json, 'servings'),
    activeTime: text(json, 'prep_time'),
    totalTime: text(json, 'total_time') || text(json, 'cook_time'),
    source: text(json, 'source'),
    url: text(json, 'source_url'),
    notes: notesOf(json),
    ingredients: ingredientLines(text(json, 'ingredients')),
    instructions: directionLines(text(json, 'directions')),
    rating: toRating(json.rating),
    labels: labelsOf(json.categories),
    images: imagesOf(json),
    createdAt: created ? parseSourceDate(created) : undefined,
  }
}
