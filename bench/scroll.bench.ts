/**
 * The web list with a 5,000-recipe library: open `list/main` on a phone-sized screen and scroll to the
 * last recipe, counting the long tasks (over 50 ms) Chromium reports while the list opens and while it
 * scrolls. The list loads 200 recipes a page as it scrolls and renders only the rows on screen.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { startLibraryServer } from './support/library.ts'

const RECIPES = 5000
/** A fast flick on a phone: 1,500 px every 50 ms, about 30,000 px a second. */
const WHEEL_PX = 1500
const WHEEL_EVERY_MS = 50
const VIEWPORT = { width: 390, height: 844 }

export interface LongTasks {
  count: number
  longestMs: number
}

export interface ScrollFigures {
  recipes: number
  viewport: { width: number; height: number }
  wheelPx: number
  wheelEveryMs: number
  openMs: number
  scrollMs: number
  wheelSteps: number
  opening: LongTasks
  scrolling: LongTasks
  /** Each long task: when it started (ms after navigation) and how long it took. */
  tasks: { start: number; duration: number }[]
}

interface Collected {
  tasks: { start: number; duration: number }[]
}

function summarise(tasks: { duration: number }[]): LongTasks {
  return {
    count: tasks.length,
    longestMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
  }
}

export async function benchScroll(log: (line: string) => void): Promise<ScrollFigures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-bench-scroll-'))
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  try {
    const { server, token } = await startLibraryServer(env, RECIPES)

    const last = await fetch(
      `${server.url}/api/recipes/by-page?folder=main&sort=title&offset=${RECIPES - 1}&count=1`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    )
    const lastTitle = ((await last.json()) as { data: { title: string }[] }).data[0]!.title

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    try {
      const page = await browser.newPage({ viewport: VIEWPORT })
      await page.addInitScript((value) => {
        window.localStorage.setItem('token', value)
        const collected: Collected = { tasks: [] }
        ;(window as unknown as { collected: Collected }).collected = collected
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            collected.tasks.push({ start: entry.startTime, duration: entry.duration })
        }).observe({ type: 'longtask', buffered: true })
      }, token)
      await page.goto(`${server.url}/#/list/main`)
      await page.getByTestId('recipe-item').first().waitFor()
      // Settled: the overlays that load on the first interaction are not part of scrolling.
      await page.mouse.move(200, 400)
      await page.waitForTimeout(1000)
      const openMs = Math.round(await page.evaluate(() => performance.now()))
      const scrollStart = performance.now()
      const lastRow = page.getByTestId('recipe-item').filter({ hasText: lastTitle })
      let wheelSteps = 0
      while (!(await lastRow.isVisible())) {
        await page.mouse.wheel(0, WHEEL_PX)
        await page.waitForTimeout(WHEEL_EVERY_MS)
        if (++wheelSteps > 10_000) throw new Error('the end of the list never came')
      }
      const scrollMs = Math.round(performance.now() - scrollStart)
      const { tasks } = await page.evaluate(() => (window as unknown as { collected: Collected }).collected)
      const figures: ScrollFigures = {
        recipes: RECIPES,
        viewport: VIEWPORT,
        wheelPx: WHEEL_PX,
        wheelEveryMs: WHEEL_EVERY_MS,
        openMs,
        scrollMs,
        wheelSteps,
        opening: summarise(tasks.filter((task) => task.start < openMs)),
        scrolling: summarise(tasks.filter((task) => task.start >= openMs)),
        tasks: tasks.map((task) => ({ start: Math.round(task.start), duration: Math.round(task.duration) })),
      }
      log(
        `scroll: ${RECIPES} recipes, ${wheelSteps} wheel steps in ${scrollMs} ms; long tasks opening ${figures.opening.count} (longest ${figures.opening.longestMs} ms), scrolling ${figures.scrolling.count} (longest ${figures.scrolling.longestMs} ms)`,
      )
      return figures
    } finally {
      await browser.close()
      await server.stop()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
