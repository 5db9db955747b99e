/**
 * What one account can make the server do for everyone else (issue 22), measured as everyone else feels
 * it: GET /api/health probed every PROBE_EVERY_MS on a fixed schedule (support/health-probe.ts), first on
 * the idle server, then while the load runs.
 * - Push fan-out: 80 people with ten browsers each, one of whom tries to register a thousand more
 *   subscriptions on one session, all receiving messages from a friend; the pushes go to push services of
 *   our own on loopback, in a thread of their own (the same scenario as push-under-load.test.ts). One
 *   message goes first, unmeasured: a process's first push loads its HTTP client.
 * - Bulk items, on PGlite and on PostgreSQL: one account fills two lists with 5,000 items each, reading
 *   each back, and checks 5,000 off, from a thread of its own (as bulk-writes-health.test.ts).
 */
import { Worker } from 'node:worker_threads'
import { MAX_SHOPPING_LIST_ITEMS } from '@rosemary/shared/contract'
import { registerPushLoad, seedPushLoad, sendPushLoad } from '../apps/server/src/test/push-load.ts'
import type { ReceiverReport } from '../apps/server/src/test/push-receiver-worker.ts'
import { type Engine, scratchEngine } from './support/admin.ts'
import { type ProbeFigures, probeHealth } from './support/health-probe.ts'
import { registerAccount, startServer } from './support/processes.ts'

const PROBE_EVERY_MS = 10
const QUIET_MS = 3000
const PUSH = { recipients: 80, sessionsEach: 10, flood: 1000, floodMessages: 5, origins: 4, measuredMs: 8000 }
const BULK_LISTS = 2
const WARM_UP_MS = 10_000

export interface HealthUnderLoad {
  quiet: ProbeFigures
  busy: ProbeFigures
}

export interface PushFanOutFigures {
  setup: typeof PUSH
  registrationsTried: number
  registrationsAccepted: number
  messages: number
  pushesReceived: number
  health: HealthUnderLoad
}

export interface BulkWrite {
  what: string
  status: number
  ms: number
}

export interface BulkEngineFigures {
  database: Engine
  writes: BulkWrite[]
  health: HealthUnderLoad
}

export interface LimitsFigures {
  probeEveryMs: number
  quietSeconds: number
  push: PushFanOutFigures
  /** Each list gets `items` (the most a list holds) in one addition. */
  bulk: { lists: number; items: number; engines: BulkEngineFigures[] }
}

const quietHealth = async (url: string) => {
  const probe = probeHealth(url, PROBE_EVERY_MS)
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS))
  return probe.stop(1000)
}

/** A worker thread's first message, or its error. */
const firstMessage = <T>(worker: Worker) =>
  new Promise<T>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })

/** What the push services in the receiver's thread have seen so far. */
function receiverReport(receiver: Worker): Promise<ReceiverReport> {
  const report = firstMessage<ReceiverReport>(receiver)
  receiver.postMessage('report')
  return report
}

/** Resolves once the warm-up's pushes have arrived and a moment has passed (at most WARM_UP_MS). */
async function warmedUp(receiver: Worker): Promise<void> {
  const until = performance.now() + WARM_UP_MS
  while ((await receiverReport(receiver)).total === 0 && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 100))
  await new Promise((resolve) => setTimeout(resolve, 500))
}

async function measurePush(log: (line: string) => void): Promise<PushFanOutFigures> {
  const { dataDir, env, remove } = await scratchEngine('pglite', 'limits-push')
  const people = await seedPushLoad(dataDir, PUSH)
  const receiver = new Worker(new URL('../apps/server/src/test/push-receiver-worker.ts', import.meta.url), {
    workerData: { origins: PUSH.origins },
  })
  try {
    const bases = await firstMessage<string[]>(receiver)
    const server = await startServer({
      ...env,
      CLIP_ALLOW_PRIVATE: 'true',
      MESSAGE_RATE_LIMIT_PER_MINUTE: '100000',
    })
    try {
      const registered = await registerPushLoad(server.url, people, bases, PUSH.flood)
      // A process's first push loads its HTTP client (undici, about 100 ms once): done before measuring,
      // as a server that has been up a while has.
      await sendPushLoad(server.url, { ...people, recipients: people.recipients.slice(-1) }, 0)
      await warmedUp(receiver)
      const quiet = await quietHealth(server.url)
      const before = await receiverReport(receiver)
      const probe = probeHealth(server.url, PROBE_EVERY_MS)
      const sent = await sendPushLoad(server.url, people, PUSH.floodMessages)
      await new Promise((resolve) => setTimeout(resolve, PUSH.measuredMs))
      const busy = await probe.stop(1000)
      const { total } = await receiverReport(receiver)
      log(
        `push: ${registered.accepted} of ${registered.tried} registrations, ${total} pushes; health p99 ${quiet.p99} ms idle, ${busy.p99} ms during the fan-out`,
      )
      return {
        setup: PUSH,
        registrationsTried: registered.tried,
        registrationsAccepted: registered.accepted,
        messages: sent.filter((status) => status === 201).length,
        pushesReceived: total - before.total,
        health: { quiet, busy },
      }
    } finally {
      await server.stop()
    }
  } finally {
    const exited = new Promise((resolve) => receiver.once('exit', resolve))
    receiver.postMessage('close')
    await exited
    await remove()
  }
}

async function measureBulk(database: Engine, log: (line: string) => void): Promise<BulkEngineFigures> {
  const { env, remove } = await scratchEngine(database, 'limits-bulk')
  try {
    const server = await startServer(env)
    try {
      const { token } = await registerAccount(server, { name: 'Bulk Cook', email: 'bulk@rosemary.test' })
      const quiet = await quietHealth(server.url)
      const probe = probeHealth(server.url, PROBE_EVERY_MS)
      const sender = new Worker(new URL('../apps/server/src/test/send-bulk-items.ts', import.meta.url), {
        workerData: { url: server.url, token, lists: BULK_LISTS },
      })
      const writes = await firstMessage<BulkWrite[]>(sender)
      await sender.terminate()
      const busy = await probe.stop(1000)
      log(
        `bulk on ${database}: ${writes.map((write) => `${write.what} ${write.status} ${write.ms} ms`).join(', ')}; health p99 ${quiet.p99} ms idle, ${busy.p99} ms meanwhile`,
      )
      return { database, writes, health: { quiet, busy } }
    } finally {
      await server.stop()
    }
  } finally {
    await remove()
  }
}

export async function benchLimits(log: (line: string) => void): Promise<LimitsFigures> {
  const push = await measurePush(log)
  const engines = [await measureBulk('pglite', log), await measureBulk('postgres', log)]
  return {
    probeEveryMs: PROBE_EVERY_MS,
    quietSeconds: QUIET_MS / 1000,
    push,
    bulk: { lists: BULK_LISTS, items: MAX_SHOPPING_LIST_ITEMS, engines },
  }
}
