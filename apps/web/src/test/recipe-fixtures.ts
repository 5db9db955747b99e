/** A recipe of mine as the API answers it, for page tests: only what a test is about need be given. */
import type { TRecipe } from '@rosemary/shared/contract'

export function myRecipe(overrides: Partial<TRecipe> = {}): TRecipe {
  return {
    id: 'r-1',
    userId: 'me-id',
    fromUser: null,
    title: 'A recipe',
    description: '',
    yield: '',
    activeTime: '',
    totalTime: '',
    source: '',
    url: '',
    notes: '',
    ingredients: '',
    instructions: '',
    folder: 'main',
    rating: null,
    labels: [],
    images: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    isOwner: true,
    ...overrides,
  }
}
