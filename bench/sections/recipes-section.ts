/** The recipe book section: by-page and search, cached and uncached, against the direct query and the ceiling. */
import type { PlannerFigures, RecipeServerFigures } from '../recipes.bench.ts'
import { ENGINE_TABLE, engineRow, failures, latency, loadCell, median, share, thousands } from './format.ts'
import type { Section } from './section.ts'

const BY_PAGE_TARGET_P95_MS = 10

function plannerLines(planner: PlannerFigures | undefined, library: number, searches: string[]): string[] {
  const intro = [
    '- Planner statistics: PostgreSQL keeps them with autovacuum; PGlite has no autovacuum, so the server',
    '  vacuums and analyzes changed tables itself (at start, then periodically, by the same rule).',
  ]
  if (!planner) return intro
  const { withoutStatisticsMs: without, withStatisticsMs: withThem } = planner
  const each = searches.map((query, index) => `“${query}” ${without[index]} → ${withThem[index]} ms`)
  return [
    ...intro,
    `  Measured in this run on PGlite at ${thousands(library)} recipes, each search once in-process through the`,
    `  recipes service: without them a median of ${median(without)} ms (slowest ${Math.max(...without)} ms), with them`,
    `  ${median(withThem)} ms (slowest ${Math.max(...withThem)} ms). Without → with: ${each.join(', ')}.`,
  ]
}

export const recipesSection: Section<RecipeServerFigures> = {
  heading: 'Recipe book',
  render: ({ setup, ceiling, engines }, { cores }) => {
    const row = (measure: string, cell: (engine: (typeof engines)[0]) => string, target = '') =>
      engineRow(engines, measure, cell, target)
    const pgliteEngine = engines.find((engine) => engine.database === 'pglite')
    return [
      'One account; its library is written straight into the database by `bench/support/seed.ts` (seeded',
      `generator: accented titles, ${setup.ingredientLines.min}-${setup.ingredientLines.max} ingredient lines, steps, ${setup.labelsPerRecipe.min}-${setup.labelsPerRecipe.max} of ${setup.labels} labels each). Latencies are`,
      'p50 / p95 / p99. "Cached" is the server as it runs by default, answering a list it answered before from',
      'memory (`CACHE_SECONDS`, invalidated by every change); "uncached" is `CACHE_SECONDS=0`, every request',
      `running its query. Each load runs ${setup.durationSeconds} s; one connection alone, ${setup.aloneSeconds} s.`,
      '',
      ...ENGINE_TABLE,
      row(
        `GET /api/recipes/by-page, ${thousands(setup.library)} recipes, ${setup.pageCount} a page at ${setup.offsets} offsets × ${setup.sorts.length} sorts, ${setup.connections} connections, cached`,
        (e) => loadCell(e.byPage.cached),
        `p95 < ${BY_PAGE_TARGET_P95_MS} ms`,
      ),
      row('… cached, one connection alone', (e) => latency(e.byPage.cachedAlone)),
      row(`… uncached, ${setup.connections} connections`, (e) => loadCell(e.byPage.uncached)),
      row('… uncached, one connection alone', (e) => latency(e.byPage.uncachedAlone)),
      row(
        `… the same repository query in-process, straight through the driver (no cache), ${setup.connections} at a time`,
        (e) => `${e.byPage.direct.requestsPerSecond} /s, p95 ${e.byPage.direct.p95} ms`,
      ),
      row(
        `… page/sort pairs asked (of ${setup.offsets * setup.sorts.length}): uncached HTTP / direct query`,
        (e) => `${e.pairsAsked.http} / ${e.pairsAsked.direct}`,
      ),
      row(
        '… uncached HTTP throughput as a share of the direct query',
        (e) => share(e.byPage.uncached.requestsPerSecond, e.byPage.direct.requestsPerSecond),
        '≥ 60%',
      ),
      row('… cached, as a share of the bare Fastify ceiling', (e) =>
        share(e.byPage.cached.requestsPerSecond, ceiling.requestsPerSecond),
      ),
      row(
        `GET /api/recipes/search, ${thousands(setup.bigLibrary)} recipes, ${setup.searches.length} queries in turn, uncached, one connection`,
        (e) => latency(e.search.uncachedAlone),
        'p95 < 30 ms',
      ),
      row(`… uncached, ${setup.searchConnections} connections`, (e) => loadCell(e.search.uncached)),
      row(`… cached (the same searches again), ${setup.searchConnections} connections`, (e) =>
        loadCell(e.search.cached),
      ),
      row('errors / non-2xx during load', (e) =>
        failures([e.byPage.cached, e.byPage.uncached, e.search.uncached, e.search.cached]),
      ),
      row(
        `seeding ${thousands(setup.library)} recipes, then ${thousands(setup.bigLibrary - setup.library)} more`,
        (e) => `${e.seedSeconds.library} s, ${e.seedSeconds.growth} s`,
      ),
      '',
      `Ceiling: the bare Fastify route, measured again in this part: ${ceiling.requestsPerSecond} req/s, p95 ${ceiling.p95} ms.`,
      `Searches: ${setup.searches.map((query) => `“${query}”`).join(', ')}.`,
      '',
      'What limits these figures:',
      '',
      `- ${setup.connections} connections on ${cores} cores shared by autocannon, the server and (on PostgreSQL) the database: a`,
      `  p95 is mostly time spent queued. By Little’s law the mean latency at ${setup.connections} connections is ${setup.connections} divided`,
      `  by the throughput, so the target (p95 < ${BY_PAGE_TARGET_P95_MS} ms) would need about ${thousands(setup.connections * (1000 / BY_PAGE_TARGET_P95_MS))} pages a second from these cores;`,
      '  the one-connection rows show what one request costs. The HTTP layer is the share of the direct',
      '  query, measured in the same run with the same concurrency over the same page/sort pairs.',
      '- A page is one statement: the ids walked from one index that holds everything they need (user,',
      '  folder, sort key, id), so a page deep in the library reads no table rows while skipping, with the',
      '  total counted beside it; labels and the first picture are gathered for the rows shown only.',
      '- Search answers in tiers, read lazily until the page is full: titles holding every word (ranked by',
      '  title length, straight from an index ordered that way), then descriptions and ingredients, then',
      "  source and notes. A word that starts no title word is looked up among the user's own title words",
      '  by trigram similarity (a small table kept by triggers), which is what tolerates typos. A common',
      '  ingredient word that is in no title still costs the most: every recipe it matches is found in the',
      '  full-text index and sorted by title to pick the first page, so its cost grows with the library.',
      '  Cached answers make a repeated search or page cost a lookup; any change by the user empties them.',
      '- PGlite runs every query on the server thread, inside WebAssembly, one at a time.',
      ...plannerLines(pgliteEngine?.planner, setup.library, setup.searches),
      '',
    ]
  },
}
