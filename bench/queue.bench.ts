/**
 * PGlite under many connections: the recipe book's uncached by-page list (CACHE_SECONDS=0, every request
 * waits its turn for the one embedded engine) at the connections the database's queue is sized for, then
 * a burst of far more than it lets wait, with GET /api/health probed throughout. A full queue answers new
 * requests 503 `busy` with Retry-After (apps/server/src/http/admission.ts); each answer is counted by its
 * status and that header.
 */
import { openDatabase } from '../apps/server/src/db/client.ts'
import { DEFAULT_QUEUE_LIMITS } from '../apps/server/src/db/connection-queue.ts'
import { createStatisticsUpkeep } from '../apps/server/src/db/statistics.ts'
import type { QueueFigures, QueueLoad } from './sections/queue-section.ts'
import { scratchEngine } from './support/admin.ts'
import { probeHealth } from './support/health-probe.ts'
import { LIBRARY, loadPaths, PAGE_COUNT, PAGE_PATHS, registerOwner, seedLibrary } from './support/library.ts'
import { type Answer, percentiles } from './support/load.ts'
import { type Started, startServer } from './support/processes.ts'

const CONNECTIONS = 50
const DURATION_S = 20
/** Well past the waiting requests the queue holds (DEFAULT_QUEUE_LIMITS.maxWaiting). */
const BURST_CONNECTIONS = 300
const BURST_S = 10
const WARM_UP_S = 2
const PROBE_EVERY_MS = 50
/** How long probes in flight may take to answer once a load ends. */
const DRAIN_MS = 5000
/** autocannon gives a request up after this long: past the queue's own limit, so an endless wait shows. */
const TIMEOUT_S = 30

const roundTenth = (ms: number) => Math.round(ms * 10) / 10

/** Answers by status: 2xx, 503 (and the Retry-After each carried), anything else. */
function answerTally() {
  const ok: number[] = []
  const unavailable: number[] = []
  const retryAfter = new Set<string>()
  let withRetryAfter = 0
  let other = 0
  const onAnswer = ({ status, ms, headers }: Answer) => {
    if (status >= 200 && status < 300) ok.push(ms)
    else if (status === 503) {
      unavailable.push(ms)
      const header = headers['retry-after']
      if (header !== undefined) {
        withRetryAfter += 1
        retryAfter.add(header)
      }
    } else other += 1
  }
  const summary = (latencies: number[]) => ({
    count: latencies.length,
    // Not Math.max(...latencies): spread as arguments, a long run's answers overflow the stack.
    max: roundTenth(latencies.reduce((most, ms) => Math.max(most, ms), 0)),
    ...percentiles(latencies),
  })
  const figures = () => ({
    ok: summary(ok),
    unavailable: { ...summary(unavailable), withRetryAfter, retryAfter: [...retryAfter] },
    other,
  })
  return { onAnswer, figures }
}

/** The list at `connections` for `duration` seconds, with /api/health probed meanwhile. */
async function loadList(
  server: Started,
  token: string,
  connections: number,
  duration: number,
): Promise<QueueLoad> {
  const tally = answerTally()
  const probe = probeHealth(server.url, PROBE_EVERY_MS)
  const all = await loadPaths(server, PAGE_PATHS, token, {
    connections,
    duration,
    timeout: TIMEOUT_S,
    onAnswer: tally.onAnswer,
  })
  const health = await probe.stop(DRAIN_MS)
  return { connections, durationSeconds: duration, all, ...tally.figures(), health }
}

const describe = (name: string, run: QueueLoad) =>
  `queue: ${name}, ${run.connections} connections: ${run.all.requestsPerSecond} req/s, ${run.ok.count} 2xx (p99 ${run.ok.p99} ms, max ${run.ok.max} ms), ${run.unavailable.count} 503 (${run.unavailable.withRetryAfter} with Retry-After ${run.unavailable.retryAfter.join(', ') || '-'}), ${run.other} other, ${run.all.errors} errors; health p99 ${run.health.p99} ms`

export async function benchQueue(log: (line: string) => void): Promise<QueueFigures> {
  const { dataDir, env, remove } = await scratchEngine('pglite', 'queue')
  try {
    const { token, userId } = await registerOwner(env)
    const opened = await openDatabase({ dataDir, databaseUrl: undefined })
    await seedLibrary(opened.db, userId, LIBRARY)
    // As the server does at start on PGlite; done here so that the server starts ready to answer.
    await createStatisticsUpkeep(opened.db).atStart()
    await opened.close()
    log(`queue: ${LIBRARY} recipes seeded`)

    const server = await startServer({ ...env, CACHE_SECONDS: '0' })
    try {
      await loadPaths(server, PAGE_PATHS, token, { connections: CONNECTIONS, duration: WARM_UP_S })
      const list = await loadList(server, token, CONNECTIONS, DURATION_S)
      log(describe('list', list))
      const burst = await loadList(server, token, BURST_CONNECTIONS, BURST_S)
      log(describe('burst', burst))
      return {
        recipes: LIBRARY,
        pageCount: PAGE_COUNT,
        pagePairs: PAGE_PATHS.length,
        limits: { maxWaiting: DEFAULT_QUEUE_LIMITS.maxWaiting, maxWaitMs: DEFAULT_QUEUE_LIMITS.maxWaitMs },
        probeEveryMs: PROBE_EVERY_MS,
        timeoutSeconds: TIMEOUT_S,
        list,
        burst,
      }
    } finally {
      await server.stop()
    }
  } finally {
    await remove()
  }
}
