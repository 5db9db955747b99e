import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { beforeEach, expect, test, vi } from 'vitest'
import { type DefaultHandlers, setDefaultHandlers } from '../api/client.ts'
import { socketConnected } from '../realtime/socket.ts'
import { followRecipeUpdates, recipeKeys, recipeQuery, refreshRecipeData } from './recipes.ts'

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

test('a reconnected socket refreshes the recipes, as frames sent while it was down were lost; its first connection does not', async () => {
  const client = new QueryClient()
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue()
  const stop = followRecipeUpdates(client)
  try {
    socketConnected.emit({ again: false })
    expect(invalidate).not.toHaveBeenCalled()
    socketConnected.emit({ again: true })
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: recipeKeys.all }))
  } finally {
    stop()
  }
})

test('a first read under way when recipes change is asked again, not kept with its old answer', async () => {
  const client = new QueryClient()
  const answers = ['before the change', 'after the change']
  const releases: (() => void)[] = []
  const queryFn = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        const answer = answers[queryFn.mock.calls.length - 1] ?? 'more'
        releases.push(() => resolve(answer))
      }),
  )
  const observer = new QueryObserver(client, { queryKey: recipeKeys.detail('r1'), queryFn })
  const stop = observer.subscribe(() => undefined)
  try {
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1))
    const refreshed = refreshRecipeData(client)
    releases[0]?.()
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
    releases[1]?.()
    await refreshed
    await vi.waitFor(() => expect(client.getQueryData(recipeKeys.detail('r1'))).toBe('after the change'))
  } finally {
    stop()
  }
})
