/**
 * The one way the web app calls the API, typed by the shared contract (type-only: no zod in the bundle).
 * Every call resolves to {success, status, data}; a failure without a response has status 0 (so does a
 * proxy's error page in place of the server's answer). Failures go to the caller's handler for that
 * status, else its "*" handler, else the app's default: for 0 the one "cannot reach the server" notice
 * (connection.ts, spec §8's offline message), the auth prompt for 401, the unexpected-error message for
 * anything else.
 */
import type { EndpointName, Endpoints, RequestOf, ResponseOf, TApiError } from '@rosemary/shared/contract'
import { getToken } from '../auth/session.ts'
import { isGatewayFailure, noteAnswer, noteNoAnswer } from './connection.ts'
import { requestEnded, requestStarted } from './loading.ts'

export const REQUEST_TIMEOUT_MS = 600_000

export type ApiSuccess<T> = { success: true; status: number; data: T }
export type ApiFailure = { success: false; status: number; data: TApiError | null }
export type ApiResult<T> = ApiSuccess<T> | ApiFailure

export type FailureHandler = (failure: ApiFailure) => void
export type StatusHandlers = Partial<Record<number | '*', FailureHandler>>

/** No answer needs no default: the connection notice says so, once, however many requests failed. */
export interface DefaultHandlers {
  unauthorized: FailureHandler
  unexpected: FailureHandler
}

let defaults: DefaultHandlers = {
  unauthorized: () => undefined,
  unexpected: () => undefined,
}

/** Installed once at start by the app, which knows about toasts and the auth modal. */
export function setDefaultHandlers(handlers: DefaultHandlers): void {
  defaults = handlers
}

type Input<K extends EndpointName> = RequestOf<Endpoints[K]>

type QueryValue = string | number | boolean | null | undefined

function buildUrl(
  path: string,
  input: { params?: Record<string, string>; query?: Record<string, QueryValue> },
) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? ''))
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== null && value !== undefined) search.set(name, String(value))
  }
  const query = search.toString()
  return `/api${filled}${query ? `?${query}` : ''}`
}

interface SendInput {
  params?: Record<string, string>
  query?: Record<string, QueryValue>
  body?: unknown
}

/**
 * A request the server turned away before doing any of it, because too many wait for its database
 * (503 `busy`, with Retry-After: apps/server/src/http/admission.ts), is sent again after the time it names,
 * up to BUSY_TRIES times in all; only then does the caller see the 503.
 */
export const BUSY_TRIES = 4
const MAX_BUSY_WAIT_MS = 10_000

type Sent = ApiResult<unknown> & { retryAfterMs?: number }

function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_BUSY_WAIT_MS) : 1000
}

async function send(key: string, input: SendInput): Promise<Sent> {
  const space = key.indexOf(' ')
  const method = key.slice(0, space)
  const url = buildUrl(key.slice(space + 1), input)
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = getToken()
  if (token) headers.authorization = `Bearer ${token}`
  // A form (an upload) sets its own multipart content type and boundary.
  const form = input.body instanceof FormData ? input.body : null
  if (input.body !== undefined && !form) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body: form ?? (input.body === undefined ? null : JSON.stringify(input.body)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch {
    return { success: false, status: 0, data: null }
  }
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false
  if (isGatewayFailure(response.status, isJson)) return { success: false, status: 0, data: null }
  const data: unknown = isJson ? await response.json() : null
  if (response.ok) return { success: true, status: response.status, data }
  const failure: Sent = { success: false, status: response.status, data: data as TApiError | null }
  if (response.status === 503 && failure.data?.error.code === 'busy')
    failure.retryAfterMs = retryAfterMs(response)
  return failure
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function sendUntilLetIn(key: string, input: SendInput): Promise<ApiResult<unknown>> {
  let sent = await send(key, input)
  for (let tries = 1; sent.retryAfterMs !== undefined && tries < BUSY_TRIES; tries++) {
    await wait(sent.retryAfterMs)
    sent = await send(key, input)
  }
  const { retryAfterMs: _, ...result } = sent
  return result
}

/**
 * Tells the connection state what happened, then sends a failure to the caller's handler for its status,
 * else to the app's default (shared with uploads).
 */
export function settleResult(result: ApiResult<unknown>, handlers: StatusHandlers): void {
  if (result.status === 0) noteNoAnswer()
  else noteAnswer()
  if (!result.success) handleFailure(result, handlers)
}

/** What the app does with a failure by default: for a caller whose "*" handler should not take one status. */
export function handleByDefault(failure: ApiFailure): void {
  handleFailure(failure, {})
}

function handleFailure(failure: ApiFailure, handlers: StatusHandlers): void {
  const handler = handlers[failure.status] ?? handlers['*']
  if (handler) handler(failure)
  else if (failure.status === 401) defaults.unauthorized(failure)
  else if (failure.status !== 0) defaults.unexpected(failure)
}

async function perform(key: string, input: SendInput, handlers: StatusHandlers): Promise<ApiResult<unknown>> {
  requestStarted()
  try {
    const result = await sendUntilLetIn(key, input)
    settleResult(result, handlers)
    return result
  } finally {
    requestEnded()
  }
}

export async function request<K extends EndpointName>(
  key: K,
  ...[input, handlers = {}]: keyof Input<K> extends never
    ? [input?: Input<K>, handlers?: StatusHandlers]
    : [input: Input<K>, handlers?: StatusHandlers]
): Promise<ApiResult<ResponseOf<Endpoints[K]>>> {
  return (await perform(key, input ?? {}, handlers)) as ApiResult<ResponseOf<Endpoints[K]>>
}

/**
 * A request sent now whose answer is handled later, by whoever takes it (`settle`): for one started before
 * the app can handle failures (the recipe list's first page, data/early-recipe-page.ts).
 */
export function sendNow<K extends EndpointName>(
  key: K,
  input: Input<K>,
): {
  /** The answer, not handled yet: for a look at it before it is taken. */
  sent: Promise<ApiResult<ResponseOf<Endpoints[K]>>>
  settle: (handlers?: StatusHandlers) => Promise<ApiResult<ResponseOf<Endpoints[K]>>>
} {
  requestStarted()
  const sent = sendUntilLetIn(key, input as SendInput).finally(requestEnded)
  return {
    sent: sent as Promise<ApiResult<ResponseOf<Endpoints[K]>>>,
    settle: async (handlers = {}) => {
      const result = await sent
      settleResult(result, handlers)
      return result as ApiResult<ResponseOf<Endpoints[K]>>
    },
  }
}

export type MultipartEndpoint = {
  [K in EndpointName]: Endpoints[K] extends { multipart: true } ? K : never
}[EndpointName]

/** An upload (spec §7's multipart variant): the same answers and failure handling as `request`. */
export async function requestMultipart<K extends MultipartEndpoint>(
  key: K,
  form: FormData,
  handlers: StatusHandlers = {},
): Promise<ApiResult<ResponseOf<Endpoints[K]>>> {
  return (await perform(key, { body: form }, handlers)) as ApiResult<ResponseOf<Endpoints[K]>>
}

/** Ignores every failure: for calls whose outcome does not matter to the person (logout, background refreshes). */
export const IGNORE_FAILURES: StatusHandlers = { '*': () => undefined }

/** For TanStack Query: the data, or a thrown ApiFailure the query can show. */
export class RequestFailed extends Error {
  readonly failure: ApiFailure
  constructor(failure: ApiFailure) {
    super(failure.data?.error.message ?? `Request failed with status ${failure.status}`)
    this.failure = failure
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.success) throw new RequestFailed(result)
  return result.data
}
