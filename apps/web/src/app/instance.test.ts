import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setDefaultHandlers } from '../api/client.ts'
import { noteAnswer } from '../api/connection.ts'
import { INSTANCE_RETRY_MS, instanceStore, loadInstance } from './instance.ts'
import { testInstance } from '../test/instance-fixture.ts'

const instance = testInstance

function answer(status: number, body: unknown = instance) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const handlers = { unauthorized: vi.fn(), unexpected: vi.fn() }

beforeEach(() => {
  vi.useFakeTimers()
  setDefaultHandlers(handlers)
  instanceStore.set(null)
})

afterEach(() => {
  noteAnswer()
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

test('what the server says it is, kept for the page load (signed in or not)', async () => {
  const fetch = vi.fn(async () => answer(200))
  vi.stubGlobal('fetch', fetch)
  await loadInstance()
  expect(instanceStore.get()).toEqual(instance)
  expect(fetch).toHaveBeenCalledOnce()
  expect(fetch.mock.calls[0]).toEqual(['/api/instance', expect.anything()])
})

test.for([
  ['a 500', () => answer(500, null)],
  ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['garbage', () => new Response('<h1>Bad gateway</h1>', { status: 200 })],
] as const)('%s is asked again after a pause, without a word to the person', async ([, fail]) => {
  // Only the instance's address counts: no answer also starts the connection's own checks.
  const answers = [fail, () => answer(200)]
  const asked = vi.fn()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/api/instance') return answer(200, { ok: true, database: 'pglite', version: '1' })
      asked()
      return (answers.shift() ?? (() => answer(200)))()
    }),
  )
  await loadInstance()
  expect(instanceStore.get()).toBeNull()
  await vi.advanceTimersByTimeAsync(INSTANCE_RETRY_MS - 1)
  expect(asked).toHaveBeenCalledOnce()
  await vi.advanceTimersByTimeAsync(1)
  expect(asked).toHaveBeenCalledTimes(2)
  expect(instanceStore.get()).toEqual(instance)
  expect(handlers.unexpected).not.toHaveBeenCalled()
})
