/**
 * Recipe book figures, on PGlite and on PostgreSQL: GET /api/recipes/by-page on a 10,000-recipe library,
 * cached (the server as it runs) and uncached (CACHE_SECONDS=0), against the same repository query issued
 * in-process straight through the driver over the same page/sort pairs, with the bare Fastify route as the
 * ceiling; on PGlite, the search with and without planner statistics; then GET /api/recipes/search once the
 * library has grown to 100,000 recipes.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ZRecipeSearchQuery } from '@rosemary/shared/contract'
import { type Db, openDatabase } from '../apps/server/src/db/client.ts'
import { createStatisticsUpkeep } from '../apps/server/src/db/statistics.ts'
import { createRecipesRepository } from '../apps/server/src/modules/recipes/recipes.repository.ts'
import { createSessionsRepository } from '../apps/server/src/modules/sessions/sessions.repository.ts'
import { createSessionsService } from '../apps/server/src/modules/sessions/sessions.service.ts'
import { createInProcessBus } from '../apps/server/src/realtime/event-bus.ts'
import { scratchEngine } from './support/admin.ts'
import { LIBRARY, loadPaths, PAGE_COUNT, PAGE_PATHS, registerOwner, seedLibrary } from './support/library.ts'
import { drive, load, type LoadResult } from './support/load.ts'
import { PAGE_OFFSETS, type PagePair, pagePairAt, SORTS } from './support/page-pairs.ts'
import { startProcess, startServer } from './support/processes.ts'
import { recipesInProcess } from './support/recipes-in-process.ts'
import { INGREDIENT_LINES, LABEL_TITLES, LABELS_PER_RECIPE, seedRecipes } from './support/seed.ts'

const CONNECTIONS = 50
const SEARCH_CONNECTIONS = 10
const DURATION_S = 10
const WARM_UP_S = 2
const ALONE_S = 5
const BIG_LIBRARY = 100_000
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
  byPage: {
    /** As the server runs by default: pages asked again are answered from its memory (CACHE_SECONDS). */
    cached: LoadResult
    /** One connection: the latency of one person's request, without queueing behind the others. */
    cachedAlone: LoadResult
    /** With CACHE_SECONDS=0: every request runs its query. */
    uncached: LoadResult
    uncachedAlone: LoadResult
    /** The repository query in-process, no cache: the baseline of the uncached run. */
    direct: LoadResult
  }
  /** How many distinct page/sort pairs the uncached HTTP run and the direct query asked for. */
  pairsAsked: { http: number; direct: number }
  search: {
    /** CACHE_SECONDS=0 (people rarely type the same search twice). */
    uncached: LoadResult
    uncachedAlone: LoadResult
    /** The same searches answered from memory, as a repeated search is. */
    cached: LoadResult
  }
  /** PGlite only (PostgreSQL's autovacuum gathers statistics by itself). */
  planner?: PlannerFigures
  /** Seeding the library, then growing it to the big one. */
  seedSeconds: { library: number; growth: number }
}

/**
 * Each search once, in-process through the recipes service at the library's size, before the tables were
 * analyzed and after: milliseconds, in the order of SEARCHES.
 */
export interface PlannerFigures {
  withoutStatisticsMs: number[]
  withStatisticsMs: number[]
}

export interface RecipeSetup {
  library: number
  bigLibrary: number
  pageCount: number
  offsets: number
  sorts: string[]
  connections: number
  searchConnections: number
  searches: string[]
  durationSeconds: number
  aloneSeconds: number
  ingredientLines: { min: number; max: number }
  labelsPerRecipe: { min: number; max: number }
  labels: number
}

export interface RecipeServerFigures {
  setup: RecipeSetup
  ceiling: LoadResult
  engines: RecipeEngineFigures[]
}

const searchPaths = SEARCHES.map(
  (query) => `/api/recipes/search?folder=main&count=50&query=${encodeURIComponent(query)}`,
)

/** Each search once through the recipes service (after one pass to warm up), in milliseconds. */
async function timeSearches(db: Db, token: string, imagesDir: string): Promise<number[]> {
  const session = await createSessionsService({
    sessions: createSessionsRepository(db),
    bus: createInProcessBus(),
    now: () => new Date(),
  }).authenticate(token)
  if (!session) throw new Error('the benchmark session is not in the database')
  const recipes = recipesInProcess(db, imagesDir)
  const queries = SEARCHES.map((query) => ZRecipeSearchQuery.parse({ folder: 'main', query }))
  for (const query of queries) await recipes.search(session, query)
  const times: number[] = []
  for (const query of queries) {
    const started = performance.now()
    await recipes.search(session, query)
    times.push(Math.round((performance.now() - started) * 10) / 10)
  }
  return times
}

