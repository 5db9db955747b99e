/**
 * The server as a process measured while something heavy runs (the health tests): an account made
 * through the API, the heavy part sent from a worker thread of its own (so building and parsing megabytes
 * never delays the polling here), and GET /api/health asked one after another until the thread is done.
 */
import { Worker } from 'node:worker_threads'

/** Registers an account on the server at `url`; its session token. */
export async function registerThroughApi(url: string, name: string, email: string): Promise<string> {
  const registered = await fetch(`${url}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'a long password' }),
  })
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`)
  return ((await registered.json()) as { token: string }).token
}

/** How long one GET /api/health takes to answer 200 (it throws on any other answer). */
export async function healthWait(url: string): Promise<number> {
  const asked = performance.now()
  const answer = await fetch(`${url}/api/health`)
  await answer.body?.cancel()
  if (answer.status !== 200) throw new Error(`health answered ${answer.status}`)
  return performance.now() - asked
}

/** Health asked one after another, PAUSE_MS apart, until `done()`: each wait, sorted. */
export async function pollHealth(url: string, done: () => boolean): Promise<number[]> {
  const waits: number[] = []
  while (!done()) {
    waits.push(await healthWait(url))
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
  }
  return waits.toSorted((a, b) => a - b)
}
const PAUSE_MS = 20

/** The share-th of sorted waits (0.99: the p99). */
export const percentileOf = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN

export const describeWaits = (sorted: number[]) =>
  `${sorted.length} answers, p50 ${percentileOf(sorted, 0.5).toFixed(1)} ms, ` +
  `p99 ${percentileOf(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`

/**
 * Runs the worker at `script` with `workerData` while health is polled (after a few warm-up asks): the
 * worker's one message, and the health waits meanwhile, sorted.
 */
export async function healthWhileWorker(
  url: string,
  script: URL,
  workerData: unknown,
): Promise<{ result: unknown; waits: number[] }> {
  for (let warm = 0; warm < 5; warm++) await healthWait(url)
  const worker = new Worker(script, { workerData })
  const running = { done: false }
  const result = new Promise<unknown>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  }).finally(() => (running.done = true))
  const waits = await pollHealth(url, () => running.done)
  return { result: await result, waits }
}
