/** The signed-in first load of a 1,000-recipe list: when it is usable, its request waterfall, Lighthouse. */
import type { ColdLighthouseRun, FirstLoadFigures, FirstLoadRun } from '../firstload.bench.ts'
import { median, thousands } from './format.ts'
import type { Section } from './section.ts'

const longest = (tasks: number[]) => (tasks.length > 0 ? `${Math.max(...tasks)} ms` : 'none')
const over50 = (tasks: number[]) => tasks.filter((ms) => ms > 50).length

function lighthouseRows(page: string, runs: ColdLighthouseRun[], target: string): string[] {
  return runs.map(
    (run, index) =>
      `| ${index + 1} | ${page} | ${run.score} | ${run.scriptKB} kB | ${run.tbtMs} ms | ${run.lcpMs} ms | ${target} |`,
  )
}

const runRows = (runs: FirstLoadRun[]) => [
  '| run | first items | usable | rounds of code | by-page request starts | script files requested before it | list page chunk arrived | long tasks while opening |',
  '|---|---|---|---|---|---|---|---|',
  ...runs.map(
    (run, index) =>
      `| ${index + 1} | ${run.tilesMs} ms | ${run.usableMs} ms | ${run.rounds.length} | ${run.byPageStartMs} ms | ${run.scriptsBefore} | ${run.pageChunkEndMs} ms | ${run.longTasksOpening.map((ms) => `${ms} ms`).join(', ') || 'none'} |`,
  ),
]

/** The run whose usable time is the median: its rounds of code, each with its files. */
function waterfall(runs: FirstLoadRun[]): string[] {
  const middle = median(runs.map((run) => run.usableMs))
  const index = runs.findIndex((run) => run.usableMs === middle)
  const run = runs[index]
  if (!run) return []
  return [
    `Its code, round by round, in the run usable after ${run.usableMs} ms (the median): a file is a round after the latest file that had arrived when it was asked for.`,
    '',
    '| round | asked for → arrived | files |',
    '|---|---|---|',
    ...run.rounds.map(
      (round) =>
        `| ${round.round} | ${round.start}–${round.end} ms | ${round.paths.map((path) => path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1')).join(', ')} |`,
    ),
    '',
  ]
}

export const firstLoadSection: Section<FirstLoadFigures> = {
  heading: 'First load of the recipe list (signed in, cold cache)',
  render: (load) => {
    const usable = load.runs.map((run) => run.usableMs)
    const phone = load.phone.runs.map((run) => run.usableMs)
    const { screen } = load.phone
    const rounds = (runs: FirstLoadRun[]) => runs.map((run) => run.rounds.length).join(', ')
    const further = load.furtherPages.longTasks
    return [
      `\`list/main\` with ${thousands(load.recipes)} recipes in Chromium, nothing in its cache: on a phone (${screen.viewport.width}×${screen.viewport.height}, rows; every`,
      `request ${screen.latencyMs} ms further away and the processor ${screen.cpuSlowdown}× slower, as a phone on Wi-Fi) and on a ${load.viewport.width}×${load.viewport.height} screen`,
      '(tiles, nothing slowed). Usable: the first item painted with its title and the next task run (a click would',
      'be handled). Rounds of code: scripts and stylesheets asked for before that, a file a round after the latest',
      'one that had arrived when it was asked for (one after another, whatever the bandwidth).',
      '',
      '| measure | value | target |',
      '|---|---|---|',
      `| phone: navigation → list usable, median of ${phone.length} | ${median(phone)} ms (runs: ${phone.join(', ')}) | < 800 ms |`,
      `| phone: rounds of code before usable | ${rounds(load.phone.runs)} |  |`,
      `| ${load.viewport.width} px: navigation → list usable, median of ${usable.length} | ${median(usable)} ms (runs: ${usable.join(', ')}) | < 800 ms |`,
      `| ${load.viewport.width} px: rounds of code before usable | ${rounds(load.runs)} |  |`,
      `| long tasks > 50 ms while the tile grid loads its further pages (${load.furtherPages.pages} pages, scrolled to the end) | ${over50(further)}, longest ${longest(further)} | none |`,
      '',
      'On the phone:',
      '',
      ...runRows(load.phone.runs),
      '',
      ...waterfall(load.phone.runs),
      `On the ${load.viewport.width} px screen:`,
      '',
      ...runRows(load.runs),
      '',
      "Lighthouse's default mobile run (simulated slow 4G and a slower CPU), each on a fresh profile: a",
      "visitor's first load (the welcome page, which the targets are for) and the signed-in list's.",
      '',
      '| run | page | score | script transferred | total blocking time | LCP | target |',
      '|---|---|---|---|---|---|---|',
      ...lighthouseRows('welcome', load.lighthouse.welcome, 'score ≥ 95, script ≤ 150 kB'),
      ...lighthouseRows('list', load.lighthouse.list, ''),
      '',
    ]
  },
}
