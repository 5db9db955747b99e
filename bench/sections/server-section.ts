/** The server section: the session lookup cached and uncached against the ceiling, login, start-up, memory. */
import type { ServerFigures } from '../server.bench.ts'
import { ENGINE_TABLE, engineRow, failures, latency, share } from './format.ts'
import type { Section } from './section.ts'

export const serverSection: Section<ServerFigures> = {
  heading: 'Server',
  render: (figures) => {
    const { databases: engines, ceiling, argon2 } = figures
    const row = (measure: string, cell: (engine: (typeof engines)[0]) => string, target = '') =>
      engineRow(engines, measure, cell, target)
    const pglite = engines.find((engine) => engine.database === 'pglite')
    const pgliteMsPerRequest = pglite ? (1000 / pglite.me.uncached.requestsPerSecond).toFixed(2) : null
    return [
      `Each load runs ${figures.durationSeconds} s after ${figures.warmUpSeconds} s to warm up. "Cached" is the server as it runs`,
      'by default, remembering a session it looked up for `CACHE_SECONDS`; "uncached" is `CACHE_SECONDS=0`,',
      'every request running its query.',
      '',
      ...ENGINE_TABLE,
      row(
        `GET /api/users/ (session lookup), cached, ${figures.connections} connections`,
        (e) => `${e.me.cached.requestsPerSecond} req/s`,
      ),
      row('… p50 / p95 / p99', (e) => latency(e.me.cached)),
      row('… share of the ceiling', (e) => share(e.me.cached.requestsPerSecond, ceiling.requestsPerSecond)),
      row(
        `GET /api/users/ (session lookup), uncached, ${figures.connections} connections`,
        (e) => `${e.me.uncached.requestsPerSecond} req/s`,
      ),
      row('… p50 / p95 / p99', (e) => latency(e.me.uncached)),
      row('… share of the ceiling', (e) => share(e.me.uncached.requestsPerSecond, ceiling.requestsPerSecond)),
      row(
        `POST /api/users/login, ${figures.loginConnections} connections`,
        (e) => `${e.login.requestsPerSecond} req/s`,
        'argon2 is slow by design',
      ),
      row('… p50 / p95 / p99', (e) => latency(e.login)),
      row('ready after start, existing data folder', (e) => `${e.readyMs} ms`, '≤ 1500 ms'),
      row('resident memory when idle', (e) => `${e.idleMemoryMiB} MiB`, '< 150 MB'),
      row('errors / non-2xx during load', (e) => failures([e.me.cached, e.me.uncached, e.login]), '0'),
      '',
      `Ceiling: a bare Fastify route answering the same JSON, no database, no plugins: ${ceiling.requestsPerSecond} req/s, p50 / p95 / p99 ${latency(ceiling)}.`,
      '',
      `Password hashing: argon2id (${Math.round(argon2.memory / 1024)} MiB, ${argon2.passes} passes, parallelism ${argon2.parallelism}) costs ${argon2.msPerHash} ms per hash here.`,
      '',
      'What limits these figures:',
      '',
      '- Idle memory on PGlite: PGlite is PostgreSQL compiled to WebAssembly, and its linear memory is',
      '  reserved when it opens, so much of the idle figure is PGlite before Rosemary loads anything.',
      "  PostgreSQL's shared buffers inside it are set low (`PGLITE_POSTGRES_CONF` in `db/client.ts`).",
      `- Idle memory everywhere: \`npm start\` runs Node with \`${figures.nodeFlags.join(' ')}\``,
      '  (`apps/server/src/node-runtime.ts`): a small young generation, which Node commits at twice its size',
      "  once a burst has filled it and never gives back, and PGlite's WebAssembly on V8's baseline compiler",
      '  only, as the optimizing one took hundreds of MB while starting (queries cost more CPU without it).',
      "- Start-up: loading modules is most of it; Node's compile cache is on, drizzle-orm's imports of its",
      "  own files skip Node's resolver (which read its large package.json once per module:",
      '  nodejs/node#60397), only the driver in use is loaded, and the database opens while the HTTP modules',
      '  load. Bundling the server would remove most of the rest.',
      '- Uncached, GET /api/users/ is one prepared query (session and account together); cached, it reads',
      '  the session from memory and the figures are those of HTTP. On PGlite every query runs on the same',
      '  thread as HTTP, inside WebAssembly, so the uncached throughput is bounded by the engine',
      ...(pgliteMsPerRequest
        ? [
            `  (${pgliteMsPerRequest} ms of the server thread per request in this run, query and HTTP together);`,
          ]
        : []),
      '  on PostgreSQL the query runs in another process.',
      '',
    ]
  },
}
