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
  list: LoadResult
  listAlone: LoadResult
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
    try {
      const owner = await registerAccount(server, { name: 'List Owner', email: 'owner@rosemary.test' })
      const collaborator = await registerAccount(server, {
        name: 'List Helper',
        email: 'helper@rosemary.test',
      })
      const fixture = await seedPlanningFixture(server.url, owner, collaborator, ITEMS)
      const paths = [`/api/shopping-lists/${fixture.listId}`]
      await loadPaths(server, paths, owner.token, { connections: CONNECTIONS, duration: WARM_UP_S })
      const list = await loadPaths(server, paths, owner.token, {
        connections: CONNECTIONS,
        duration: DURATION_S,
      })
      const listAlone = await loadPaths(server, paths, owner.token, { connections: 1, duration: ALONE_S })
      log(
        `${database}: GET a ${ITEMS}-item list p95 ${list.p95} ms at ${CONNECTIONS} connections (alone ${listAlone.p95} ms, ${list.non2xx} non-2xx)`,
      )
      const frame = await timeFrames(server, fixture)
      log(`${database}: change to frame p50 ${frame.p50} ms, p95 ${frame.p95} ms, ${frame.missed} missed`)
      return { database, list, listAlone, frame } satisfies PlanningEngineFigures
    } finally {
      await server.stop()
    }
  } finally {
    await remove()
  }
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
