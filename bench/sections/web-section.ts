/** The web app: what the welcome page downloads before it paints, compression, caching, Lighthouse. */
import type { WebFigures } from '../web.bench.ts'
import { kB, median } from './format.ts'
import type { Section } from './section.ts'

/** The largest files before first paint get named. */
const LARGEST_SHOWN = 3

export const webSection: Section<WebFigures> = {
  heading: 'Web (the welcome page on a phone-sized screen)',
  render: (web) => {
    const scores = web.lighthouse.map((run) => run.score)
    const indexes = web.lighthouse.map((run) => run.benchmarkIndex)
    const scripts = web.firstLoad.files.filter((file) => file.path.endsWith('.js'))
    const largest = [...web.firstLoad.files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, LARGEST_SHOWN)
    return [
      "A first visit: nothing in the browser's cache.",
      '',
      '| measure | value | target |',
      '|---|---|---|',
      `| JavaScript before the first page paints (gzip) | ${kB(web.firstLoad.javascriptGzipBytes)} in ${scripts.length} files | ≤ 150 kB |`,
      `| CSS before the first page paints (gzip) | ${kB(web.firstLoad.cssGzipBytes)} | |`,
      `| API responses compressed | ${web.compressedEncoding ?? 'no'} | gzip or brotli |`,
      `| hashed assets cached | \`${web.assetCacheControl ?? 'none'}\` | a year |`,
      `| Lighthouse mobile performance, median of ${scores.length} | ${median(scores)} (runs: ${scores.join(', ')}) | ≥ 95 |`,
      '',
      '| Lighthouse run | score | FCP | LCP | TBT | CLS | CPU benchmark index |',
      '|---|---|---|---|---|---|---|',
      ...web.lighthouse.map(
        (run, index) =>
          `| ${index + 1} | ${run.score} | ${run.fcpMs} ms | ${run.lcpMs} ms | ${run.tbtMs} ms | ${run.cls} | ${run.benchmarkIndex} |`,
      ),
      '',
      'Lighthouse simulates a mid-range phone on slow 4G from a CPU benchmark of this machine; the benchmark',
      `index moved by ${(Math.max(...indexes) / Math.min(...indexes)).toFixed(2)}× between the runs above on this shared host, and the blocking time with it.`,
      '',
      'What limits these figures:',
      '',
      `- The largest files before first paint (gzip): ${largest.map((file) => `\`${file.path}\` ${kB(file.gzipBytes)}`).join(', ')}.`,
      '  TanStack Query and the full Mantine styles load with the pages that use them.',
      '- Lighthouse: the drawer, dialogs and toasts (with the full stylesheet) load on the first',
      '  interaction or a few seconds after the first paint; loaded as soon as the browser was idle, they',
      '  added blocking time on the simulated phone and cost score. What remains is React starting up, and',
      '  an LCP that waits for the script-rendered text (the splash in index.html paints first, but is not',
      '  the largest element).',
      '',
    ]
  },
}
