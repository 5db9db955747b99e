/**
 * One process against two behind a proxy of our own (issue 26), both on one PostgreSQL and, for the frames,
 * caches and limits they share, one Redis: the recipe list uncached (CACHE_SECONDS=0) and cached at
 * CONNECTIONS connections, and a message fanned out to SOCKETS sockets of the recipient (SESSIONS sessions,
 * their sockets spread over the processes by the proxy), timed from POST /api/messages until every socket
 * has the frame. Each layout runs behind the same proxy, so the proxy's own cost is in both.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { notMeasured, type NotMeasured } from './sections/section.ts'
import { scratchEngine } from './support/admin.ts'
import { LIBRARY, loadPaths, PAGE_PATHS, seedLibrary } from './support/library.ts'
import { type LoadResult, percentiles } from './support/load.ts'
import { befriend } from './support/message-threads.ts'
import { registerAccount, type Started, startServer } from './support/processes.ts'
import { startProxy } from './support/proxy.ts'

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'
const CONNECTIONS = 50
const DURATION_S = 10
const SESSIONS = 20
const SOCKETS_PER_SESSION = 10
const SENDS = 50
const FRAME_WAIT_MS = 5000
const PASSWORD = 'benchmark password'

export interface FanOutFigures {
  p50: number
  p95: number
  p99: number
  /** Sends whose frame some socket had not had after FRAME_WAIT_MS. */
  missed: number
  /** Sockets each process held, in the order the proxy hands to them. */
  socketsPerProcess: number[]
}

export interface LayoutFigures {
  processes: number
  listUncached: LoadResult
  listCached: LoadResult
  fanOut: FanOutFigures
}

export interface SeveralFigures {
  setup: {
    recipes: number
    connections: number
    durationSeconds: number
    sessions: number
    sockets: number
    sends: number
    frameWaitMs: number
  }
  layouts: LayoutFigures[]
}

interface Layout {
  proxy: { url: string; upgrades: number[] }
  stop: () => Promise<void>
}

/** `processes` servers on the same database and Redis, each with a data folder of its own, behind the proxy. */
async function startLayout(processes: number, env: Record<string, string>): Promise<Layout> {
  const folders = await Promise.all(
    Array.from({ length: processes }, () => mkdtemp(path.join(os.tmpdir(), 'rosemary-bench-several-'))),
  )
  const servers: Started[] = []
  try {
    for (const folder of folders) servers.push(await startServer({ ...env, DATA_DIR: folder }))
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()))
    throw error
  }
  const proxy = await startProxy(servers.map((server) => server.url))
  return {
    proxy,
    stop: async () => {
      await proxy.close()
      await Promise.all(servers.map((server) => server.stop()))
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
    },
  }
}

async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

