/**
 * The request layer's fetch, answered per request line ("GET /messages/threads") by the test: JSON with a
 * status, or no answer at all (the server cannot be reached). Every call is recorded with its URL and body.
 */
import { vi } from 'vitest'

export type Answer = { status?: number; json?: unknown } | 'unreachable'
export type Route = (url: URL, body: unknown) => Answer | Promise<Answer>

export interface FakeApi {
  calls: { line: string; url: URL; body: unknown }[]
  on: (line: string, route: Route | Answer) => void
}

export function stubApi(): FakeApi {
  const routes = new Map<string, Route>()
  const api: FakeApi = {
    calls: [],
    on(line, route) {
      routes.set(line, typeof route === 'function' ? route : () => route)
    },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://app.test')
      const line = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      api.calls.push({ line, url, body })
      const route = routes.get(line)
      const answer = route
        ? await route(url, body)
        : { status: 404, json: { error: { code: 'not_found', message: 'Not found' } } }
      if (answer === 'unreachable') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(answer.json ?? {}), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return api
}

/** A WebSocket the test drives: `frame` delivers a `{type, data}` frame to the app. */
export class FakeSocket {
  static all: FakeSocket[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  readonly url: string
  constructor(url: string) {
    this.url = url
    FakeSocket.all.push(this)
  }
  close() {
    // Nothing to release.
  }
  static frame(type: string, data: unknown) {
    for (const socket of FakeSocket.all) socket.onmessage?.({ data: JSON.stringify({ type, data }) })
  }
}
