/**
 * The memory soak (issue 12, a lean embedded default): resident memory idle after a first start and a
 * restart, the peak of each start, its curve through a long run of people using the server, and idle
 * again after it. bench/soak.bench.ts measures it.
 */
import type { SoakResult } from '../soak.bench.ts'
import type { MemoryWindow } from '../support/memory-curve.ts'
import type { Section } from './section.ts'

/** The targets are in MB (10^6 bytes); /proc counts KiB. */
const MIB_PER_MB = 1e6 / 2 ** 20
const mb = (mib: number) => `${Math.round(mib / MIB_PER_MB)} MB`
const mibAndMb = (mib: number) => `${mib} MiB (${mb(mib)})`
const sign = (n: number) => (n >= 0 ? `+${n}` : String(n))
/** Seconds since the load started, as minutes and seconds; each window runs from the one before it. */
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`

/**
 * The windows run a fixed length but the last, cut short when the load stopped: a few seconds of peak
 * say nothing against a full window's.
 */
const isFull = (window: MemoryWindow, first: MemoryWindow) =>
  window.to - window.from >= 0.9 * (first.to - first.from)

const counts = (tally: Record<string, number>) =>
  Object.entries(tally)
    .sort(([, a], [, b]) => b - a)
    .map(([action, count]) => `${action} ${count}`)
    .join(', ')

export const soakSection: Section<SoakResult> = {
  heading: 'Memory soak',
  render: (soak) => {
    const { firstStart, restart, windows, afterLoad, tally } = soak
    const first = windows[0]
    const last = first && windows.findLast((w) => isFull(w, first))
    const drift = first && last ? last.maxMiB - first.maxMiB : 0
    return [
      '`npm start` on PGlite (scripts/start.ts with its Node flags), resident memory of the server process',
      `read from /proc: "idle" ${soak.idleSeconds} s after the last request, "peak" the kernel’s high-water mark (VmHWM),`,
      `which catches spikes between the samples taken every ${soak.sampleMs} ms. Then ${soak.clients} people for`,
      `${soak.minutes} minute${soak.minutes === 1 ? '' : 's'}, each pausing about ${soak.pauseMs} ms between actions.`,
      '',
      '| measure | value | target |',
      '|---|---|---|',
      `| first start, fresh data folder: ready | ${firstStart.readyMs} ms | |`,
      `| … peak while starting | ${mibAndMb(firstStart.peakMiB)} | < 350 MB |`,
      `| … with the short-lived process that creates the database (sampled every ${soak.treeSampleMs} ms) | ${mibAndMb(firstStart.withChildrenPeakMiB)} | |`,
      `| … idle | ${mibAndMb(firstStart.idleMiB)} | < 200 MB |`,
      `| restart on it: ready (from spawning the process) | ${restart.readyMs} ms | ≤ 1500 ms |`,
      `| … peak while starting | ${mibAndMb(restart.peakMiB)} | < 350 MB |`,
      `| … idle | ${mibAndMb(restart.idleMiB)} | < 200 MB |`,
      `| under load: requests, failed | ${tally.requests}, ${counts(tally.failures) || 'none'} | none |`,
      `| … live sockets opened, frames received | ${tally.sockets}, ${tally.frames} | |`,
      `| … highest peak of any window | ${mibAndMb(Math.max(...windows.map((w) => w.maxMiB)))} | |`,
      `| … peak of the last full window against the first | ${sign(drift)} MiB | flat |`,
      `| idle after the load | ${mibAndMb(afterLoad.idleMiB)} (${sign(afterLoad.idleMiB - restart.idleMiB)} MiB on idle before it) | flat, < 200 MB |`,
      '',
      `Actions: ${counts(tally.actions)}.`,
      '',
      '| load time, up to (min:s) | lowest | highest (peak) | at the end |',
      '|---|---|---|---|',
      ...windows.map((w) => `| ${clock(w.to)} | ${w.minMiB} MiB | ${w.maxMiB} MiB | ${w.endMiB} MiB |`),
      '',
    ]
  },
}
