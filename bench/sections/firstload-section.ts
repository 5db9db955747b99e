/** The signed-in first load of a 1,000-recipe list: when it is usable, its request waterfall, Lighthouse. */
import type { ColdLighthouseRun, FirstLoadFigures } from '../firstload.bench.ts'
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

export const firstLoadSection: Section<FirstLoadFigures> = {
  heading: 'First load of the recipe list (signed in, cold cache)',
  render: (load) => {
    const usable = load.runs.map((run) => run.usableMs)
    const further = load.furtherPages.longTasks
    return [
      `\`list/main\` with ${thousands(load.recipes)} recipes on a ${load.viewport.width}×${load.viewport.height} screen (tiles) in Chromium, nothing in its`,
      'cache. Usable: the first tile painted with its title and the next task run (a click would be handled).',
      '',
      '| measure | value | target |',
      '|---|---|---|',
      `| navigation → list usable, median of ${usable.length} | ${median(usable)} ms (runs: ${usable.join(', ')}) | < 800 ms |`,
      `| long tasks > 50 ms while the tile grid loads its further pages (${load.furtherPages.pages} pages, scrolled to the end) | ${over50(further)}, longest ${longest(further)} | none |`,
      '',
      '| run | first tiles | usable | by-page request starts | script files requested before it | list page chunk arrived | long tasks while opening |',
      '|---|---|---|---|---|---|---|',
      ...load.runs.map(
        (run, index) =>
          `| ${index + 1} | ${run.tilesMs} ms | ${run.usableMs} ms | ${run.byPageStartMs} ms | ${run.scriptsBefore} | ${run.pageChunkEndMs} ms | ${run.longTasksOpening.map((ms) => `${ms} ms`).join(', ') || 'none'} |`,
      ),
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
