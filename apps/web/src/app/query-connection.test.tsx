import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { request, unwrap } from '../api/client.ts'
import { noteAnswer, serverReachableStore } from '../api/connection.ts'
import { followServerReachability, QUERY_DEFAULTS } from './query-connection.ts'

/** The server as the test plays it: away (no answer), or answering `status` with `body`. */
const server = { away: false, status: 200, body: { count: 1 } as unknown, asked: 0 }

beforeAll(followServerReachability)

let queryClient: QueryClient

beforeEach(() => {
  Object.assign(server, { away: false, status: 200, body: { count: 1 }, asked: 0 })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      server.asked++
      if (server.away) throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(server.body), {
        status: server.status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS })
})

afterEach(() => {
  cleanup()
  queryClient.clear()
  noteAnswer()
  vi.unstubAllGlobals()
})

function watchCount() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(
    () =>
      useQuery({
        queryKey: ['count'],
        queryFn: async () => unwrap(await request('GET /recipes/count', { query: { folder: 'inbox' } })),
      }),
    { wrapper },
  )
}

test('a query without an answer waits, pending rather than failed, and loads once the server answers', async () => {
  server.away = true
  const { result } = watchCount()
  await waitFor(() => expect(serverReachableStore.get()).toBe(false))
  // Past the first retry's second: paused, not failed, and not asking again on its own.
  await waitFor(() => expect(result.current.fetchStatus).toBe('paused'), { timeout: 3000 })
  expect(result.current.status).toBe('pending')
  const asked = server.asked

  server.away = false
  server.body = { count: 4 }
  act(noteAnswer)
  await waitFor(() => expect(result.current.data).toEqual({ count: 4 }))
  expect(server.asked).toBe(asked + 1)
})

test('what a query showed stays while a refetch gets no answer, and is refreshed when the server is back', async () => {
  const { result } = watchCount()
  await waitFor(() => expect(result.current.data).toEqual({ count: 1 }))
  server.away = true
  // Not awaited: the refetch goes on until the server answers.
  act(() => void queryClient.refetchQueries({ queryKey: ['count'] }))
  await waitFor(() => expect(serverReachableStore.get()).toBe(false))
  expect(result.current.data).toEqual({ count: 1 })
  expect(result.current.isError).toBe(false)

  server.away = false
  server.body = { count: 2 }
  act(noteAnswer)
  await waitFor(() => expect(result.current.data).toEqual({ count: 2 }), { timeout: 3000 })
})

test('an answer that is a refusal fails at once: only a missing answer is asked again', async () => {
  server.status = 404
  server.body = { error: { code: 'not_found', message: 'No such thing' } }
  const { result } = watchCount()
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(server.asked).toBe(1)
})
