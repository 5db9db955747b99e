/** The soak's section of docs/benchmarks.md (bench/soak.bench.ts measures it). */
import type { SoakResult } from './soak.bench.ts'

/** The targets are in MB (10^6 bytes); /proc counts KiB. */
const MIB_PER_MB = 1e6 / 2 ** 20
const mb = (mib: number) => `${Math.round(mib / MIB_PER_MB)} MB`
const mibAndMb = (mib: number) => `${mib} MiB (${mb(mib)})`

export function renderSoak(result: SoakResult): string {
  const { firstStart, restart, windows, afterLoad, tally } = result
  const failures = Object.entries(tally.failures)
    .map(([action, count]) => `${action} ${count}`)
    .join(', ')
  const actions = Object.entries(tally.actions)
    .sort(([, a], [, b]) => b - a)
    .map(([action, count]) => `${action} ${count}`)
    .join(', ')
  const [first, last] = [windows[0], windows.at(-1)]
  const drift = first && last ? last.maxMiB - first.maxMiB : 0
  const sign = (n: number) => (n >= 0 ? `+${n}` : String(n))
  return [
    '## Memory on the embedded database (soak)',
    '',
    '`npm start` on PGlite (scripts/start.ts with its Node flags), resident memory of the server process',
    'read from /proc: "idle" a minute after the last request, "peak" the kernel’s high-water mark (VmHWM),',
    `which catches spikes between the samples taken every few seconds. Then ${result.clients} people for`,
    `${result.minutes} minutes, each pausing about a quarter of a second between actions.`,
    '',
    '| measure | value | target |',
    '|---|---|---|',
    `| first start, fresh data folder: ready | ${firstStart.readyMs} ms | |`,
    `| … peak while starting | ${mibAndMb(firstStart.peakMiB)} | < 350 MB |`,
    `| … with the short-lived process that creates the database (sampled every 50 ms) | ${mibAndMb(firstStart.withChildrenPeakMiB)} | |`,
    `| … idle | ${mibAndMb(firstStart.idleMiB)} | < 200 MB |`,
    `| restart on it: ready (from spawning the process) | ${restart.readyMs} ms | ≤ 1500 ms |`,
    `| … peak while starting | ${mibAndMb(restart.peakMiB)} | < 350 MB |`,
    `| … idle | ${mibAndMb(restart.idleMiB)} | < 200 MB |`,
    `| under load: requests, failed | ${tally.requests}, ${failures || 'none'} | none |`,
    `| … live sockets opened, frames received | ${tally.sockets}, ${tally.frames} | |`,
    `| … highest peak of any window | ${mibAndMb(Math.max(...windows.map((w) => w.maxMiB)))} | |`,
    `| … peak of the last window against the first | ${sign(drift)} MiB | flat |`,
    `| idle after the load | ${mibAndMb(afterLoad.idleMiB)} (${sign(afterLoad.idleMiB - restart.idleMiB)} MiB on idle before it) | flat, < 200 MB |`,
    '',
    `Actions: ${actions}.`,
    '',
    '| minutes | lowest | highest (peak) | at the end |',
    '|---|---|---|---|',
    ...windows.map(
      (w) =>
        `| ${(w.from / 60).toFixed(1)}–${(w.to / 60).toFixed(1)} | ${w.minMiB} MiB | ${w.maxMiB} MiB | ${w.endMiB} MiB |`,
    ),
    '',
  ].join('\n')
}
