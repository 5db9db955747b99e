/**
 * Figures of every part for the report's tests, made up (no value here was measured), and `reshaped`: the
 * same figures with every number and list length changed, so a test can tell a figure the report computes
 * from one it writes down.
 */
import type { AllFigures, KeptFigures, RunFigures } from '../report.ts'
import type { LoadResult } from '../support/load.ts'
import type { ReportContext } from './section.ts'

/** To a tenth, as the benchmark rounds its percentiles. */
const tenth = (value: number) => Math.round(value * 10) / 10

const loadResult = (requestsPerSecond: number, p50: number): LoadResult => ({
  requestsPerSecond,
  p50,
  p95: tenth(p50 * 2 + 0.5),
  p99: tenth(p50 * 3 + 1.5),
  errors: 1,
  non2xx: 2,
})

const timing = (p50: number) => ({ p50, p95: tenth(p50 + 4.5), max: tenth(p50 + 9.5) })
const probes = (p50: number) => ({
  probes: 140,
  unanswered: 3,
  failed: 2,
  p50,
  p95: tenth(p50 * 4),
  p99: tenth(p50 * 9),
  max: tenth(p50 * 30),
})

/** Answers of one status: how many, p50 to max. */
const answers = (count: number, p50: number) => ({
  count,
  p50,
  p95: tenth(p50 * 2 + 0.5),
  p99: tenth(p50 * 3 + 1.5),
  max: tenth(p50 * 4 + 2.5),
})

const recipeEngine = (database: 'pglite' | 'postgres', scale: number) => ({
  database,
  byPage: {
    cached: loadResult(14953 * scale, 3.1),
    cachedAlone: loadResult(2100 * scale, 0.3),
    uncached: loadResult(117 * scale, 267.8),
    uncachedAlone: loadResult(130 * scale, 7.1),
    direct: loadResult(143 * scale, 250.2),
  },
  pairsAsked: { http: 80, direct: 79 },
  search: {
    uncached: loadResult(79 * scale, 112.9),
    uncachedAlone: loadResult(84 * scale, 11.6),
    cached: loadResult(16248 * scale, 0.6),
  },
  ...(database === 'pglite' && {
    planner: { withoutStatisticsMs: [71.2, 64.3, 80.1], withStatisticsMs: [1.3, 2.4, 0.9] },
  }),
  seedSeconds: { library: 3.7 * scale, growth: 30.2 * scale },
})

export const sampleContext: ReportContext = {
  date: new Date('2026-11-24T10:00:00Z'),
  machine: 'Sample CPU, Linux',
  cores: 2,
  commit: 'abc1234',
  command: 'npm run bench',
  loadAverage: { start: 0.42, end: 1.73 },
}

/** Figures as the report reads them: each part kept with `run`. */
export function keptOf(figures: RunFigures, run: ReportContext): KeptFigures {
  return Object.fromEntries(
    Object.entries(figures).map(([part, partFigures]) => [part, { run, figures: partFigures }]),
  )
}