async function openSocket(url: string, token: string, onFrame: (type: string) => void): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/grip/ws?token=${token}`)
  socket.addEventListener('message', (event: MessageEvent<string>) =>
    onFrame((JSON.parse(event.data) as { type: string }).type),
  )
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', reject)
  })
  return socket
}

/** SENDS messages, one after another, each timed until all the recipient's sockets have its frame. */
async function fanOut(
  layout: Layout,
  sender: string,
  recipient: { userId: string; email: string },
): Promise<FanOutFigures> {
  const before = [...layout.proxy.upgrades]
  let waiting = 0
  let allArrived: (() => void) | undefined
  const sockets: WebSocket[] = []
  const onFrame = (type: string) => {
    if (type !== 'messages:new') return
    waiting -= 1
    if (waiting === 0) allArrived?.()
  }
  for (let session = 0; session < SESSIONS; session++) {
    const token = await login(layout.proxy.url, recipient.email)
    for (let index = 0; index < SOCKETS_PER_SESSION; index++)
      sockets.push(await openSocket(layout.proxy.url, token, onFrame))
  }
  const socketsPerProcess = layout.proxy.upgrades.map((count, index) => count - before[index]!)
  // The servers subscribe a socket once they have checked its token.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const latencies: number[] = []
  let missed = 0
  for (let send = 0; send < SENDS; send++) {
    waiting = sockets.length
    const arrived = new Promise<boolean>((resolve) => {
      allArrived = () => resolve(true)
      setTimeout(() => resolve(false), FRAME_WAIT_MS)
    })
    const sent = performance.now()
    const response = await fetch(`${layout.proxy.url}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender}`, 'content-type': 'application/json' },
      body: JSON.stringify({ to: recipient.userId, body: `Fan-out ${send}` }),
    })
    if (response.status !== 201)
      throw new Error(`POST /api/messages: ${response.status} ${await response.text()}`)
    if (await arrived) latencies.push(performance.now() - sent)
    else missed++
  }
  for (const socket of sockets) socket.close()
  return { ...percentiles(latencies), missed, socketsPerProcess }
}

async function measureLayout(
  processes: number,
  env: Record<string, string>,
  people: { owner: string; sender: string; recipient: { userId: string; email: string } },
  log: (line: string) => void,
): Promise<LayoutFigures> {
  const options = { connections: CONNECTIONS, duration: DURATION_S }
  const uncachedLayout = await startLayout(processes, { ...env, CACHE_SECONDS: '0' })
  let listUncached: LoadResult
  try {
    listUncached = await loadPaths(uncachedLayout.proxy, PAGE_PATHS, people.owner, options)
  } finally {
    await uncachedLayout.stop()
  }
  log(`several: ${processes} process(es), uncached list ${listUncached.requestsPerSecond} req/s`)
  const layout = await startLayout(processes, env)
  try {
    // Every page asked once through each process, so the measured run reads from the caches.
    await loadPaths(layout.proxy, PAGE_PATHS, people.owner, { connections: 1, duration: 2 })
    const listCached = await loadPaths(layout.proxy, PAGE_PATHS, people.owner, options)
    log(`several: ${processes} process(es), cached list ${listCached.requestsPerSecond} req/s`)
    const fan = await fanOut(layout, people.sender, people.recipient)
    log(`several: ${processes} process(es), fan-out p50 ${fan.p50} ms, ${fan.missed} missed`)
    return { processes, listUncached, listCached, fanOut: fan }
  } finally {
    await layout.stop()
  }
}

/** Whether Redis answers a PING at REDIS_URL within a couple of seconds (a raw RESP exchange). */
async function redisAnswers(): Promise<boolean> {
  const url = new URL(REDIS_URL)
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname)
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(2000, () => done(false))
    socket.on('error', () => done(false))
    socket.on('connect', () => socket.write('*1\r\n$4\r\nPING\r\n'))
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

export async function benchSeveral(log: (line: string) => void): Promise<SeveralFigures | NotMeasured> {
  if (!(await redisAnswers())) return notMeasured(`no Redis answers at ${REDIS_URL}`)
  const { dataDir, env, remove } = await scratchEngine('postgres', 'several')
  const shared = {
    ...env,
    REDIS_URL,
    REDIS_PREFIX: `bench-several-${randomBytes(4).toString('hex')}:`,
    MESSAGE_RATE_LIMIT_PER_MINUTE: '1000000',
  }
  try {
    const first = await startServer(shared)
    let people: { owner: string; sender: string; recipient: { userId: string; email: string } }
    try {
      const owner = await registerAccount(first, { name: 'Library Cook', email: 'library@rosemary.test' })
      const sender = await registerAccount(first, { name: 'Sender', email: 'sender@rosemary.test' })
      const recipient = await registerAccount(first, { name: 'Recipient', email: 'recipient@rosemary.test' })
      const opened = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL })
      try {
        await seedLibrary(opened.db, owner.userId, LIBRARY)
        await befriend(opened.db, sender.userId, recipient.userId)
      } finally {
        await opened.close()
      }
      people = {
        owner: owner.token,
        sender: sender.token,
        recipient: { userId: recipient.userId, email: 'recipient@rosemary.test' },
      }
    } finally {
      await first.stop()
    }
    const layouts = [await measureLayout(1, shared, people, log), await measureLayout(2, shared, people, log)]
    return {
      setup: {
        recipes: LIBRARY,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        sessions: SESSIONS,
        sockets: SESSIONS * SOCKETS_PER_SESSION,
        sends: SENDS,
        frameWaitMs: FRAME_WAIT_MS,
      },
      layouts,
    }
  } finally {
    await remove()
  }
}
