/** Helpers for tests that need recipes and images. */
import type { TCreateRecipeRequest, TRecipe, TUploadedImage } from '@rosemary/shared/contract'
import type { ApiClient } from './api-client.ts'

export function recipeBody(overrides: Partial<TCreateRecipeRequest> = {}): TCreateRecipeRequest {
  return {
    title: 'Lemon Drizzle Cake',
    description: 'A moist sponge soaked in lemon syrup.',
    yield: '8 slices',
    activeTime: '20 minutes',
    totalTime: '1 hour',
    source: 'Grandma',
    url: 'https://example.com/lemon-cake',
    notes: 'Best the next day.',
    ingredients: '[Cake]\n225 g butter\n225 g caster sugar\n4 eggs\n[Drizzle]\n1 1/2 lemons, juiced',
    instructions: 'Heat the oven.\nBeat butter and sugar.\n[Drizzle]\nMix juice and sugar.',
    rating: 4,
    labels: ['Baking', 'cake'],
    ...overrides,
  }
}

export async function createRecipe(
  api: ApiClient,
  token: string,
  overrides: Partial<TCreateRecipeRequest> = {},
): Promise<TRecipe> {
  const response = await api.call('POST /recipes', { token, body: recipeBody(overrides) })
  if (response.status !== 201)
    throw new Error(`create recipe: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body as TRecipe
}

export async function upload(
  api: ApiClient,
  token: string | undefined,
  data: Buffer,
  name = 'photo.jpg',
  field = 'image',
) {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(data)]), name)
  return api.raw({
    method: 'POST',
    url: '/api/images',
    payload: form,
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  })
}

export async function uploadImage(api: ApiClient, token: string, data: Buffer): Promise<TUploadedImage> {
  const response = await upload(api, token, data)
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body as TUploadedImage
}
