import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, test } from 'vitest'
import { createConnectionQueue } from './connection-queue.ts'

const limits = { slots: 1, maxWaiting: 3, maxWaitMs: 1_000 }

/** A promise the test settles when it chooses. */
function gate() {
  let open!: () => void
  let fail!: (error: Error) => void
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve
    fail = reject
  })
  return { promise, open, fail }
}

describe('the connection queue', () => {
  test('starts work in the order it was asked for, one slot at a time', async () => {
    const queue = createConnectionQueue(limits)
    const order: number[] = []
    let atOnce = 0
    let mostAtOnce = 0
    await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        queue.run(async () => {
          atOnce++
          mostAtOnce = Math.max(mostAtOnce, atOnce)
          order.push(index)
          // Later work finishes sooner: the order still follows the asking.
          await new Promise((resolve) => setTimeout(resolve, 5 - index))
          atOnce--
        }),
      ),
    )
    expect(order).toEqual([0, 1, 2, 3, 4])
    expect(mostAtOnce).toBe(1)
  })

  test('runs as many at once as it has slots', async () => {
    const queue = createConnectionQueue({ ...limits, slots: 2 })
    const held = gate()
    const started: number[] = []
    const all = Promise.all(
      [0, 1, 2].map((index) =>
        queue.run(async () => {
          started.push(index)
          await held.promise
        }),
      ),
    )
    await expect.poll(() => started).toEqual([0, 1])
    expect(queue.running).toBe(2)
    expect(queue.waiting).toBe(1)
    held.open()
    await all
    expect(started).toEqual([0, 1, 2])
  })

  test('never starts work inside the call that asks for it, even with the slot free', async () => {
    const queue = createConnectionQueue(limits)
    let started = false
    const done = queue.run(async () => {
      started = true
    })
    expect(started).toBe(false)
    expect(queue.waiting).toBe(1)
    await nextTurn()
    expect(started).toBe(true)
    await done
  })

  test('is full at its most waiting', async () => {
    const queue = createConnectionQueue(limits)
    const held = gate()
    const holder = queue.run(() => held.promise)
    await nextTurn()
    const waiting = [queue.run(async () => 1), queue.run(async () => 2)]
    expect(queue.full).toBe(false)
    waiting.push(queue.run(async () => 3))
    expect(queue.waiting).toBe(3)
    expect(queue.full).toBe(true)
    held.open()
    await holder
    expect(await Promise.all(waiting)).toEqual([1, 2, 3])
    expect(queue.full).toBe(false)
  })

  test('is full while the first in line has waited too long, and not once it moves', async () => {
    let clock = 0
    const queue = createConnectionQueue({ ...limits, maxWaiting: 100 }, () => clock)
    const held = gate()
    const holder = queue.run(() => held.promise)
    await nextTurn()
    const next = queue.run(async () => 'done')
    clock += 999
    expect(queue.full).toBe(false)
    clock += 1
    expect(queue.full).toBe(true)
    held.open()
    await holder
    expect(await next).toBe('done')
    expect(queue.full).toBe(false)
  })

  test('a failing query frees its slot for the next', async () => {
    const queue = createConnectionQueue(limits)
    const failing = queue.run(async () => {
      throw new Error('syntax error at or near "selec"')
    })
    const next = queue.run(async () => 'answered')
    await expect(failing).rejects.toThrow('syntax error')
    expect(await next).toBe('answered')
    expect(queue.running).toBe(0)
  })

  test('a slot taken by acquire is freed once, however often release is called', async () => {
    const queue = createConnectionQueue({ ...limits, slots: 2 })
    const release = await queue.acquire()
    release()
    release()
    const [first, second] = await Promise.all([queue.acquire(), queue.acquire()])
    expect(queue.running).toBe(2)
    let third = false
    const waiting = queue.acquire().then((releaseThird) => {
      third = true
      releaseThird()
    })
    await nextTurn()
    expect(third).toBe(false)
    first()
    await waiting
    second()
    expect(queue.running).toBe(0)
  })
})
