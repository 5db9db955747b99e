/** One process against two behind a proxy (issue 26): the recipe list uncached and cached, a message's fan-out. */
import type { LayoutFigures, SeveralFigures } from '../several.bench.ts'
import { failures, latency, loadCell } from './format.ts'
import type { Section } from './section.ts'

const processes = (layout: LayoutFigures) =>
  layout.processes === 1 ? '1 process' : `${layout.processes} processes`

export const severalSection: Section<SeveralFigures> = {
  heading: 'Several processes (PostgreSQL and Redis)',
  render: ({ setup, layouts }) => [
    `One server process, then ${layouts.at(-1)?.processes ?? ''} on the same PostgreSQL database and Redis, each time behind the same small proxy of`,
    "our own (bench/support/proxy.ts: requests and socket upgrades handed to the processes in turn), so the proxy's",
    `cost is in every row. The library of ${setup.recipes} recipes is read by page at ${setup.connections} connections for ${setup.durationSeconds} s with every`,
    'cache off (CACHE_SECONDS=0), then as the server runs (pages asked once before, so caches answer). Then a',
    `recipient holds ${setup.sockets} sockets (${setup.sessions} sessions, spread over the processes by the proxy) and a friend sends`,
    `${setup.sends} messages one after another; a send's time runs from POST /api/messages until all its sockets have the frame`,
    `(missed: not all within ${setup.frameWaitMs} ms). Load generator, proxy and servers share the machine's cores. Latencies: p50 / p95 / p99.`,
    '',
    `| measure | ${layouts.map(processes).join(' | ')} |`,
    `|---|${layouts.map(() => '---|').join('')}`,
    `| recipe list, uncached | ${layouts.map((layout) => loadCell(layout.listUncached)).join(' | ')} |`,
    `| recipe list, cached | ${layouts.map((layout) => loadCell(layout.listCached)).join(' | ')} |`,
    `| errors / non-2xx | ${layouts.map((layout) => failures([layout.listUncached, layout.listCached])).join(' | ')} |`,
    `| message to every socket | ${layouts.map((layout) => `${latency(layout.fanOut)}; ${layout.fanOut.missed} missed`).join(' | ')} |`,
    `| sockets per process | ${layouts.map((layout) => layout.fanOut.socketsPerProcess.join(' + ')).join(' | ')} |`,
    '',
  ],
}
