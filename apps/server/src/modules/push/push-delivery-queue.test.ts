import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createDeliveryQueue } from './push-delivery-queue.ts'
import type { DeliveryLimits } from './push-limits.ts'

const LIMITS: DeliveryLimits = {
  inFlight: 3,
  inFlightPerOrigin: 2,
  perOriginPerSecond: 4,
  queued: 8,
  queuedPerOrigin: 5,
}

beforeEach(() => {
  // Turns of the event loop stay real; the time rates are counted in is faked.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const turn = () => new Promise((resolve) => setImmediate(resolve))

/** Lets every delivery that can start now start. */
async function turns() {
  for (let index = 0; index < 20; index++) await turn()
}

/** Moves time on, then lets what that allows start. */
async function later(ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
  await turns()
}

/** A queue whose deliveries are `<origin>:<n>` strings, each finished when the test says. */
function setUp(limits: Partial<DeliveryLimits> = {}) {
  const started: string[] = []
  const finishers = new Map<string, () => void>()
  const drops: Map<string, number>[] = []
  const errors: unknown[] = []
  const queue = createDeliveryQueue<string>({
    limits: { ...LIMITS, ...limits },
    run: (item) =>
      new Promise<void>((resolve) => {
        started.push(item)
        finishers.set(item, resolve)
      }),
    onError: (error) => errors.push(error),
    onDropped: (dropped) => drops.push(dropped),
    now: () => Date.now(),
  })
  const add = (origin: string, count: number) =>
    Array.from({ length: count }, (_, index) => queue.add(origin, `${origin}:${index}`))
  const finish = async (...items: string[]) => {
    for (const item of items) finishers.get(item)?.()
    await turns()
  }
  return { queue, started, drops, errors, add, finish }
}

describe('the delivery queue', () => {
  test('starts one delivery per turn of the event loop', async () => {
    const { started, add } = setUp()
    add('a', 2)
    add('b', 1)
    expect(started).toEqual([])
    await turn()
    expect(started).toHaveLength(1)
    await turn()
    expect(started).toHaveLength(2)
  })

  test('no more at once than the limits, overall and at one origin; each that ends lets the next start', async () => {
    const { queue, started, add, finish } = setUp()
    add('a', 4)
    add('b', 4)
    await turns()
    // Two at a (its limit), one at b (the overall limit), taking turns.
    expect(started).toEqual(['a:0', 'b:0', 'a:1'])
    expect(queue.running).toBe(3)
    await finish('a:0')
    expect(started).toEqual(['a:0', 'b:0', 'a:1', 'b:1'])
    await finish('a:1', 'b:0')
    expect(started.slice(4).toSorted()).toEqual(['a:2', 'b:2'])
  })

  test('an origin gets a second’s worth at once, then its rate', async () => {
    const { started, add, finish } = setUp({ inFlight: 100, inFlightPerOrigin: 100 })
    add('a', 5)
    add('b', 2)
    await turns()
    expect(started.filter((item) => item.startsWith('a'))).toHaveLength(4)
    expect(started.filter((item) => item.startsWith('b'))).toHaveLength(2)
    await finish(...started)
    add('a', 1)
    await later(200)
    expect(started.filter((item) => item.startsWith('a'))).toHaveLength(4)
    await later(50)
    expect(started.filter((item) => item.startsWith('a'))).toHaveLength(5)
    await later(250)
    expect(started.filter((item) => item.startsWith('a'))).toHaveLength(6)
  })

  test('an origin whose line emptied gets no fresh second’s worth until its bucket refilled', async () => {
    const { started, add, finish } = setUp({ inFlight: 100, inFlightPerOrigin: 100 })
    add('a', 4)
    await turns()
    await finish(...started)
    add('a', 4)
    await turns()
    expect(started).toHaveLength(4)
    await later(1000)
    expect(started).toHaveLength(8)
  })

  test('past its bounds, a delivery is dropped; drops are reported by origin, at most once a second', async () => {
    const { queue, drops, add } = setUp()
    expect(add('a', 6)).toEqual([true, true, true, true, true, false])
    expect(add('b', 4)).toEqual([true, true, true, false])
    expect(queue.waiting).toBe(LIMITS.queued)
    expect(add('c', 1)).toEqual([false])
    expect(drops).toEqual([])
    await later(1000)
    expect(drops).toEqual([
      new Map([
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ]),
    ])
  })

  test('drain waits for every delivery; those still waiting past its time are dropped and reported', async () => {
    const { queue, started, drops, add, finish } = setUp({ perOriginPerSecond: 1 })
    add('a', 3)
    let drained = false
    const draining = queue.drain(1500).then(() => (drained = true))
    await turns()
    expect(started).toEqual(['a:0'])
    await finish('a:0')
    await later(1000)
    expect(started).toEqual(['a:0', 'a:1'])
    await later(500)
    // a:2 was dropped; a:1 still runs, and is waited for.
    expect(drained).toBe(false)
    expect(queue.waiting).toBe(0)
    await finish('a:1')
    await draining
    expect(drops).toEqual([new Map([['a', 1]])])
  })

  test('a delivery that throws or rejects is reported and frees its place', async () => {
    const errors: unknown[] = []
    let calls = 0
    const queue = createDeliveryQueue<number>({
      limits: { ...LIMITS, inFlight: 1 },
      run: (item) => {
        calls++
        if (item === 0) throw new Error('thrown')
        return Promise.reject(new Error('rejected'))
      },
      onError: (error) => errors.push(error),
      onDropped: () => undefined,
    })
    queue.add('a', 0)
    queue.add('b', 1)
    queue.add('a', 2)
    const draining = queue.drain(1000)
    await turns()
    await draining
    expect(calls).toBe(3)
    expect(errors.map((error) => (error as Error).message)).toEqual(['thrown', 'rejected', 'rejected'])
  })
})
