import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type DefaultHandlers, setDefaultHandlers } from '../api/client.ts'
import { setToken } from '../auth/session.ts'
import { fakeApi } from '../test/fake-api.ts'
import { EARLY_PAGE_FRESH_MS, startEarlyRecipePage, takeEarlyRecipePage } from './early-recipe-page.ts'
import type { ListFilters } from './list-filters.ts'
import { useRecipeList } from './recipes.ts'

const filters: ListFilters = {
  folder: 'main',
  sort: 'title',
  labels: [],
  labelIntersection: false,
  includeFriends: false,
}
const page = { data: [{ id: 'r1', title: 'Soup' }], totalCount: 1 }
const unauthorized = vi.fn<DefaultHandlers['unauthorized']>()

beforeEach(() => {
  unauthorized.mockReset()
  setDefaultHandlers({ unauthorized, unexpected: vi.fn() })
  setToken('token-a')
})

afterEach(() => {
  // Whatever a test left behind is not taken by the next one.
  takeEarlyRecipePage(filters)
  setToken(null)
})

function renderList(listFilters: ListFilters) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children)
  return renderHook(() => useRecipeList(listFilters), { wrapper })
}

test('the list adopts the first page asked for at start instead of asking again', async () => {
  const api = fakeApi({ 'GET /recipes/by-page': { body: page } })
  startEarlyRecipePage(filters)
  expect(api.made('GET', '/recipes/by-page')).toHaveLength(1)
  expect(api.calls[0]?.query.get('offset')).toBe('0')
  expect(api.calls[0]?.query.get('count')).toBe('200')

  const { result } = renderList(filters)
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(result.current.data?.pages[0]).toEqual(page)
  expect(api.made('GET', '/recipes/by-page')).toHaveLength(1)
})

test("a first page that has already come is there at the list's first render, and not asked for again", async () => {
  const api = fakeApi({ 'GET /recipes/by-page': { body: page } })
  startEarlyRecipePage(filters)
  await new Promise((resolve) => setTimeout(resolve, 10))

  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children)
  const firstPages: unknown[] = []
  renderHook(
    () => {
      const list = useRecipeList(filters)
      firstPages.push(list.data?.pages[0])
      return list
    },
    { wrapper },
  )
  expect(firstPages[0]).toEqual(page)
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(api.made('GET', '/recipes/by-page')).toHaveLength(1)
})

test('a first page taken that way is asked for again when a change has made it out of date', async () => {
  const api = fakeApi({ 'GET /recipes/by-page': { body: page } })
  startEarlyRecipePage(filters)
  await new Promise((resolve) => setTimeout(resolve, 10))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children)
  const first = renderHook(() => useRecipeList(filters), { wrapper })
  expect(first.result.current.data?.pages[0]).toEqual(page)
  first.unmount()
  await client.invalidateQueries({ queryKey: ['recipes'] })

  const again = renderHook(() => useRecipeList(filters), { wrapper })
  await waitFor(() => expect(api.made('GET', '/recipes/by-page')).toHaveLength(2))
  await waitFor(() => expect(again.result.current.isFetching).toBe(false))
})

test('a list with other filters asks for its own page', async () => {
  const api = fakeApi({ 'GET /recipes/by-page': { body: page } })
  startEarlyRecipePage(filters)
  const { result } = renderList({ ...filters, labels: ['soup'] })
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  expect(api.made('GET', '/recipes/by-page').map((call) => call.query.get('labels'))).toEqual([null, 'soup'])
})

test('the early page is taken once, for the same session, while it is recent', () => {
  fakeApi({ 'GET /recipes/by-page': { body: page } })
  startEarlyRecipePage(filters, 1000)
  expect(takeEarlyRecipePage(filters, 1000 + EARLY_PAGE_FRESH_MS)).not.toBeNull()
  expect(takeEarlyRecipePage(filters, 1000)).toBeNull()

  startEarlyRecipePage(filters, 1000)
  expect(takeEarlyRecipePage(filters, 1001 + EARLY_PAGE_FRESH_MS)).toBeNull()

  startEarlyRecipePage(filters, 1000)
  setToken('token-b')
  expect(takeEarlyRecipePage(filters, 1000)).toBeNull()
})

test('nothing is asked for without a session', () => {
  setToken(null)
  const api = fakeApi({})
  startEarlyRecipePage(filters)
  expect(api.calls).toHaveLength(0)
  expect(takeEarlyRecipePage(filters)).toBeNull()
})

test('a refusal is handled when the list takes it, not before: the sign-in prompt opens then', async () => {
  fakeApi({ 'GET /recipes/by-page': { status: 401, body: { error: { code: 'unauthorized', message: 'no' } } } })
  startEarlyRecipePage(filters)
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(unauthorized).not.toHaveBeenCalled()
  const { result } = renderList(filters)
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(unauthorized).toHaveBeenCalledTimes(1)
})
