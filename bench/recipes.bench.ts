/**
 * Recipe book figures, on PGlite and on PostgreSQL: GET /api/recipes/by-page on a 10,000-recipe library
 * against the same repository query issued in-process straight through the driver, with the bare Fastify
 * route as the ceiling; then GET /api/recipes/search once the library has grown to 100,000 recipes.
 */
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { createStatisticsUpkeep } from '../apps/server/src/db/statistics.ts'
import { createRecipesRepository } from '../apps/server/src/modules/recipes/recipes.repository.ts'
import { scratchEngine } from './support/admin.ts'
import { drive, load, type LoadResult } from './support/load.ts'
import { registerAccount, type Started, startProcess, startServer } from './support/processes.ts'
import { seedLabels, seedRecipes } from './support/seed.ts'

const CONNECTIONS = 50
const SEARCH_CONNECTIONS = 10
const DURATION_S = 10
const WARM_UP_S = 2
const ALONE_S = 5
const LIBRARY = 10_000
const BIG_LIBRARY = 100_000
/** A screenful and a half, as the list asks when scrolling; offsets spread over the whole library. */
const PAGE_COUNT = 50
const PAGE_OFFSETS = Array.from({ length: 40 }, (_, index) => index * 250)
const SORTS = ['title', '-createdAt'] as const
/** What people type: prefixes, typos, accents with and without, several words. */
export const SEARCHES = [
  'choc',
  'chiken curry',
  'crème brûlée',
  'jalapeno',
  'lemon chicken',
  'soup',
  'tomatoe',
  'gnocchi',
  'sweet pot',
  'creme fraiche',
  'provencal tart',
  'banana bread',
]

export interface RecipeEngineFigures {
  database: 'pglite' | 'postgres'
  /** As the server runs by default: pages asked again are answered from its memory (CACHE_SECONDS). */
  byPage: LoadResult
  /** One connection: the latency of one person's request, without queueing behind 49 others. */
  byPageAlone: LoadResult
  /** With CACHE_SECONDS=0: every request runs its query. */
  byPageUncached: LoadResult
  byPageUncachedAlone: LoadResult
  byPageDirect: LoadResult
  /** Searches with CACHE_SECONDS=0 (people rarely type the same search twice). */
  search: LoadResult
  searchAlone: LoadResult
  /** The same searches answered from memory, as a repeated search is. */
  searchCached: LoadResult
  /** Seeding 10,000 recipes, then growing to 100,000. */
  seedSeconds: { library: number; growth: number }
}

export interface RecipeServerFigures {
  ceiling: LoadResult
  engines: RecipeEngineFigures[]
}

const pagePaths = SORTS.flatMap((sort) =>
  PAGE_OFFSETS.map(
    (offset) =>
      `/api/recipes/by-page?folder=main&sort=${encodeURIComponent(sort)}&offset=${offset}&count=${PAGE_COUNT}`,
  ),
)
const searchPaths = SEARCHES.map(
  (query) => `/api/recipes/search?folder=main&count=50&query=${encodeURIComponent(query)}`,
)

/** autocannon cycling through `paths` (each connection takes the next one). */
function loadPaths(server: Started, paths: string[], token: string, connections: number, duration: number) {
  let next = 0
  return load({
    url: server.url,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  })
}

