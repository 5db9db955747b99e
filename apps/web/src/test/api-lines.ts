/**
 * fake-api.ts driven one request line at a time, for tests that change an answer halfway ("now the server
 * cannot be reached"): `on` sets or replaces the answer of a line, `calls` lists what was asked with its
 * full URL.
 */
import { type FakeAnswer, type FakeCall, type FakeRoutes, fakeApi } from './fake-api.ts'

export type Answer = { status?: number; json?: unknown } | 'unreachable'
export type Route = (url: URL, body: unknown) => Answer
export interface SeenCall {
  line: string
  url: URL
  body: unknown
}

export interface FakeApi {
  readonly calls: SeenCall[]
  on: (line: string, route: Route | Answer) => void
}

const urlOf = (call: FakeCall) => new URL(`http://app.test/api${call.path}?${call.query.toString()}`)
const toFake = (answer: Answer): FakeAnswer =>
  answer === 'unreachable' ? 'no-answer' : { status: answer.status, body: answer.json ?? {} }

export function stubApi(): FakeApi {
  const routes: FakeRoutes = {}
  const api = fakeApi(routes)
  return {
    get calls() {
      return api.calls.map((call) => ({
        line: `${call.method} ${call.path}`,
        url: urlOf(call),
        body: call.body,
      }))
    },
    on(line, route) {
      routes[line] =
        typeof route === 'function' ? (call) => toFake(route(urlOf(call), call.body)) : toFake(route)
    },
  }
}
