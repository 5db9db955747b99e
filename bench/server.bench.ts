/**
 * Server figures: GET /api/users/ (a session lookup) against the bare-Fastify ceiling in the same run, both as
 * the server runs by default (the session remembered for CACHE_SECONDS) and with CACHE_SECONDS=0 (every
 * request runs its query); login (argon2 by design), start-up on an existing data folder, and idle memory —
 * on PGlite and on PostgreSQL.
 */
import { fileURLToPath } from 'node:url'
import { type Argon2Cost, DEFAULT_ARGON2_COST } from '../apps/server/src/security/passwords.ts'
import { scratchEngine } from './support/admin.ts'
import { load, type LoadResult } from './support/load.ts'
import {
  registerAccount,
  residentMemoryMiB,
  type Started,
  startProcess,
  startServer,
} from './support/processes.ts'
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-runtime.ts'

const CONNECTIONS = 50
const DURATION_S = 10
const WARM_UP_S = 2
const LOGIN_CONNECTIONS = 4

export interface DatabaseFigures {
  database: 'pglite' | 'postgres'
  /** `cached`: the session remembered (CACHE_SECONDS, the default); `uncached`: CACHE_SECONDS=0. */
  me: { cached: LoadResult; uncached: LoadResult }
  login: LoadResult
  readyMs: number
  idleMemoryMiB: number
}

export interface ServerFigures {
  connections: number
  loginConnections: number
  durationSeconds: number
  warmUpSeconds: number
  /** The Node flags the server ran with (those of `npm start`). */
  nodeFlags: string[]
  ceiling: LoadResult
  databases: DatabaseFigures[]
  argon2: Argon2Cost & { msPerHash: number }
}

const account = { name: 'Benchmark Cook', email: 'bench@rosemary.test', password: 'benchmark password' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function measureDatabase(
  database: 'pglite' | 'postgres',
  log: (line: string) => void,
): Promise<DatabaseFigures> {
  const { env, remove } = await scratchEngine(database, 'server')
  try {
    // First start creates the database; the measured start is the second, on an existing data folder.
    const first = await startServer(env)
    const { token } = await registerAccount(first, account)
    await first.stop()
    const server = await startServer(env)
    log(`${database}: ready in ${Math.round(server.readyMs)} ms on an existing data folder`)
    await sleep(5000)
    const idleMemoryMiB = residentMemoryMiB(server.child.pid!)
    log(`${database}: ${idleMemoryMiB} MiB resident when idle`)
    const loadMe = async (started: Started) => {
      const options = {
        url: `${started.url}/api/users/`,
        headers: { authorization: `Bearer ${token}` },
        connections: CONNECTIONS,
      }
      await load({ ...options, duration: WARM_UP_S })
      return load({ ...options, duration: DURATION_S })
    }
    const cached = await loadMe(server)
    log(`${database}: GET /api/users/, cached, ${cached.requestsPerSecond} req/s, p95 ${cached.p95} ms`)
    const login = await load({
      url: `${server.url}/api/users/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
      connections: LOGIN_CONNECTIONS,
      duration: DURATION_S,
    })
    log(`${database}: POST /api/users/login ${login.requestsPerSecond} req/s, p95 ${login.p95} ms`)
    await server.stop()
    const uncachedServer = await startServer({ ...env, CACHE_SECONDS: '0' })
    const uncached = await loadMe(uncachedServer)
    await uncachedServer.stop()
    log(`${database}: GET /api/users/, uncached, ${uncached.requestsPerSecond} req/s, p95 ${uncached.p95} ms`)
    return {
      database,
      me: { cached, uncached },
      login,
      readyMs: Math.round(server.readyMs),
      idleMemoryMiB,
    }
  } finally {
    await remove()
  }
}

async function measureArgon2(): Promise<number> {
  const { hashPassword } = await import('../apps/server/src/security/passwords.ts')
  await hashPassword('warm up')
  const rounds = 20
  const start = performance.now()
  for (let i = 0; i < rounds; i++) await hashPassword(`password ${i}`)
  return Math.round(((performance.now() - start) / rounds) * 10) / 10
}

export async function benchServer(log: (line: string) => void): Promise<ServerFigures> {
  const ceilingServer = await startProcess(
    [fileURLToPath(new URL('./ceiling-server.ts', import.meta.url))],
    {},
    '/api/users/',
  )
  const ceiling = await load({
    url: `${ceilingServer.url}/api/users/`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  await ceilingServer.stop()
  log(`ceiling: bare Fastify JSON route ${ceiling.requestsPerSecond} req/s, p95 ${ceiling.p95} ms`)
  const databases = [await measureDatabase('pglite', log), await measureDatabase('postgres', log)]
  const msPerHash = await measureArgon2()
  log(`argon2id: ${msPerHash} ms per hash`)
  return {
    connections: CONNECTIONS,
    loginConnections: LOGIN_CONNECTIONS,
    durationSeconds: DURATION_S,
    warmUpSeconds: WARM_UP_S,
    nodeFlags: SERVER_NODE_FLAGS,
    ceiling,
    databases,
    argon2: { ...DEFAULT_ARGON2_COST, msPerHash },
  }
}
