/**
 * The editor's form: its empty state, the state of an existing recipe (or of a copy of someone else's),
 * the request body it makes, and a form read back from storage.
 */
import type { TCreateRecipeRequest, TRecipe } from '@rosemary/shared/contract'
import type { EditableImage } from './ImagesEditor.tsx'

export interface RecipeForm {
  title: string
  description: string
  yield: string
  activeTime: string
  totalTime: string
  source: string
  url: string
  notes: string
  ingredients: string
  instructions: string
  rating: number | null
  labels: string[]
  images: EditableImage[]
}

export const EMPTY_FORM: RecipeForm = {
  title: '',
  description: '',
  yield: '',
  activeTime: '',
  totalTime: '',
  source: '',
  url: '',
  notes: '',
  ingredients: '',
  instructions: '',
  rating: null,
  labels: [],
  images: [],
}

export function formFromRecipe(recipe: TRecipe): RecipeForm {
  return {
    title: recipe.title,
    description: recipe.description,
    yield: recipe.yield,
    activeTime: recipe.activeTime,
    totalTime: recipe.totalTime,
    source: recipe.source,
    url: recipe.url,
    notes: recipe.notes,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    rating: recipe.rating,
    labels: recipe.labels.map((label) => label.title),
    images: recipe.images.map((image) => ({ id: image.id, thumbnailUrl: image.thumbnailUrl })),
  }
}

/** Someone else's recipe as the start of one's own: their rating is theirs, and their labels are not shown. */
export function formForCopy(recipe: TRecipe): RecipeForm {
  return { ...formFromRecipe(recipe), rating: null, labels: [] }
}

const TEXT_FIELDS = [
  'title',
  'description',
  'yield',
  'activeTime',
  'totalTime',
  'source',
  'url',
  'notes',
  'ingredients',
  'instructions',
] as const satisfies readonly (keyof RecipeForm)[]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isImage = (value: unknown): value is EditableImage =>
  isRecord(value) && typeof value.id === 'string' && typeof value.thumbnailUrl === 'string'

const isRating = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5)

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

const isImageList = (value: unknown): value is EditableImage[] => Array.isArray(value) && value.every(isImage)

/** A form stored earlier (by this or an older version of the app, or edited by hand), or null if it is not one. */
export function parseRecipeForm(value: unknown): RecipeForm | null {
  if (!isRecord(value) || !TEXT_FIELDS.every((field) => typeof value[field] === 'string')) return null
  const { rating, labels, images } = value
  if (!isRating(rating) || !isStringList(labels) || !isImageList(images)) return null
  const form: RecipeForm = {
    ...EMPTY_FORM,
    rating,
    labels,
    images: images.map((image) => ({ id: image.id, thumbnailUrl: image.thumbnailUrl })),
  }
  for (const field of TEXT_FIELDS) form[field] = String(value[field])
  return form
}

export function bodyFromForm(form: RecipeForm): TCreateRecipeRequest {
  const { images, ...fields } = form
  return { ...fields, imageIds: images.map((image) => image.id) }
}

export function isSameForm(a: RecipeForm, b: RecipeForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
