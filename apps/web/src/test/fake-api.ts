/**
 * The server as page tests need it: answers by request line ("GET /users/friends", with :params as in the
 * contract), each a status and body or a function of the request; every call is recorded. Anything not
 * listed answers 500, so a test notices a call it did not expect.
 */
import { vi } from 'vitest'

export interface FakeCall {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

export type FakeAnswer = { status?: number; body?: unknown } | 'no-answer'
export type FakeRoutes = Record<
  string,
  FakeAnswer | ((call: FakeCall, params: Record<string, string>) => FakeAnswer)
>

function match(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = []
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  const found = new RegExp(`^${source}$`).exec(path)
  if (!found) return null
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]))
}

export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://app.test')
      const call: FakeCall = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      }
      calls.push(call)
      for (const [line, answer] of Object.entries(routes)) {
        const [method, pattern = ''] = line.split(' ')
        const params = method === call.method ? match(pattern, call.path) : null
        if (!params) continue
        const result = typeof answer === 'function' ? answer(call, params) : answer
        if (result === 'no-answer') throw new TypeError('Failed to fetch')
        return new Response(JSON.stringify(result.body ?? { ok: true }), {
          status: result.status ?? 200,
          headers: { 'content-type': 'application/json' },
        })
      }
      return new Response(JSON.stringify({ error: { code: 'internal', message: 'not faked' } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return {
    calls,
    /** The calls made with this request line, e.g. "POST /users/friends/:id" matched by its path. */
    made: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  }
}

export const apiError = (status: number, code: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message: code, ...(fields && { fields }) } },
})
