/**
 * An imported recipe as the recipe book stores it: text within the limits the API enforces (an old app's
 * 300-character title is shortened, not refused), labels normalised, a rating only when it is one, a url
 * only when the API would take it, and no NUL character anywhere. As through the API, bidirectional overrides
 * and control characters go (rules/plain-text.ts): the title on one line, the rest keeping its lines.
 */
import { isAllowedRecipeUrl, toMultiLine, toSingleLine } from '@rosemary/shared'
import { type CreateRecipeInput, MAX_RECIPE_IMAGES, normalizeLabelTitle } from '@rosemary/shared/contract'
import type { ImportedRecipe } from '../../formats/imported-recipe.ts'

const LIMITS = {
  title: 255,
  description: 100_000,
  yield: 255,
  activeTime: 255,
  totalTime: 255,
  source: 1000,
  url: 2000,
  notes: 100_000,
  ingredients: 100_000,
  instructions: 100_000,
} as const
const MAX_LABELS = 100
const MAX_LABEL_LENGTH = 100

const graphemes = new Intl.Segmenter()

/**
 * Text cut to at most `max` UTF-16 units (what the API's limits count), between whole characters (never
 * half an emoji or a letter without its accent), with an ellipsis.
 */
export function fitText(text: string, max: number): string {
  // U+0000 has no place in text, and PostgreSQL cannot store it: the recipe comes without it.
  const trimmed = text.replaceAll('\u0000', '').trim()
  if (trimmed.length <= max) return trimmed
  let end = 0
  for (const { index, segment } of graphemes.segment(trimmed)) {
    if (index + segment.length > max - 1) break
    end = index + segment.length
  }
  return `${trimmed.slice(0, end).trimEnd()}…`
}

function labelsOf(recipe: ImportedRecipe, extra: string | undefined): string[] {
  const titles = [...recipe.labels, ...(extra ? [extra] : [])]
    .map((title) => normalizeLabelTitle(title.replaceAll('\u0000', '')))
    .filter((title) => title.length > 0 && title.length <= MAX_LABEL_LENGTH)
  return [...new Set(titles)].slice(0, MAX_LABELS)
}

/** The recipe as the recipe book stores it; a recipe without a title is the caller's to refuse. */
export function toRecipeInput(
  recipe: ImportedRecipe,
  options: { label?: string | undefined; imageIds: string[] },
): Omit<CreateRecipeInput, 'imageIds'> & { imageIds: string[] } {
  const text = Object.fromEntries(
    Object.entries(LIMITS).map(([field, max]) => {
      const clean = field === 'title' ? toSingleLine : toMultiLine
      return [field, fitText(clean(recipe[field as keyof typeof LIMITS]), max)]
    }),
  ) as Record<keyof typeof LIMITS, string>
  const rating = recipe.rating !== null && Number.isFinite(recipe.rating) ? Math.round(recipe.rating) : null
  return {
    ...text,
    // A file's `javascript:` or `data:` link is left out rather than failing the whole recipe.
    url: isAllowedRecipeUrl(text.url) ? text.url : '',
    rating: rating !== null && rating >= 1 && rating <= 5 ? rating : null,
    labels: labelsOf(recipe, options.label),
    imageIds: options.imageIds.slice(0, MAX_RECIPE_IMAGES),
  }
}