async function measureEngine(
  database: 'pglite' | 'postgres',
  log: (line: string) => void,
): Promise<RecipeEngineFigures> {
  const { dataDir, env, remove } = await scratchEngine(database, 'recipes')
  const open = () => openDatabase({ dataDir, databaseUrl: env.DATABASE_URL })
  try {
    const { token, userId } = await registerOwner(env)

    // The library goes straight into the database (the server is stopped: PGlite has one user).
    const seedStart = performance.now()
    let opened = await open()
    const labelIds = await seedLibrary(opened.db, userId, LIBRARY)
    const librarySeconds = Math.round((performance.now() - seedStart) / 100) / 10
    log(`${database}: ${LIBRARY} recipes seeded in ${librarySeconds} s`)
    // PGlite has no autovacuum: until the server analyzes the tables (db/statistics.ts) its planner takes
    // the library for empty. PostgreSQL's autovacuum may already have been by, so it is measured on PGlite.
    const imagesDir = path.join(dataDir, 'bench-images')
    const withoutStatisticsMs = database === 'pglite' ? await timeSearches(opened.db, token, imagesDir) : []
    // Planner statistics, as autovacuum gathers them within a minute on PostgreSQL and the server at
    // start on PGlite.
    await createStatisticsUpkeep(opened.db).atStart()
    const planner =
      database === 'pglite'
        ? { withoutStatisticsMs, withStatisticsMs: await timeSearches(opened.db, token, imagesDir) }
        : undefined

    // The same query as the route, in-process, with nothing of HTTP around it, over the same pairs.
    const repository = createRecipesRepository(opened.db)
    const filter = { userId, folder: 'main' as const, labelIntersection: false }
    const directAsked = new Set<PagePair>()
    const direct = (index: number) => {
      const pair = pagePairAt(index)
      directAsked.add(pair)
      return repository.page(filter, pair.sort, pair.offset, PAGE_COUNT)
    }
    await drive(direct, { connections: CONNECTIONS, duration: WARM_UP_S })
    directAsked.clear()
    const byPageDirect = await drive(direct, { connections: CONNECTIONS, duration: DURATION_S })
    log(
      `${database}: by-page straight through the driver ${byPageDirect.requestsPerSecond}/s, p95 ${byPageDirect.p95} ms, ${directAsked.size} page/sort pairs`,
    )
    await opened.close()

    const measurePages = async (serverEnv: Record<string, string>) => {
      const server = await startServer(serverEnv)
      await loadPaths(server, PAGE_PATHS, token, { connections: CONNECTIONS, duration: WARM_UP_S })
      const asked = new Set<string>()
      const busy = await loadPaths(server, PAGE_PATHS, token, {
        connections: CONNECTIONS,
        duration: DURATION_S,
        asked,
      })
      const alone = await loadPaths(server, PAGE_PATHS, token, { connections: 1, duration: ALONE_S })
      await server.stop()
      return { busy, alone, asked }
    }
    const cached = await measurePages(env)
    const uncached = await measurePages({ ...env, CACHE_SECONDS: '0' })
    log(
      `${database}: GET by-page cached ${cached.busy.requestsPerSecond} req/s, p95 ${cached.busy.p95} ms (${cached.busy.non2xx} non-2xx); uncached ${uncached.busy.requestsPerSecond} req/s, p95 ${uncached.busy.p95} ms, ${uncached.asked.size} page/sort pairs`,
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
    const searchLoad = { connections: SEARCH_CONNECTIONS, duration: DURATION_S }
    await loadPaths(server, searchPaths, token, { ...searchLoad, duration: WARM_UP_S })
    const search = await loadPaths(server, searchPaths, token, searchLoad)
    const searchAlone = await loadPaths(server, searchPaths, token, { connections: 1, duration: ALONE_S })
    await server.stop()
    server = await startServer(env)
    await loadPaths(server, searchPaths, token, { ...searchLoad, duration: WARM_UP_S })
    const searchCached = await loadPaths(server, searchPaths, token, searchLoad)
    await server.stop()
    log(
      `${database}: GET search uncached ${search.requestsPerSecond} req/s, p95 ${search.p95} ms, alone p95 ${searchAlone.p95} ms (${search.non2xx} non-2xx); cached: p95 ${searchCached.p95} ms`,
    )
    return {
      database,
      byPage: {
        cached: cached.busy,
        cachedAlone: cached.alone,
        uncached: uncached.busy,
        uncachedAlone: uncached.alone,
        direct: byPageDirect,
      },
      pairsAsked: { http: uncached.asked.size, direct: directAsked.size },
      search: { uncached: search, uncachedAlone: searchAlone, cached: searchCached },
      ...(planner && { planner }),
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
  const setup: RecipeSetup = {
    library: LIBRARY,
    bigLibrary: BIG_LIBRARY,
    pageCount: PAGE_COUNT,
    offsets: PAGE_OFFSETS.length,
    sorts: [...SORTS],
    connections: CONNECTIONS,
    searchConnections: SEARCH_CONNECTIONS,
    searches: SEARCHES,
    durationSeconds: DURATION_S,
    aloneSeconds: ALONE_S,
    ingredientLines: INGREDIENT_LINES,
    labelsPerRecipe: LABELS_PER_RECIPE,
    labels: LABEL_TITLES.length,
  }
  return { setup, ceiling, engines }
}
