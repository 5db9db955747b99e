import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setToken } from '../auth/session.ts'
import { BUSY_TRIES, request, setDefaultHandlers, type DefaultHandlers } from './client.ts'
import { noteAnswer, serverReachableStore } from './connection.ts'
import { LOADING_COMPLETE_DELAY_MS, loadingStore } from './loading.ts'

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )
}

let defaults: { [K in keyof DefaultHandlers]: ReturnType<typeof vi.fn<DefaultHandlers[K]>> }

beforeEach(() => {
  defaults = {
    unauthorized: vi.fn<DefaultHandlers['unauthorized']>(),
    unexpected: vi.fn<DefaultHandlers['unexpected']>(),
  }
  setDefaultHandlers(defaults)
  setToken(null)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  noteAnswer()
})

describe('request', () => {
  test('sends JSON with the token as a bearer header and resolves {success, status, data}', async () => {
    const fetch = respond(200, { token: 't', userId: 'u' })
    vi.stubGlobal('fetch', fetch)
    setToken('my-token')
    const result = await request('POST /users/login', { body: { email: 'a@b.co', password: 'pw' } })
    expect(result).toEqual({ success: true, status: 200, data: { token: 't', userId: 'u' } })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/users/login')
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({
      authorization: 'Bearer my-token',
      'content-type': 'application/json',
    })
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'pw' }))
  })

  test('fills path parameters and query strings, leaving out empty values', async () => {
    const fetch = respond(200, { available: true })
    vi.stubGlobal('fetch', fetch)
    await request('GET /users/handle-info/:handle', { params: { handle: 'a b' } })
    await request('GET /users/by-email', { query: { email: 'x@y.z' } })
    expect(fetch.mock.calls.map((call) => (call as unknown as [string])[0])).toEqual([
      '/api/users/handle-info/a%20b',
      '/api/users/by-email?email=x%40y.z',
    ])
  })

  test('no response at all is status 0: the server is marked unreachable, with no toast per request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const result = await request('GET /users/')
    expect(result).toEqual({ success: false, status: 0, data: null })
    await request('GET /labels')
    expect(serverReachableStore.get()).toBe(false)
    expect(defaults.unexpected).not.toHaveBeenCalled()

    vi.stubGlobal('fetch', respond(404, { error: { code: 'not_found', message: 'No' } }))
    await request('GET /users/')
    expect(serverReachableStore.get()).toBe(true)
  })

  test("a proxy's error page in place of the server's answer counts as no answer; the server's own 503 does not", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    )
    expect(await request('GET /users/')).toEqual({ success: false, status: 0, data: null })
    expect(serverReachableStore.get()).toBe(false)
    expect(defaults.unexpected).not.toHaveBeenCalled()

    vi.stubGlobal('fetch', respond(503, { error: { code: 'unavailable', message: 'No database' } }))
    expect(await request('GET /users/')).toMatchObject({ success: false, status: 503 })
    expect(serverReachableStore.get()).toBe(true)
    expect(defaults.unexpected).toHaveBeenCalledOnce()
  })

  describe('a request turned away as busy (503 with Retry-After)', () => {
    const busy = () =>
      new Response(JSON.stringify({ error: { code: 'busy', message: 'Busy' } }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
      })
    const ok = () =>
      new Response(JSON.stringify({ count: 3 }), { headers: { 'content-type': 'application/json' } })

    test('is sent again after the seconds the server named, and the caller sees only the answer', async () => {
      vi.useFakeTimers()
      const fetch = vi
        .fn()
        .mockResolvedValueOnce(busy())
        .mockResolvedValueOnce(busy())
        .mockResolvedValue(ok())
      vi.stubGlobal('fetch', fetch)
      const pending = request('GET /recipes/count', { query: { folder: 'main' } })
      await vi.advanceTimersByTimeAsync(1999)
      expect(fetch).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(fetch).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(2000)
      expect(await pending).toEqual({ success: true, status: 200, data: { count: 3 } })
      expect(fetch).toHaveBeenCalledTimes(3)
      expect(defaults.unexpected).not.toHaveBeenCalled()
    })

    test(`gives up after ${BUSY_TRIES} tries: then the caller gets the 503`, async () => {
      vi.useFakeTimers()
      const fetch = vi.fn(async () => busy())
      vi.stubGlobal('fetch', fetch)
      const pending = request('GET /recipes/count', { query: { folder: 'main' } })
      await vi.advanceTimersByTimeAsync(60_000)
      expect(await pending).toMatchObject({ success: false, status: 503, data: { error: { code: 'busy' } } })
      expect(fetch).toHaveBeenCalledTimes(BUSY_TRIES)
      expect(defaults.unexpected).toHaveBeenCalledOnce()
    })
  })

  test('401 opens the auth prompt; 500 and any other status show the unexpected-error message', async () => {
    vi.stubGlobal('fetch', respond(401, { error: { code: 'unauthorized', message: 'Sign in' } }))
    await request('GET /users/')
    expect(defaults.unauthorized).toHaveBeenCalledOnce()
    vi.stubGlobal('fetch', respond(500, { error: { code: 'internal', message: 'x' } }))
    await request('GET /users/')
    vi.stubGlobal('fetch', respond(418, null))
    await request('GET /users/')
    expect(defaults.unexpected).toHaveBeenCalledTimes(2)
  })

  test("a caller's handler for the status wins over its '*' handler, which wins over the defaults", async () => {
    vi.stubGlobal('fetch', respond(412, { error: { code: 'invalid_login', message: 'no' } }))
    const forStatus = vi.fn()
    const catchAll = vi.fn()
    const result = await request(
      'POST /users/login',
      { body: { email: 'a', password: 'b' } },
      { 412: forStatus, '*': catchAll },
    )
    expect(forStatus).toHaveBeenCalledWith(result)
    expect(catchAll).not.toHaveBeenCalled()
    await request('POST /users/login', { body: { email: 'a', password: 'b' } }, { '*': catchAll })
    expect(catchAll).toHaveBeenCalledOnce()
    expect(defaults.unexpected).not.toHaveBeenCalled()
  })

  test('the loading bar completes 150 ms after the last request ends', async () => {
    vi.useFakeTimers()
    let finish: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))),
    )
    const pending = request('GET /health')
    expect(loadingStore.get()).toBe(true)
    finish(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }))
    await pending
    expect(loadingStore.get()).toBe(true)
    vi.advanceTimersByTime(LOADING_COMPLETE_DELAY_MS - 1)
    expect(loadingStore.get()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(loadingStore.get()).toBe(false)
  })
})
