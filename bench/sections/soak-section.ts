/**
 * The memory soak (issue 12, a lean embedded default): resident memory idle after start, its peak while
 * starting, and its curve through a long run of steady load. SoakFigures is what the soak part hands the
 * report.
 */
import type { Database } from './format.ts'
import type { Section } from './section.ts'

export interface SoakFigures {
  database: Database
  clients: number
  minutes: number
  /** Resident memory once idle after a start, and the most it held while starting. */
  idleAfterStartMiB: number
  startPeakMiB: number
  /** Resident memory sampled through the soak. */
  curve: { minute: number; rssMiB: number }[]
  /** Once idle again after the soak. */
  idleAfterSoakMiB: number
  errors: number
  non2xx: number
}

const NAMES: Record<Database, string> = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' }

export const soakSection: Section<SoakFigures> = {
  heading: 'Memory soak',
  render: (soak) => {
    const rss = soak.curve.map((point) => point.rssMiB)
    const [first, last] = [rss[0] ?? NaN, rss.at(-1) ?? NaN]
    return [
      `${NAMES[soak.database]}, ${soak.clients} clients for ${soak.minutes} minutes, the server as it runs by default (cached).`,
      '',
      '| measure | value | target |',
      '|---|---|---|',
      `| resident memory idle after start | ${soak.idleAfterStartMiB} MiB | < 200 MB |`,
      `| … the most while starting | ${soak.startPeakMiB} MiB | < 350 MB |`,
      `| … during the soak: first sample → last (lowest, highest) | ${first} → ${last} MiB (${Math.min(...rss)}, ${Math.max(...rss)}) | flat |`,
      `| … idle after the soak | ${soak.idleAfterSoakMiB} MiB | back to idle |`,
      `| errors / non-2xx | ${soak.errors} / ${soak.non2xx} | 0 |`,
      '',
      `Resident memory by minute: ${soak.curve.map((point) => `${point.minute}: ${point.rssMiB}`).join(', ')} (MiB).`,
      '',
    ]
  },
}
