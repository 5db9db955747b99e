/**
 * Messages (issue 13), on PGlite and on PostgreSQL: one person with THREADS conversations of PER_THREAD
 * messages each; GET /api/messages/threads (pages at several depths) and GET /api/messages?user= (the
 * newest page of a thread, as opening it asks) under load and alone; then the time from POST /api/messages
 * to the `messages:new` frame arriving in the recipient's open socket, over SENDS messages one after another.
 */
import { openDatabase } from '../apps/server/src/db/client.ts'
import { scratchEngine } from './support/admin.ts'
import { loadPaths } from './support/library.ts'
import { type LoadResult, percentiles } from './support/load.ts'
import { befriend, lastMessageAt, seedThreads } from './support/message-threads.ts'
import { registerAccount, type Started, startServer } from './support/processes.ts'

const THREADS = 1000
const PER_THREAD = 100
const PAGE = 50
const CONNECTIONS = 10
const DURATION_S = 10
const WARM_UP_S = 2
const ALONE_S = 5
const SENDS = 200
/** Threads whose newest page the thread load cycles through. */
const THREADS_OPENED = 100

export interface FrameFigures {
  p50: number
  p95: number
  p99: number
  sends: number
  /** Frames that did not arrive within FRAME_WAIT_MS. */
  missed: number
}

export interface MessagesEngineFigures {
  database: 'pglite' | 'postgres'
  seedSeconds: number
  threads: LoadResult
  threadsAlone: LoadResult
  thread: LoadResult
  threadAlone: LoadResult
  frame: FrameFigures
}

export interface MessagesFigures {
  setup: {
    threads: number
    perThread: number
    page: number
    threadPages: number
    threadsOpened: number
    connections: number
    durationSeconds: number
    aloneSeconds: number
    sends: number
  }
  engines: MessagesEngineFigures[]
}

const FRAME_WAIT_MS = 5000

/** Pages of the thread list: the first, and pages reached by `before` at several depths. */
function threadListPaths(): string[] {
  const depths = [0, 1, 2, 4, 8, 12, 16, 19]
  return depths.map((depth) => {
    if (depth === 0) return `/api/messages/threads?limit=${PAGE}`
    const before = lastMessageAt(THREADS - depth * PAGE + 1, PER_THREAD).toISOString()
    return `/api/messages/threads?limit=${PAGE}&before=${encodeURIComponent(before)}`
  })
}

/** Each send waits for its frame before the next, so a frame's time is one message's alone. */
async function timeFrames(server: Started, sender: string, recipient: { token: string; userId: string }) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/grip/ws?token=${recipient.token}`)
  let arrived: ((at: number) => void) | undefined
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    if ((JSON.parse(event.data) as { type: string }).type === 'messages:new') arrived?.(performance.now())
  })
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', reject)
  })
  // The server subscribes the socket once it has checked the token.
  await new Promise((resolve) => setTimeout(resolve, 200))
  const latencies: number[] = []
  let missed = 0
  for (let i = 0; i < SENDS; i++) {
    const frame = new Promise<number | null>((resolve) => {
      arrived = resolve
      setTimeout(() => resolve(null), FRAME_WAIT_MS)
    })
    const sent = performance.now()
    const response = await fetch(`${server.url}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: recipient.userId, body: `Frame ${i}` }),
    })
    if (response.status !== 201)
      throw new Error(`POST /api/messages: ${response.status} ${await response.text()}`)
    const at = await frame
    if (at === null) missed++
    else latencies.push(at - sent)
  }
  socket.close()
  return { ...percentiles(latencies), sends: SENDS, missed }
}

async function measureEngine(database: 'pglite' | 'postgres', log: (line: string) => void) {
  const { dataDir, env, remove } = await scratchEngine(database, 'messages')
  const serverEnv = { ...env, MESSAGE_RATE_LIMIT_PER_MINUTE: '1000000' }
  try {
    const first = await startServer(serverEnv)
    const owner = await registerAccount(first, { name: 'Chatty Cook', email: 'chatty@rosemary.test' })
    const partner = await registerAccount(first, { name: 'Partner Cook', email: 'partner@rosemary.test' })
    await first.stop()

    const seedStart = performance.now()
    const opened = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL })
    const others = await seedThreads(opened.db, owner.userId, THREADS, PER_THREAD)
    await befriend(opened.db, owner.userId, partner.userId)
    await opened.close()
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10
    log(`${database}: ${THREADS} threads × ${PER_THREAD} messages seeded in ${seedSeconds} s`)

    const server = await startServer(serverEnv)
    try {
      const listPaths = threadListPaths()
      const threadPaths = others
        .slice(0, THREADS_OPENED)
        .map((id) => `/api/messages?user=${id}&limit=${PAGE}`)
      const measure = async (paths: string[]) => {
        await loadPaths(server, paths, owner.token, { connections: CONNECTIONS, duration: WARM_UP_S })
        const busy = await loadPaths(server, paths, owner.token, {
          connections: CONNECTIONS,
          duration: DURATION_S,
        })
        const alone = await loadPaths(server, paths, owner.token, { connections: 1, duration: ALONE_S })
        return { busy, alone }
      }
      const threads = await measure(listPaths)
      const thread = await measure(threadPaths)
      log(
        `${database}: GET threads p95 ${threads.busy.p95} ms (alone ${threads.alone.p95} ms, ${threads.busy.non2xx} non-2xx); GET thread p95 ${thread.busy.p95} ms (alone ${thread.alone.p95} ms, ${thread.busy.non2xx} non-2xx)`,
      )
      const frame = await timeFrames(server, partner.token, owner)
      log(`${database}: POST to frame p50 ${frame.p50} ms, p95 ${frame.p95} ms, ${frame.missed} missed`)
      return {
        database,
        seedSeconds,
        threads: threads.busy,
        threadsAlone: threads.alone,
        thread: thread.busy,
        threadAlone: thread.alone,
        frame,
      } satisfies MessagesEngineFigures
    } finally {
      await server.stop()
    }
  } finally {
    await remove()
  }
}

export async function benchMessages(log: (line: string) => void): Promise<MessagesFigures> {
  const engines = [await measureEngine('pglite', log), await measureEngine('postgres', log)]
  return {
    setup: {
      threads: THREADS,
      perThread: PER_THREAD,
      page: PAGE,
      threadPages: threadListPaths().length,
      threadsOpened: THREADS_OPENED,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      aloneSeconds: ALONE_S,
      sends: SENDS,
    },
    engines,
  }
}
