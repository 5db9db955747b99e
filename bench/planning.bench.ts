/**
 * Shopping lists and meal plans (issue 14), on PGlite and on PostgreSQL: a list of ITEMS items shared by two
 * friends; GET /api/shopping-lists/:id under load and alone; then the time from a change (PUT …/items, a
 * check or uncheck) to the `shoppinglist:updated` frame arriving in the collaborator's open socket, over
 * CHANGES changes one after another. The browser figures (grouping and rendering the list, a 3-month plan)
 * come from planning-web.bench.ts.
 */
import { type LoadResult, percentiles } from './support/load.ts'
import { loadPaths } from './support/library.ts'
import { scratchEngine } from './support/admin.ts'
import { registerAccount, type Started, startServer } from './support/processes.ts'
import { measurePlanningPages, type PlanningBrowserFigures } from './planning-web.bench.ts'
import { seedPlanningFixture, type PlanningFixture } from './support/planning-fixture.ts'

const ITEMS = 500
const CONNECTIONS = 10
const DURATION_S = 10
const WARM_UP_S = 2
const ALONE_S = 5
const CHANGES = 200
const FRAME_WAIT_MS = 5000

export interface PlanningFrameFigures {
  p50: number
  p95: number
  p99: number
  changes: number
  missed: number
}

export interface PlanningEngineFigures {
  database: 'pglite' | 'postgres'
  /** As the server runs: a list read again is answered from memory until a member changes it. */
  list: LoadResult
  listAlone: LoadResult
  /** With CACHE_SECONDS=0: every read runs its queries. */
  listUncached: LoadResult
  listUncachedAlone: LoadResult
  frame: PlanningFrameFigures
}

export interface PlanningFigures {
  setup: {
    items: number
    connections: number
    durationSeconds: number
    aloneSeconds: number
    changes: number
  }
  engines: PlanningEngineFigures[]
  /** Rendering in Chromium; null when it could not be measured. */
  browser: PlanningBrowserFigures | null
}

async function openSocket(server: Started, token: string, onFrame: (type: string) => void) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/grip/ws?token=${token}`)
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    onFrame((JSON.parse(event.data) as { type: string }).type)
  })
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', reject)
  })
  // The server subscribes the socket once it has checked the token.
  await new Promise((resolve) => setTimeout(resolve, 200))
  return socket
}

/** Each change waits for its frame before the next, so a frame's time is one change's alone. */
async function timeFrames(server: Started, fixture: PlanningFixture) {
  let arrived: ((at: number) => void) | undefined
  const socket = await openSocket(server, fixture.collaborator.token, (type) => {
    if (type === 'shoppinglist:updated') arrived?.(performance.now())
  })
  const latencies: number[] = []
  let missed = 0
  for (let i = 0; i < CHANGES; i++) {
    const frame = new Promise<number | null>((resolve) => {
      arrived = resolve
      setTimeout(() => resolve(null), FRAME_WAIT_MS)
    })
    const itemId = fixture.itemIds[i % fixture.itemIds.length]!
    const sent = performance.now()
    const response = await fetch(`${server.url}/api/shopping-lists/${fixture.listId}/items`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${fixture.owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ itemIds: [itemId], completed: i % 2 === 0 }),
    })
    if (!response.ok) throw new Error(`PUT items: ${response.status} ${await response.text()}`)
    const at = await frame
    if (at === null) missed++
    else latencies.push(at - sent)
  }
  socket.close()
  return { ...percentiles(latencies), changes: CHANGES, missed }
}

async function measureEngine(database: 'pglite' | 'postgres', log: (line: string) => void) {
  const { env, remove } = await scratchEngine(database, 'planning')
  try {
    const server = await startServer(env)
    let fixture: PlanningFixture
    let cached: { busy: LoadResult; alone: LoadResult }
    let frame: PlanningFrameFigures
    try {
      const owner = await registerAccount(server, { name: 'List Owner', email: 'owner@rosemary.test' })
      const collaborator = await registerAccount(server, {
        name: 'List Helper',
        email: 'helper@rosemary.test',
      })
      fixture = await seedPlanningFixture(server.url, owner, collaborator, ITEMS)
      cached = await measureList(server, fixture)
      frame = await timeFrames(server, fixture)
    } finally {
      await server.stop()
    }
    const uncachedServer = await startServer({ ...env, CACHE_SECONDS: '0' })
    let uncached: { busy: LoadResult; alone: LoadResult }
    try {
      uncached = await measureList(uncachedServer, fixture)
    } finally {
      await uncachedServer.stop()
    }
    log(
      `${database}: GET a ${ITEMS}-item list p95 ${cached.busy.p95} ms at ${CONNECTIONS} connections (alone ${cached.alone.p95} ms); uncached ${uncached.busy.p95} ms (alone ${uncached.alone.p95} ms)`,
    )
    log(`${database}: change to frame p50 ${frame.p50} ms, p95 ${frame.p95} ms, ${frame.missed} missed`)
    return {
      database,
      list: cached.busy,
      listAlone: cached.alone,
      listUncached: uncached.busy,
      listUncachedAlone: uncached.alone,
      frame,
    } satisfies PlanningEngineFigures
  } finally {
    await remove()
  }
}

/** The list read at CONNECTIONS connections, then alone (one person's wait). */
async function measureList(server: Started, fixture: PlanningFixture) {
  const paths = [`/api/shopping-lists/${fixture.listId}`]
  const token = fixture.owner.token
  await loadPaths(server, paths, token, { connections: CONNECTIONS, duration: WARM_UP_S })
  const busy = await loadPaths(server, paths, token, { connections: CONNECTIONS, duration: DURATION_S })
  const alone = await loadPaths(server, paths, token, { connections: 1, duration: ALONE_S })
  return { busy, alone }
}

async function measureBrowser(log: (line: string) => void): Promise<PlanningBrowserFigures> {
  const { env, remove } = await scratchEngine('pglite', 'planning-web')
  try {
    const server = await startServer(env)
    try {
      const owner = await registerAccount(server, { name: 'Page Owner', email: 'pages@rosemary.test' })
      const friend = await registerAccount(server, { name: 'Page Friend', email: 'friend@rosemary.test' })
      const figures = await measurePlanningPages(server, owner, friend, ITEMS)
      log(
        `browser: list of ${ITEMS} regrouped and painted in ${figures.listRender.median} ms (worst ${figures.listRender.worst}); a month of a ${figures.planItems}-meal plan in ${figures.planRender.median} ms (worst ${figures.planRender.worst})`,
      )
      return figures
    } finally {
      await server.stop()
    }
  } finally {
    await remove()
  }
}

export async function benchPlanning(log: (line: string) => void): Promise<PlanningFigures> {
  const engines = [await measureEngine('pglite', log), await measureEngine('postgres', log)]
  const browser = await measureBrowser(log)
  return {
    setup: {
      items: ITEMS,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      aloneSeconds: ALONE_S,
      changes: CHANGES,
    },
    engines,
    browser,
  }
}
