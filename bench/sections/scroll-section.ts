/** The recipe list in the browser: long tasks while it opens and while it scrolls to the end. */
import type { ScrollFigures } from '../scroll.bench.ts'
import { seconds, thousands } from './format.ts'
import type { Section } from './section.ts'

export const scrollSection: Section<ScrollFigures> = {
  heading: 'Recipe list in the browser',
  render: (scroll) => [
    `Opening \`list/main\` with ${thousands(scroll.recipes)} recipes on a ${scroll.viewport.width}×${scroll.viewport.height} screen in Chromium, then scrolling`,
    `to the last recipe with the mouse wheel (${scroll.wheelSteps} steps of ${thousands(scroll.wheelPx)} px every ${scroll.wheelEveryMs} ms, ${seconds(scroll.scrollMs)};`,
    'the list loads its recipes a page at a time as it goes and renders only the rows on screen), from the',
    "server as it runs by default (cached). Long tasks are Chromium's `longtask` entries (tasks over 50 ms),",
    "observed from before the app's first script.",
    '',
    '| phase | long tasks | longest | target |',
    '|---|---|---|---|',
    `| opening (until the list shows and the first interaction has loaded the overlays) | ${scroll.opening.count} | ${scroll.opening.longestMs} ms | none |`,
    `| scrolling to the end | ${scroll.scrolling.count} | ${scroll.scrolling.longestMs} ms | none |`,
    '',
    `Every long task, start after navigation / duration: ${scroll.tasks.map((task) => `${task.start} / ${task.duration} ms`).join('; ') || 'none'}.`,
    '',
  ],
}
