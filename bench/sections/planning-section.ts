/** Shopping lists and meal plans (issue 14): a shared list's read, its changes' way to a collaborator, and the pages' rendering. */
import type { PlanningFigures } from '../planning.bench.ts'
import { ENGINE_TABLE, engineRow, failures, latency } from './format.ts'
import type { Section } from './section.ts'

const ms = (value: number) => `${value} ms`

export const planningSection: Section<PlanningFigures> = {
  heading: 'Shopping lists and meal plans',
  render: ({ setup, engines, browser }) => [
    `A list of ${setup.items} items, added through the API (similar words in several aisles, with and without`,
    `amounts), is shared with a friend. GET /api/shopping-lists/:id runs ${setup.durationSeconds} s at ${setup.connections} connections, then ${setup.aloneSeconds} s at one,`,
    'as the server runs (a list read again comes from memory until a member changes it) and with CACHE_SECONDS=0.',
    `Then the owner checks or unchecks an item ${setup.changes} times, one after another, while the collaborator's socket is`,
    'open; the time is from sending PUT …/items to the `shoppinglist:updated` frame arriving in that socket.',
    'Latencies: p50 / p95 / p99.',
    '',
    ...ENGINE_TABLE,
    engineRow(
      engines,
      `GET a ${setup.items}-item list, ${setup.connections} connections, cached`,
      (engine) => `${engine.list.requestsPerSecond} req/s; ${latency(engine.list)}`,
      'p95 < 15 ms',
    ),
    engineRow(engines, `GET a ${setup.items}-item list, alone, cached`, (engine) =>
      latency(engine.listAlone),
    ),
    engineRow(
      engines,
      `GET a ${setup.items}-item list, ${setup.connections} connections, uncached`,
      (engine) => `${engine.listUncached.requestsPerSecond} req/s; ${latency(engine.listUncached)}`,
    ),
    engineRow(engines, `GET a ${setup.items}-item list, alone, uncached`, (engine) =>
      latency(engine.listUncachedAlone),
    ),
    engineRow(
      engines,
      'change to frame',
      (engine) =>
        `${latency(engine.frame)}${engine.frame.missed > 0 ? `; ${engine.frame.missed} missed` : ''}`,
      'p95 < 50 ms',
    ),
    engineRow(engines, 'errors / non-2xx', (engine) =>
      failures([engine.list, engine.listAlone, engine.listUncached, engine.listUncachedAlone]),
    ),
    '',
    ...(browser
      ? [
          `In Chromium (${browser.runs} runs each, median / worst), on the built app: the time from a click on Group by`,
          `aisle (on, then off) to the ${setup.items}-item list grouped (similar words, aisles), sorted and painted again, and the time`,
          `from a click on the next or previous month to a month of a ${browser.planItems}-meal plan over ${browser.planMonths} months painted.`,
          '',
          '| measure | median | worst | target |',
          '|---|---|---|---|',
          `| ${setup.items}-item list: group, sort, render | ${ms(browser.listRender.median)} | ${ms(browser.listRender.worst)} | < 50 ms |`,
          `| ${browser.planItems}-item plan over ${browser.planMonths} months: render | ${ms(browser.planRender.median)} | ${ms(browser.planRender.worst)} | < 100 ms |`,
        ]
      : ['The browser figures were not measured in this run.']),
  ],
}
