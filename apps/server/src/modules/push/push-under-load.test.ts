/**
 * The server as a process while messages fan out as Web Push to thousands of subscriptions: eighty
 * people with ten browsers each, one of whom tries to register a thousand more on one session, all
 * receiving messages from a friend. /api/health must keep answering at once (each push is encrypted in a
 * turn of its own, never thousands in one), and the push services must see the delivery limits: so many
 * at once, so many a second. The bounds are loose for a shared, loaded machine; the figures are printed.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { expect, test } from 'vitest'
import { describeWaits, healthWait, percentileOf, pollHealth } from '../../test/health-while.ts'
import { registerPushLoad, seedPushLoad, sendPushLoad } from '../../test/push-load.ts'
import type { ReceiverReport } from '../../test/push-receiver-worker.ts'
import { startServer, stopServer } from '../../test/server-process.ts'
import { DELIVERY_LIMITS, REGISTRATIONS_PER_MINUTE } from './push-limits.ts'

const RECIPIENTS = 80
const SESSIONS_EACH = 10
/** What one of them tries to register on one session, on top. */
const FLOOD = 1000
/** Messages to that one, the rest getting one each. */
const FLOOD_MESSAGES = 5
const ORIGINS = 4
/** How long /api/health is measured once the messages start, and before, for comparison. */
const MEASURED_MS = 6000
const QUIET_MS = 2000

/**
 * Measured on 2 cores shared with other test runs (load 6-9): p50 5-9 ms, p99 40-170 ms, max 90-190 ms,
 * while the same machine answered with a p99 of 13-70 ms before the messages. Before the delivery queue:
 * 6 answers in 6 s, p50 619 ms, p99 3 s (one message to a thousand subscriptions held the server).
 */
const HEALTH_P99_BOUND_MS = 250
const HEALTH_MAX_BOUND_MS = 1000

test('health answers at once while messages fan out to thousands of push subscriptions', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-push-load-'))
  const people = await seedPushLoad(dataDir, { recipients: RECIPIENTS, sessionsEach: SESSIONS_EACH })
  const receiver = new Worker(new URL('../../test/push-receiver-worker.ts', import.meta.url), {
    workerData: { origins: ORIGINS },
  })
  const bases = await new Promise<string[]>((resolve, reject) => {
    receiver.once('message', resolve)
    receiver.once('error', reject)
  })
  const server = await startServer({
    DATA_DIR: dataDir,
    CLIP_ALLOW_PRIVATE: 'true',
    MESSAGE_RATE_LIMIT_PER_MINUTE: '100000',
  })
  try {
    const registered = await registerPushLoad(server.url, people, bases, FLOOD)

    for (let warm = 0; warm < 5; warm++) await healthWait(server.url)
    // The same machine without pushes, for comparison.
    const quietFrom = performance.now()
    const quiet = await pollHealth(server.url, () => performance.now() - quietFrom > QUIET_MS)

    const started = performance.now()
    const sending = sendPushLoad(server.url, people, FLOOD_MESSAGES)
    const sorted = await pollHealth(server.url, () => performance.now() - started > MEASURED_MS)
    const sent = await sending
    receiver.postMessage('report')
    const report = await new Promise<ReceiverReport>((resolve) => receiver.once('message', resolve))

    const summary =
      `${registered.accepted} of ${registered.tried} registrations accepted; ${sent.length} messages, ` +
      `${report.total} pushes received in ${MEASURED_MS / 1000} s (at most ${report.maxInFlight} at once); ` +
      `health while they fan out: ${describeWaits(sorted)} (before: ${describeWaits(quiet)}); per origin ` +
      Object.values(report.origins)
        .map(({ count, maxInFlight, maxPerSecond }) => `${count} (${maxInFlight} at once, ${maxPerSecond}/s)`)
        .join(', ')
    console.info(summary)

    expect(sent.every((status) => status === 201)).toBe(true)
    expect(percentileOf(sorted, 0.99), summary).toBeLessThan(HEALTH_P99_BOUND_MS)
    expect(sorted.at(-1), summary).toBeLessThan(HEALTH_MAX_BOUND_MS)
    expect(registered.accepted, summary).toBeLessThanOrEqual(
      RECIPIENTS * SESSIONS_EACH + REGISTRATIONS_PER_MINUTE,
    )
    expect(report.malformed, summary).toBe(0)
    expect(report.maxInFlight, summary).toBeLessThanOrEqual(DELIVERY_LIMITS.inFlight)
    for (const seen of Object.values(report.origins)) {
      expect(seen.maxInFlight, summary).toBeLessThanOrEqual(DELIVERY_LIMITS.inFlightPerOrigin)
      // A full bucket, then a second's refill; arrivals may bunch by a few milliseconds.
      expect(seen.maxPerSecond, summary).toBeLessThanOrEqual(2 * DELIVERY_LIMITS.perOriginPerSecond * 1.1)
    }
    // The fan-out was under way while health was measured.
    expect(report.total, summary).toBeGreaterThan(300)
    expect(sorted.length, summary).toBeGreaterThan(50)
  } finally {
    await stopServer(server)
    receiver.postMessage('close')
    await new Promise((resolve) => receiver.once('exit', resolve))
    await rm(dataDir, { recursive: true, force: true })
  }
}, 120_000)