async function measureEngine(
  database: 'pglite' | 'postgres',
  log: (line: string) => void,
): Promise<RecipeEngineFigures> {
  const { dataDir, env, remove } = await scratchEngine(database, 'recipes')
  const open = () => openDatabase({ dataDir, databaseUrl: env.DATABASE_URL })
  try {
    const first = await startServer(env)
    const { token, userId } = await registerAccount(first, {
      name: 'Library Cook',
      email: 'library@rosemary.test',
    })
    await first.stop()

    // The library goes straight into the database (the server is stopped: PGlite has one user).
    const seedStart = performance.now()
    let opened = await open()
    const labelIds = await seedLabels(opened.db, userId)
    await seedRecipes(opened.db, { userId, labelIds, from: 0, count: LIBRARY }, () => undefined)
    const librarySeconds = Math.round((performance.now() - seedStart) / 100) / 10
    log(`${database}: ${LIBRARY} recipes seeded in ${librarySeconds} s`)
    // Planner statistics, as autovacuum gathers them within a minute on PostgreSQL and the server at
    // start on PGlite (db/statistics.ts): without them the planner takes the library for empty.
    await createStatisticsUpkeep(opened.db).atStart()

    // The same query as the route, in-process, with nothing of HTTP around it.
    const repository = createRecipesRepository(opened.db)
    const filter = { userId, folder: 'main' as const, labelIntersection: false }
    const direct = (index: number) =>
      repository.page(filter, SORTS[index % 2]!, PAGE_OFFSETS[index % PAGE_OFFSETS.length]!, PAGE_COUNT)
    await drive(direct, { connections: CONNECTIONS, duration: WARM_UP_S })
    const byPageDirect = await drive(direct, { connections: CONNECTIONS, duration: DURATION_S })
    log(
      `${database}: by-page straight through the driver ${byPageDirect.requestsPerSecond}/s, p95 ${byPageDirect.p95} ms`,
    )
    await opened.close()

    const measurePages = async (serverEnv: Record<string, string>) => {
      const server = await startServer(serverEnv)
      await loadPaths(server, pagePaths, token, CONNECTIONS, WARM_UP_S)
      const busy = await loadPaths(server, pagePaths, token, CONNECTIONS, DURATION_S)
      const alone = await loadPaths(server, pagePaths, token, 1, ALONE_S)
      await server.stop()
      return { busy, alone }
    }
    const cached = await measurePages(env)
    const uncached = await measurePages({ ...env, CACHE_SECONDS: '0' })
    const [byPage, byPageAlone] = [cached.busy, cached.alone]
    const [byPageUncached, byPageUncachedAlone] = [uncached.busy, uncached.alone]
    log(
      `${database}: GET by-page ${byPage.requestsPerSecond} req/s, p95 ${byPage.p95} ms (${byPage.non2xx} non-2xx); every request queried: ${byPageUncached.requestsPerSecond} req/s, p95 ${byPageUncached.p95} ms`,
    )

    const growStart = performance.now()
    opened = await open()
    await seedRecipes(
      opened.db,
      { userId, labelIds, from: LIBRARY, count: BIG_LIBRARY - LIBRARY },
      () => undefined,
    )
    await createStatisticsUpkeep(opened.db).atStart()
    await opened.close()
    const growthSeconds = Math.round((performance.now() - growStart) / 100) / 10
    log(`${database}: grown to ${BIG_LIBRARY} recipes in ${growthSeconds} s`)

    let server = await startServer({ ...env, CACHE_SECONDS: '0' })
    await loadPaths(server, searchPaths, token, SEARCH_CONNECTIONS, WARM_UP_S)
    const search = await loadPaths(server, searchPaths, token, SEARCH_CONNECTIONS, DURATION_S)
    const searchAlone = await loadPaths(server, searchPaths, token, 1, ALONE_S)
    await server.stop()
    server = await startServer(env)
    await loadPaths(server, searchPaths, token, SEARCH_CONNECTIONS, WARM_UP_S)
    const searchCached = await loadPaths(server, searchPaths, token, SEARCH_CONNECTIONS, DURATION_S)
    await server.stop()
    log(
      `${database}: GET search ${search.requestsPerSecond} req/s, p95 ${search.p95} ms, alone p95 ${searchAlone.p95} ms (${search.non2xx} non-2xx); repeated: p95 ${searchCached.p95} ms`,
    )
    return {
      database,
      byPage,
      byPageAlone,
      byPageUncached,
      byPageUncachedAlone,
      byPageDirect,
      search,
      searchAlone,
      searchCached,
      seedSeconds: { library: librarySeconds, growth: growthSeconds },
    }
  } finally {
    await remove()
  }
}

export async function benchRecipes(log: (line: string) => void): Promise<RecipeServerFigures> {
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
  const engines = [await measureEngine('pglite', log), await measureEngine('postgres', log)]
  return { ceiling, engines }
}
