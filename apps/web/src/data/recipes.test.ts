import { QueryClient } from '@tanstack/react-query'
import { beforeEach, expect, test, vi } from 'vitest'
import { type DefaultHandlers, setDefaultHandlers } from '../api/client.ts'
import { recipeQuery } from './recipes.ts'

const unexpected = vi.fn<DefaultHandlers['unexpected']>()

beforeEach(() => {
  unexpected.mockReset()
  setDefaultHandlers({ unauthorized: vi.fn(), unexpected })
})

function answer(status: number) {
  const body = { error: { code: 'not_found', message: 'Recipe not found' } }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  )
}

test('a recipe that does not exist fails the query without the error toast: the page says it', async () => {
  answer(404)
  await expect(new QueryClient().query(recipeQuery('gone'))).rejects.toThrow()
  expect(unexpected).not.toHaveBeenCalled()
})

test('any other failure still gets the error toast', async () => {
  answer(500)
  await expect(new QueryClient().query(recipeQuery('broken'))).rejects.toThrow()
  expect(unexpected).toHaveBeenCalledTimes(1)
})
