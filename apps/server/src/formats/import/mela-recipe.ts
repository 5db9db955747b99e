/**
 * One Mela recipe (the JSON of a .melarecipe) as an imported recipe. Mela's fields are free text with a
 * little Markdown: `# ` starts a group title in ingredients and instructions, `**` bolds, and links are
 * written `[text](address)`. Choices where Mela and Rosemary differ:
 * - description ← text; yield, times and the rest stay as the user typed them.
 * - activeTime ← prepTime; totalTime ← totalTime, or cookTime when there is no total (as for Paprika).
 *   When both exist the cook time would be lost, so it opens the notes ("Cook time: 45 min").
 * - link is "basically just the source" in Mela's words: an http(s) address → url, any other text →
 *   source. Without a link, an id that is an address without its scheme (what Mela gives a recipe it
 *   imported from the web) → url.
 * - notes ← notes, then "Nutrition:" and the nutrition text. Markdown links read as "text (address)".
 * - favorite and wantToCook, flags Rosemary has no field for, become the labels "Favorite" and
 *   "Want to cook" after the categories, so the recipes stay findable.
 * - date counts seconds from 2001-01-01 UTC (Apple's reference date).
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { asHeader, joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { base64Image, uniqueLabels } from './source-values.ts'

type Json = Record<string, unknown>

/** 2001-01-01T00:00:00Z in milliseconds since 1970: where Apple's dates (NSDate) count from. */
const APPLE_EPOCH_MS = Date.UTC(2001, 0, 1)
const YEAR_MS = 366 * 86_400_000

/** The keys Mela writes; a file is taken for one when it has enough of them and none of other formats. */
export const MELA_KEYS = new Set([
  'id',
  'title',
  'text',
  'images',
  'categories',
  'yield',
  'prepTime',
  'cookTime',
  'totalTime',
  'ingredients',
  'instructions',
  'notes',
  'nutrition',
  'link',
  'favorite',
  'wantToCook',
  'date',
])

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function text(recipe: Json, key: string): string {
  const value = recipe[key]
  if (typeof value === 'string') return value.trim()
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}

const LINK = /\[([^[\]\n]*)\]\(([^()\s]*)\)/g

/** Markdown as plain text: "[Dough](https://x)" → "Dough (https://x)", "**bold**" → "bold". */
function plain(markdown: string): string {
  return markdown
    .replace(LINK, (_, label: string, address: string) =>
      /^https?:\/\//i.test(address) && address !== label ? `${label} (${address})`.trim() : label,
    )
    .replace(/\*\*/g, '')
}

/** "# Dough" (and "## Dough") is a group title; "#10 can" is a can size, not a title. */
function headerOf(line: string): string | null {
  if (!line.startsWith('#')) return null
  const rest = line.replace(/^#+/, '')
  if (/^\d/.test(rest)) return null
  return asHeader(rest)
}

function listLines(markdown: string): string {
  return toLines(plain(markdown))
    .map((line) => headerOf(line) ?? line)
    .filter((line) => line !== '')
    .join('\n')
}

/** Free text with Markdown titles read as plain lines. */
function paragraphs(markdown: string): string {
  return plain(markdown)
    .split(/\r\n|\r|\n/)
    .map((line) => (line.startsWith('#') && headerOf(line) !== null ? line.replace(/^#+\s*/, '') : line))
    .join('\n')
}

const isAddress = (value: string) => /^https?:\/\/\S+$/i.test(value)
/** "www.example.com/pie": a host with a dot, then a path; no spaces, no scheme. */
const isBareAddress = (value: string) => /^[a-z0-9-]+(\.[a-z0-9-]+)+\/\S*$/i.test(value)

function origin(recipe: Json): { source: string; url: string } {
  const link = text(recipe, 'link')
  if (isAddress(link)) return { source: '', url: link }
  const id = text(recipe, 'id')
  return { source: plain(link), url: link === '' && isBareAddress(id) ? `https://${id}` : '' }
}

function imagesOf(value: unknown): ImportedImage[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item): ImportedImage[] => {
    if (typeof item !== 'string') return []
    if (isAddress(item.trim())) return [{ kind: 'url', url: item.trim() }]
    const image = base64Image(item)
    return image ? [image] : []
  })
}

function labelsOf(recipe: Json): string[] {
  const categories = Array.isArray(recipe.categories) ? recipe.categories : []
  return uniqueLabels([
    ...categories.filter((category): category is string => typeof category === 'string'),
    recipe.favorite === true ? 'Favorite' : '',
    recipe.wantToCook === true ? 'Want to cook' : '',
  ])
}

function createdAt(value: unknown): Date | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined
  const time = APPLE_EPOCH_MS + value * 1000
  return time >= APPLE_EPOCH_MS && time < Date.now() + YEAR_MS ? new Date(time) : undefined
}

function notesOf(recipe: Json): string {
  const cookTime = text(recipe, 'cookTime')
  const nutrition = paragraphs(text(recipe, 'nutrition'))
  return joinParagraphs([
    text(recipe, 'totalTime') && cookTime ? `Cook time: ${cookTime}` : '',
    paragraphs(text(recipe, 'notes')),
    nutrition ? `Nutrition:\n${nutrition}` : '',
  ])
}

export function toMelaRecipe(recipe: Json, fallbackTitle: string): ImportedRecipe {
  const date = createdAt(recipe.date)
  return {
    ...emptyRecipe(recipeTitle(plain(text(recipe, 'title')), fallbackTitle)),
    description: joinParagraphs([paragraphs(text(recipe, 'text'))]),
    yield: text(recipe, 'yield'),
    activeTime: text(recipe, 'prepTime'),
    totalTime: text(recipe, 'totalTime') || text(recipe, 'cookTime'),
    ...origin(recipe),
    notes: notesOf(recipe),
    ingredients: listLines(text(recipe, 'ingredients')),
    instructions: listLines(text(recipe, 'instructions')),
    labels: labelsOf(recipe),
    images: imagesOf(recipe.images),
    ...(date ? { createdAt: date } : {}),
  }
}
