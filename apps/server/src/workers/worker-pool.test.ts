import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, test } from 'vitest'
import { createWorkerPool, WorkerFailedError, WorkerTimeoutError, type WorkerPool } from './worker-pool.ts'

const TEST_WORKER = new URL('../test/pool-test-worker.ts', import.meta.url)

class ExampleError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ExampleError'
  }
}
/** Generous: starting a thread that loads TypeScript takes a while on a loaded machine. */
const STEP = { timeoutMs: 30_000 }

const pools: WorkerPool[] = []
function pool(options: { maxWorkers?: number; idleMs?: number } = {}) {
  const created = createWorkerPool({
    file: TEST_WORKER,
    maxWorkers: options.maxWorkers ?? 2,
    idleMs: options.idleMs ?? 60_000,
    errors: { ExampleError },
  })
  pools.push(created)
  return created
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()))
})

const echo = (workers: WorkerPool, input: unknown) =>
  workers.run<{ input: unknown; threadId: number }>('echo', input, STEP)

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('never happened')
    await sleep(20)
  }
}

describe('the pool', () => {
  test('starts a worker only when work comes, and ends it after a while without work', async () => {
    const workers = pool({ idleMs: 300 })
    expect(workers.size).toBe(0)
    expect((await echo(workers, { soup: 1 })).input).toEqual({ soup: 1 })
    expect(workers.size).toBe(1)
    await until(() => workers.size === 0)
    // The next task starts another.
    expect((await echo(workers, 'again')).input).toBe('again')
  })

  test('never runs more workers than its maximum; the others wait their turn', async () => {
    const workers = pool({ maxWorkers: 2 })
    let most = 0
    const watching = setInterval(() => (most = Math.max(most, workers.size)), 5)
    const threads = await Promise.all(
      Array.from({ length: 6 }, () => workers.run<number>('wait', { ms: 150 }, STEP)),
    )
    clearInterval(watching)
    expect(new Set(threads).size).toBe(2)
    expect(most).toBe(2)
  })

  test('a step past its time limit ends its worker and fails; the next task gets a fresh one', async () => {
    const workers = pool()
    const before = (await echo(workers, 1)).threadId
    const started = performance.now()
    await expect(workers.run('spin', {}, { timeoutMs: 300 })).rejects.toThrow(WorkerTimeoutError)
    expect(performance.now() - started).toBeLessThan(10_000)
    const after = (await echo(workers, 2)).threadId
    expect(after).not.toBe(before)
  })

  test('errors thrown by a task keep their class when the pool knows it, and leave the worker running', async () => {
    const workers = pool({ maxWorkers: 1 })
    const thread = (await echo(workers, 1)).threadId
    const known = workers.run('fail', { message: 'no soup', known: true }, STEP)
    await expect(known).rejects.toThrow(ExampleError)
    await expect(known).rejects.toThrow('no soup')
    const other = workers.run('fail', { message: 'odd', known: false }, STEP)
    await expect(other).rejects.toThrow('odd')
    expect((await echo(workers, 2)).threadId).toBe(thread)
  })

  test('a worker that ends in the middle of a task fails the task, not the pool', async () => {
    const workers = pool({ maxWorkers: 1 })
    await expect(workers.run('exit', {}, STEP)).rejects.toThrow(WorkerFailedError)
    expect((await echo(workers, 'still here')).input).toBe('still here')
  })

  test('closing ends the workers and fails the tasks still waiting for one', async () => {
    const workers = pool({ maxWorkers: 1 })
    const running = workers.run('wait', { ms: 60_000 }, STEP)
    const waiting = workers.run('echo', 'later', STEP)
    const settled = Promise.allSettled([running, waiting])
    await until(() => workers.size === 1)
    await workers.close()
    const [first, second] = await settled
    expect(first).toMatchObject({ status: 'rejected', reason: expect.any(WorkerFailedError) })
    expect(second).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/stopping/) },
    })
    expect(workers.size).toBe(0)
  })

  test('buffers move to the worker and back instead of being copied', async () => {
    const workers = pool()
    const bytes = new Uint8Array([42, 1, 2])
    const answer = await workers.run<{ seen: number; answer: Uint8Array }>(
      'bytes',
      { bytes },
      { ...STEP, transfer: [bytes.buffer] },
    )
    expect(answer.seen).toBe(42)
    // Moved: nothing is left of it on this side.
    expect(bytes.byteLength).toBe(0)
    expect([...answer.answer]).toEqual([7, 7, 7])
  })
})

describe('streams', () => {
  const counter = () => new Int32Array(new SharedArrayBuffer(4))

  test('give one item each time they are asked, never running ahead, then their last answer', async () => {
    const workers = pool()
    const produced = counter()
    const items: number[] = []
    const stream = workers.stream<number, string>('count', { to: 4, produced }, STEP)
    for (let next = await stream.next(); !next.done; next = await stream.next()) {
      items.push(next.value)
      await sleep(30)
      // The worker made this item and is waiting to be asked for the next.
      expect(Atomics.load(produced, 0)).toBe(next.value)
    }
    expect(items).toEqual([1, 2, 3, 4])
    expect(await workers.stream('count', { to: 1, produced: counter() }, STEP).next()).toEqual({
      done: false,
      value: 1,
    })
  })

  test('a stream left early ends its worker', async () => {
    const workers = pool({ maxWorkers: 1 })
    const thread = (await echo(workers, 1)).threadId
    for await (const item of workers.stream<number>('count', { to: 10, produced: counter() }, STEP)) {
      if (item === 2) break
    }
    expect((await echo(workers, 2)).threadId).not.toBe(thread)
  })

  test('a step past its time limit fails that step, after the items before it', async () => {
    const workers = pool()
    const items: number[] = []
    const reading = (async () => {
      for await (const item of workers.stream<number>(
        'count',
        { to: 5, spinAt: 3, produced: counter() },
        { timeoutMs: 500 },
      ))
        items.push(item)
    })()
    await expect(reading).rejects.toThrow(WorkerTimeoutError)
    expect(items).toEqual([1, 2])
  })
})
