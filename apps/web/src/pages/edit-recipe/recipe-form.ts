/** The editor's form: its empty state, the state of an existing recipe, and the request body it makes. */
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

export function bodyFromForm(form: RecipeForm): TCreateRecipeRequest {
  const { images, ...fields } = form
  return { ...fields, imageIds: images.map((image) => image.id) }
}

export function isSameForm(a: RecipeForm, b: RecipeForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
