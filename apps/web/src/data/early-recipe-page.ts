/**
 * The recipe list's first page, asked for as the app starts (main.tsx) when the address is the list and a
 * session exists, so that its answer travels while the page's code downloads. useRecipeList's first page
 * takes that request instead of sending its own, when it is for the same filters and session and recent;
 * its failures are handled then, as the list's own request's would be.
 */
import type { ApiResult, StatusHandlers } from '../api/client.ts'
import { sendNow } from '../api/client.ts'
import { getToken } from '../auth/session.ts'
import type { Endpoints, ResponseOf } from '@rosemary/shared/contract'
import type { ListFilters } from './list-filters.ts'

export const PAGE_SIZE = 200
/** Older than this, the answer is not taken: the page asks again. */
export const EARLY_PAGE_FRESH_MS = 30_000

/** GET /recipes/by-page's query for a page of the list. */
export function byPageQuery(filters: ListFilters, offset: number) {
  return {
    folder: filters.folder,
    sort: filters.sort,
    offset,
    count: PAGE_SIZE,
    labels: filters.labels.length > 0 ? filters.labels.join(',') : undefined,
    labelIntersection: filters.labelIntersection ? ('true' as const) : ('false' as const),
    userId: filters.userId,
    includeFriends: filters.includeFriends ? ('true' as const) : undefined,
  }
}

type RecipePage = ResponseOf<Endpoints['GET /recipes/by-page']>
type Settle = (handlers?: StatusHandlers) => Promise<ApiResult<RecipePage>>

interface Early {
  query: string
  token: string
  startedAt: number
  settle: Settle
  /** The page, once it has come and was not a failure. */
  answered?: RecipePage
}

let early: Early | null = null

export function startEarlyRecipePage(filters: ListFilters, now = Date.now()): void {
  const token = getToken()
  if (!token) return
  const query = byPageQuery(filters, 0)
  const { sent, settle } = sendNow('GET /recipes/by-page', { query })
  const started: Early = { query: JSON.stringify(query), token, startedAt: now, settle }
  early = started
  void sent.then((result) => {
    if (result.success) started.answered = result.data
  })
}

const fits = (taken: Early, filters: ListFilters, now: number) =>
  taken.query === JSON.stringify(byPageQuery(filters, 0)) &&
  taken.token === getToken() &&
  now - taken.startedAt <= EARLY_PAGE_FRESH_MS

/** The early first page for these filters, once; null when there is none that fits. */
export function takeEarlyRecipePage(filters: ListFilters, now = Date.now()): Settle | null {
  const taken = early
  early = null
  if (!taken) return null
  return fits(taken, filters, now) ? taken.settle : null
}

/**
 * The early first page for these filters when it has already come, once: the list then renders with it at
 * once, rather than with a loader first and its recipes a render or two later (on a phone the page
 * arrived some 300 ms before the list's code had run, and those renders were a fifth of the start).
 * Null, leaving it to takeEarlyRecipePage, while it is on its way or when it failed.
 */
export function takeAnsweredEarlyRecipePage(filters: ListFilters, now = Date.now()): RecipePage | null {
  const taken = early
  if (!taken?.answered || !fits(taken, filters, now)) return null
  early = null
  // Counted as the server's answer, as taking it through `settle` would.
  void taken.settle()
  return taken.answered
}
