/**
 * Drafts from schema.org data in any of its three syntaxes. When a page holds several Recipe objects
 * (a main recipe and a sub-recipe, or the same recipe twice), the most complete one is the recipe.
 */
import { propertyOf, type SchemaObject } from '../schema-org/json-values.ts'
import { readImageCandidates } from '../schema-org/read-images.ts'
import { readPublisherName } from '../schema-org/read-origin.ts'
import { readSchemaRecipe } from '../schema-org/read-recipe.ts'
import type { Draft, ExtractionPath } from './draft.ts'

const lines = (text: string) => (text ? text.split('\n') : [])

function draftOf(path: ExtractionPath, object: SchemaObject, baseUrl: string): Draft {
  const recipe = readSchemaRecipe(object, { baseUrl })
  return {
    path,
    recipe,
    ingredients: lines(recipe.ingredients),
    instructions: lines(recipe.instructions),
    images: readImageCandidates(propertyOf(object, 'image') ?? propertyOf(object, 'photo')),
    publisher: readPublisherName(object),
  }
}

const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * Having lines at all matters most; then being the recipe the page is titled after (not a sub-recipe,
 * nor another recipe the page links to, however complete); then having both lists; then size.
 */
function completeness(draft: Draft, pageTitles: readonly string[]): number {
  const lists = (draft.ingredients.length > 0 ? 1 : 0) + (draft.instructions.length > 0 ? 1 : 0)
  const name = squeeze(draft.recipe.title)
  const titled = name !== '' && pageTitles.some((title) => squeeze(title).includes(name))
  const lineCount = Math.min(draft.ingredients.length + draft.instructions.length, 999)
  return (
    (lists > 0 ? 40_000 : 0) +
    (titled ? 20_000 : 0) +
    (lists === 2 ? 10_000 : 0) +
    (name ? 1_000 : 0) +
    lineCount
  )
}

export function bestStructuredDraft(
  path: ExtractionPath,
  objects: SchemaObject[],
  page: { baseUrl: string; titles: readonly string[] },
): Draft | null {
  let best: Draft | null = null
  let bestScore = -1
  for (const object of objects) {
    const draft = draftOf(path, object, page.baseUrl)
    const score = completeness(draft, page.titles)
    if (score > bestScore) [best, bestScore] = [draft, score]
  }
  return best
}