export function sampleFigures(): AllFigures {
  return {
    server: {
      connections: 50,
      loginConnections: 4,
      durationSeconds: 10,
      warmUpSeconds: 2,
      nodeFlags: ['--max-semi-space-size=8'],
      ceiling: loadResult(48499, 0.9),
      databases: [
        {
          database: 'pglite',
          me: { cached: loadResult(20109, 2.1), uncached: loadResult(1234, 38.2) },
          login: loadResult(56, 68.7),
          readyMs: 1365,
          idleMemoryMiB: 280,
        },
        {
          database: 'postgres',
          me: { cached: loadResult(19927, 2.2), uncached: loadResult(4321, 11.4) },
          login: loadResult(63, 61.7),
          readyMs: 1084,
          idleMemoryMiB: 159,
        },
      ],
      argon2: { memory: 19_456, passes: 2, parallelism: 1, msPerHash: 27.3 },
    },
    recipes: {
      setup: {
        library: 10_000,
        bigLibrary: 100_000,
        pageCount: 50,
        offsets: 40,
        sorts: ['title', '-createdAt'],
        connections: 50,
        searchConnections: 10,
        searches: ['choc', 'soup', 'gnocchi'],
        durationSeconds: 10,
        aloneSeconds: 5,
        ingredientLines: { min: 5, max: 15 },
        labelsPerRecipe: { min: 0, max: 3 },
        labels: 20,
      },
      ceiling: loadResult(48260, 0.8),
      engines: [recipeEngine('pglite', 1), recipeEngine('postgres', 3)],
    },
    scroll: {
      recipes: 5000,
      viewport: { width: 390, height: 844 },
      wheelPx: 1500,
      wheelEveryMs: 40,
      openMs: 2100,
      scrollMs: 20_700,
      wheelSteps: 292,
      opening: { count: 1, longestMs: 64 },
      scrolling: { count: 2, longestMs: 81 },
      tasks: [
        { start: 830, duration: 64 },
        { start: 9001, duration: 81 },
      ],
    },
    soak: {
      minutes: 30,
      clients: 20,
      pauseMs: 250,
      idleSeconds: 60,
      sampleMs: 2000,
      treeSampleMs: 50,
      firstStart: { readyMs: 2870, peakMiB: 331, idleMiB: 187, withChildrenPeakMiB: 402 },
      restart: { readyMs: 1210, peakMiB: 290, idleMiB: 181 },
      windows: [
        { from: 0, to: 300, minMiB: 190, maxMiB: 214, endMiB: 205 },
        { from: 300, to: 600, minMiB: 193, maxMiB: 219, endMiB: 207 },
        { from: 600, to: 1802, minMiB: 195, maxMiB: 217, endMiB: 211 },
      ],
      afterLoad: { idleMiB: 189, peakMiB: 196 },
      tally: {
        requests: 41_234,
        failures: { upload: 2 },
        actions: { list: 10_711, open: 8_250, search: 5_790 },
        frames: 512,
        sockets: 21,
      },
    },
    queue: {
      recipes: 10_000,
      pageCount: 50,
      pagePairs: 80,
      limits: { maxWaiting: 128, maxWaitMs: 10_000 },
      probeEveryMs: 50,
      timeoutSeconds: 30,
      list: {
        connections: 50,
        durationSeconds: 20,
        all: loadResult(160, 280.3),
        ok: answers(3190, 280.3),
        unavailable: { ...answers(3, 1.2), withRetryAfter: 3, retryAfter: ['2'] },
        other: 1,
        health: probes(3.1),
      },
      burst: {
        connections: 300,
        durationSeconds: 10,
        all: loadResult(900, 40.2),
        ok: answers(1500, 620.4),
        unavailable: { ...answers(7400, 2.1), withRetryAfter: 7399, retryAfter: ['2'] },
        other: 4,
        health: probes(12.5),
      },
    },
    imports: {
      paprikaRecipes: 1000,
      exportLibrary: 10_000,
      engines: [
        {
          database: 'pglite',
          paprikaBytes: 35_232_000,
          paprikaSeconds: 13.4,
          paprikaImported: 1000,
          exportSeconds: 4.5,
          exportBytes: 86_900_000,
          exportBeforeMiB: 303,
          exportPeakMiB: 306,
        },
        {
          database: 'postgres',
          paprikaBytes: 35_232_000,
          paprikaSeconds: 11.6,
          paprikaImported: 999,
          exportSeconds: 4.7,
          exportBytes: 86_900_000,
          exportBeforeMiB: 159,
          exportPeakMiB: 166,
        },
      ],
    },
    clip: {
      corpus: {
        dir: '../shared/dev-corpus',
        rounds: 5,
        warmUpRounds: 1,
        pages: [
          {
            site: 'big.example',
            bytes: 980_000,
            post: timing(40.2),
            get: timing(43.1),
            refused: { post: [], get: [] },
          },
          {
            site: 'mid.example',
            bytes: 300_000,
            post: timing(12.2),
            get: timing(14.5),
            refused: { post: [400], get: [400] },
          },
          {
            site: 'small.example',
            bytes: 12_000,
            post: timing(3.3),
            get: timing(4.1),
            refused: { post: [], get: [] },
          },
          {
            site: 'tiny.example',
            bytes: 2_300,
            post: timing(2.2),
            get: timing(3.4),
            refused: { post: [], get: [] },
          },
        ],
        post: timing(9.1),
        get: timing(10.3),
      },
      nested: [
        {
          depth: 40_000,
          bytes: 440_300,
          budgetSeconds: 60,
          probeEveryMs: 50,
          drainMs: 5000,
          status: 200,
          ms: 9012,
          health: probes(4.2),
        },
        {
          depth: 200_000,
          bytes: 2_200_300,
          budgetSeconds: 60,
          probeEveryMs: 50,
          drainMs: 5000,
          status: null,
          ms: 60_004,
          health: probes(31.5),
        },
      ],
    },
    moving: {
      mealMaster: {
        recipes: 10_000,
        bytes: 7_340_032,
        engines: [
          {
            database: 'pglite',
            seconds: 21.4,
            imported: 10_000,
            beforeMiB: 150,
            peakMiB: 190,
            quartersMiB: [181, 184, 183, 185],
          },
          {
            database: 'postgres',
            seconds: 17.2,
            imported: 10_000,
            beforeMiB: 120,
            peakMiB: 150,
            quartersMiB: [141, 143, 142, 144],
          },
        ],
      },
      recognition: {
        bytes: 104_857_600,
        entries: 200,
        format: 'paprika',
        rounds: 5,
        medianMs: 12.5,
        maxMs: 20.1,
      },
    },
    corpus: {
      dir: '../shared/dev-corpus',
      clip: {
        summary: ['72 pages', 'strict  (every line, in order): all three 66/72 (91.7%)'],
        missed: ['a.example: title differs', 'b.example: steps 3/3 unordered'],
      },
      bookmarklet: {
        times: { loadMs: 10_000, settleMs: 1_500, readMs: 5_000 },
        summary: ['72 pages opened in Chromium and read as the bookmarklet reads them, in 95 s:'],
        differing: ['c.example: nothing clipped; rule ok as saved, -- as rendered'],
      },
      import: ['files with an importer: 10, opened 10/10 (100.0%)'],
    },
    messages: {
      setup: {
        threads: 1000,
        perThread: 100,
        page: 50,
        threadPages: 8,
        threadsOpened: 100,
        connections: 10,
        durationSeconds: 10,
        aloneSeconds: 5,
        sends: 200,
      },
      engines: [
        {
          database: 'pglite',
          seedSeconds: 6.2,
          threads: loadResult(410, 21.3),
          threadsAlone: loadResult(160, 5.7),
          thread: loadResult(530, 16.4),
          threadAlone: loadResult(190, 4.8),
          frame: { p50: 7.1, p95: 11.6, p99: 18.3, sends: 200, missed: 1 },
        },
        {
          database: 'postgres',
          seedSeconds: 3.9,
          threads: loadResult(620, 14.2),
          threadsAlone: loadResult(230, 3.9),
          thread: loadResult(780, 11.7),
          threadAlone: loadResult(260, 3.4),
          frame: { p50: 6.3, p95: 9.8, p99: 14.6, sends: 200, missed: 0 },
        },
      ],
    },
    planning: {
      setup: { items: 500, connections: 10, durationSeconds: 10, aloneSeconds: 5, changes: 200 },
      engines: [
        {
          database: 'pglite',
          list: loadResult(350, 24.1),
          listAlone: loadResult(120, 6.2),
          listUncached: loadResult(60, 180.4),
          listUncachedAlone: loadResult(40, 31.7),
          frame: { p50: 5.2, p95: 8.4, p99: 12.9, changes: 200, missed: 1 },
        },
        {
          database: 'postgres',
          list: loadResult(520, 13.6),
          listAlone: loadResult(180, 4.4),
          listUncached: loadResult(90, 120.2),
          listUncachedAlone: loadResult(55, 19.3),
          frame: { p50: 3.9, p95: 6.1, p99: 9.7, changes: 200, missed: 0 },
        },
      ],
      browser: {
        runs: 5,
        planItems: 300,
        planMonths: 3,
        listRender: { median: 31, worst: 44 },
        planRender: { median: 58, worst: 77 },
      },
    },
    web: {
      firstLoad: {
        renderedAtMs: 812,
        javascriptGzipBytes: 149_300,
        cssGzipBytes: 6_100,
        files: [
          { path: '/assets/start-d4.css', gzipBytes: 6_100 },
          { path: '/assets/index-a1.js', gzipBytes: 63_100 },
          { path: '/assets/router-b2.js', gzipBytes: 31_200 },
          { path: '/assets/i18n-c3.js', gzipBytes: 16_300 },
        ],
      },
      lighthouse: [
        { score: 96, fcpMs: 902, lcpMs: 2831, tbtMs: 29, cls: 0, benchmarkIndex: 2838 },
        { score: 93, fcpMs: 988, lcpMs: 3119, tbtMs: 101, cls: 0.0004, benchmarkIndex: 1417 },
        { score: 95, fcpMs: 1013, lcpMs: 3177, tbtMs: 55, cls: 0, benchmarkIndex: 2690 },
      ],
      compressedEncoding: 'br',
      assetCacheControl: 'public, max-age=31536000, immutable',
    },
    limits: {
      probeEveryMs: 10,
      quietSeconds: 3,
      push: {
        setup: {
          recipients: 80,
          sessionsEach: 10,
          flood: 1000,
          floodMessages: 5,
          origins: 4,
          measuredMs: 8000,
        },
        registrationsTried: 1800,
        registrationsAccepted: 810,
        messages: 85,
        pushesReceived: 612,
        health: {
          quiet: { probes: 299, unanswered: 0, failed: 0, p50: 1.2, p95: 3.4, p99: 3.4, max: 6.1 },
          busy: { probes: 1101, unanswered: 0, failed: 0, p50: 1.9, p95: 31.7, p99: 31.7, max: 48.2 },
        },
      },
      bulk: {
        lists: 2,
        items: 5000,
        engines: [
          {
            database: 'pglite',
            writes: [
              { what: 'add', status: 201, ms: 2410 },
              { what: 'read', status: 200, ms: 610 },
              { what: 'check off', status: 200, ms: 1320 },
              { what: 'add', status: 201, ms: 2280 },
              { what: 'read', status: 200, ms: 590 },
            ],
            health: {
              quiet: { probes: 298, unanswered: 0, failed: 0, p50: 1.1, p95: 2.9, p99: 2.9, max: 4.4 },
              busy: { probes: 1403, unanswered: 0, failed: 0, p50: 2.3, p95: 61.2, p99: 61.2, max: 82.4 },
            },
          },
          {
            database: 'postgres',
            writes: [
              { what: 'add', status: 201, ms: 1210 },
              { what: 'read', status: 200, ms: 330 },
              { what: 'check off', status: 429, ms: 12 },
              { what: 'add', status: 201, ms: 1190 },
              { what: 'read', status: 200, ms: 340 },
            ],
            health: {
              quiet: { probes: 297, unanswered: 0, failed: 0, p50: 1.3, p95: 3.1, p99: 3.1, max: 5.2 },
              busy: { probes: 712, unanswered: 0, failed: 0, p50: 2.1, p95: 41.8, p99: 41.8, max: 66.3 },
            },
          },
        ],
      },
    },
    several: {
      setup: {
        recipes: 10000,
        connections: 50,
        durationSeconds: 10,
        sessions: 20,
        sockets: 200,
        sends: 50,
        frameWaitMs: 5000,
      },
      layouts: [1, 2].map((processes) => ({
        processes,
        listUncached: loadResult(150 * processes, 300.1 / processes),
        listCached: loadResult(9000 + processes, 5.2 + processes),
        fanOut: {
          p50: 12.5 * processes,
          p95: 20.1 * processes,
          p99: 31.7 * processes,
          missed: processes - 1,
          socketsPerProcess: processes === 1 ? [200] : [100, 100],
        },
      })),
    },
    'offline-book': {
      recipes: 5000,
      link: { mbit: 10, latencyMs: 40 },
      picturesUploadSeconds: 212,
      readableSeconds: 4.4,
      fillSeconds: 51.3,
      storageMiB: { total: 37.1, byKind: { indexedDB: 7.4, caches: 29.6 } },
    },
    firstload: {
      recipes: 1000,
      viewport: { width: 1366, height: 768 },
      runs: [
        {
          tilesMs: 612,
          usableMs: 618,
          byPageStartMs: 41,
          scriptsBefore: 2,
          pageChunkEndMs: 402,
          longTasksOpening: [],
          rounds: [
            {
              round: 1,
              paths: ['/assets/index-a1b2c3d4.js', '/assets/web-e5f6g7h8.css'],
              start: 20,
              end: 180,
            },
            { round: 2, paths: ['/assets/RecipeListPage-i9j0k1l2.js'], start: 190, end: 402 },
          ],
        },
        {
          tilesMs: 655,
          usableMs: 690,
          byPageStartMs: 44,
          scriptsBefore: 2,
          pageChunkEndMs: 431,
          longTasksOpening: [61],
          rounds: [
            {
              round: 1,
              paths: ['/assets/index-a1b2c3d4.js', '/assets/web-e5f6g7h8.css'],
              start: 20,
              end: 180,
            },
            { round: 2, paths: ['/assets/RecipeListPage-i9j0k1l2.js'], start: 190, end: 402 },
          ],
        },
        {
          tilesMs: 580,
          usableMs: 583,
          byPageStartMs: 39,
          scriptsBefore: 2,
          pageChunkEndMs: 388,
          longTasksOpening: [],
          rounds: [
            {
              round: 1,
              paths: ['/assets/index-a1b2c3d4.js', '/assets/web-e5f6g7h8.css'],
              start: 20,
              end: 180,
            },
            { round: 2, paths: ['/assets/RecipeListPage-i9j0k1l2.js'], start: 190, end: 402 },
          ],
        },
      ],
      phone: {
        screen: { viewport: { width: 390, height: 844 }, latencyMs: 20, cpuSlowdown: 2 },
        runs: [
          {
            tilesMs: 702,
            usableMs: 731,
            byPageStartMs: 160,
            scriptsBefore: 2,
            pageChunkEndMs: 520,
            longTasksOpening: [58],
            rounds: [
              { round: 1, paths: ['/assets/index-a1b2c3d4.js'], start: 40, end: 260 },
              {
                round: 2,
                paths: ['/assets/RecipeListPage-i9j0k1l2.js', '/assets/pages-m3n4o5p6.js'],
                start: 300,
                end: 520,
              },
            ],
          },
          {
            tilesMs: 655,
            usableMs: 664,
            byPageStartMs: 150,
            scriptsBefore: 2,
            pageChunkEndMs: 470,
            longTasksOpening: [],
            rounds: [
              { round: 1, paths: ['/assets/index-a1b2c3d4.js'], start: 40, end: 240 },
              { round: 2, paths: ['/assets/RecipeListPage-i9j0k1l2.js'], start: 280, end: 470 },
              { round: 3, paths: ['/assets/pages-m3n4o5p6.js'], start: 480, end: 500 },
            ],
          },
        ],
      },
      furtherPages: { pages: 5, longTasks: [48, 53] },
      lighthouse: {
        welcome: [
          { score: 97, scriptKB: 141, tbtMs: 40, lcpMs: 2100 },
          { score: 96, scriptKB: 141, tbtMs: 62, lcpMs: 2250 },
        ],
        list: [{ score: 71, scriptKB: 298, tbtMs: 420, lcpMs: 3900 }],
      },
    },
  }
}

/** Every number changed (squared, plus one: ratios move too), in text as well, and every list one item longer. */
function reshape(value: unknown): unknown {
  if (typeof value === 'number') return value * value + 1
  if (typeof value === 'string') return value.replace(/\d+/g, (digits) => String(Number(digits) ** 2 + 1))
  if (Array.isArray(value)) {
    const items = value.map(reshape)
    return items.length === 0 ? items : [...items, reshape(items.at(-1))]
  }
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, reshape(item)]))
  return value
}

export function reshaped(figures: AllFigures): AllFigures {
  return reshape(figures) as AllFigures
}

export const reshapedContext: ReportContext = {
  date: new Date('2027-03-09T11:17:00Z'),
  machine: 'Other CPU, Linux',
  cores: 7,
  commit: 'def5678',
  command: 'npm run bench -w bench -- other',
  loadAverage: { start: 3.9, end: 5.06 },
}
