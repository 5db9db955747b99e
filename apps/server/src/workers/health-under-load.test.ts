/**
 * The server as a process, sent the worst pages and files there are (see test/send-worst-inputs.ts) while
 * someone else's requests keep coming: /api/health must keep answering at once, because that reading
 * happens in worker threads (which load as TypeScript in the real process, as here). The bound is loose
 * for a shared, loaded machine.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { expect, test } from 'vitest'
import { startServer, stopServer } from '../test/server-process.ts'

const HEALTH_BOUND_MS = 500

test('health answers at once while the worst pages and files are being read', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-health-'))
  const server = await startServer({ DATA_DIR: dataDir })
  try {
    const registered = await fetch(`${server.url}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Load Cook', email: 'load@rosemary.test', password: 'a long password' }),
    })
    const { token } = (await registered.json()) as { token: string }
    const health = async () => {
      const asked = performance.now()
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      return performance.now() - asked
    }
    for (let warm = 0; warm < 5; warm++) await health()

    const sending = { done: false }
    const started = performance.now()
    // Sent from a thread of their own, so building and uploading megabytes never delays the polling here.
    const sender = new Worker(new URL('../test/send-worst-inputs.ts', import.meta.url), {
      workerData: { url: server.url, token },
    })
    const heavy = new Promise<number[]>((resolve, reject) => {
      sender.once('message', resolve)
      sender.once('error', reject)
    }).finally(() => (sending.done = true))
    const latencies: number[] = []
    while (!sending.done) {
      latencies.push(await health())
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const statuses = await heavy
    const took = performance.now() - started

    // Read or refused, each with an answer: never a 500, never a hang.
    expect(statuses).toEqual([200, 200, 400, 200, 202])
    expect(took).toBeLessThan(30_000)
    const sorted = latencies.toSorted((a, b) => a - b)
    const summary = `${latencies.length} answers, p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`
    expect(latencies.length, summary).toBeGreaterThan(10)
    expect(sorted.at(-1), summary).toBeLessThan(HEALTH_BOUND_MS)
  } finally {
    await stopServer(server)
    await rm(dataDir, { recursive: true, force: true })
  }
}, 120_000)
