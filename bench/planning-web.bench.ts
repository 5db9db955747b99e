/**
 * The shopping-list and meal-plan pages in Chromium, on the built app: a list of LIST_ITEMS items grouped
 * (similar words, aisles), sorted and painted again when grouping by aisle is switched; and a plan of PLAN_ITEMS meals
 * over PLAN_MONTHS months painted again when the month changes. Each time runs from the click (dispatched in
 * the page, so no round trip of the driver counts) to the frame painted after the page changed.
 */
import { chromium, type ElementHandle, type Locator, type Page } from '@playwright/test'
import type { TMealPlan } from '@rosemary/shared/contract'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { median } from './sections/format.ts'
import { type Account, seedPlanningFixture } from './support/planning-fixture.ts'
import type { Started } from './support/processes.ts'

export interface RenderTimes {
  median: number
  worst: number
}

export interface PlanningBrowserFigures {
  runs: number
  planItems: number
  planMonths: number
  listRender: RenderTimes
  planRender: RenderTimes
}

const RUNS = 7
const PLAN_ITEMS = 300
const PLAN_MONTHS = 3
const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks', 'other'] as const

/** Clicks the element in the page and resolves with the ms until the frame after the DOM changed is painted. */
async function timeClick(page: Page, target: Locator): Promise<number> {
  const element = (await target.elementHandle()) as ElementHandle<HTMLElement> | null
  if (!element) throw new Error(`nothing to click: ${String(target)}`)
  return page.evaluate(
    (clicked) =>
      new Promise<number>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          observer.disconnect()
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)))
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        setTimeout(() => reject(new Error('the page did not change within 10 s of the click')), 10_000)
        const started = performance.now()
        clicked.click()
      }),
    element,
  )
}

function summary(times: number[]): RenderTimes {
  return { median: Math.round(median(times)), worst: Math.round(Math.max(...times)) }
}

async function call<T>(server: Started, token: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A plan whose meals fill the months from the first of this one, some days three, some four. */
async function seedPlan(server: Started, owner: Account): Promise<string> {
  const plan = await call<TMealPlan>(server, owner.token, 'POST', '/api/meal-plans', { title: 'Season' })
  const first = new Date()
  const days = Math.round(PLAN_MONTHS * 30.4)
  const items = Array.from({ length: PLAN_ITEMS }, (_, i) => {
    const date = new Date(first.getFullYear(), first.getMonth(), 1 + Math.floor((i * days) / PLAN_ITEMS))
    const scheduledDate = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    return { title: `Meal ${i + 1}`, scheduledDate, meal: MEALS[i % MEALS.length] }
  })
  await call(server, owner.token, 'POST', `/api/meal-plans/${plan.id}/items`, items)
  return plan.id
}

/**
 * The token is left from a page of the app's origin that loads none of its files: set from the app's own
 * page, the app (which read localStorage as it started) would not see it when only the address's hash
 * changes next, and would ask to sign in.
 */
async function openSignedIn(page: Page, server: Started, token: string, path: string) {
  await page.goto(`${server.url}/api/health`)
  await page.evaluate((value) => localStorage.setItem('token', value), token)
  await page.goto(`${server.url}/#${path}`)
}

export async function measurePlanningPages(
  server: Started,
  owner: Account,
  collaborator: Account,
  listItems: number,
): Promise<PlanningBrowserFigures> {
  const fixture = await seedPlanningFixture(server.url, owner, collaborator, listItems)
  const planId = await seedPlan(server, owner)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await openSignedIn(page, server, owner.token, `/shopping-lists/${fixture.listId}`)
    await page.getByTestId('shopping-item').first().waitFor()
    await page.getByRole('button', { name: 'List options' }).click()
    // Grouping by aisle on and off: every item is placed again, grouped and sorted.
    const byAisle = page.getByRole('switch', { name: 'Group by aisle' })
    const listTimes: number[] = []
    for (let run = 0; run <= RUNS; run++) {
      const time = await timeClick(page, byAisle)
      // The first run pays for warming up, as the first change after a page load does once.
      if (run > 0) listTimes.push(time)
    }

    await openSignedIn(page, server, owner.token, `/meal-planners/${planId}`)
    await page.getByTestId('plan-item').first().waitFor()
    const planTimes: number[] = []
    for (let run = 0; run <= RUNS; run++) {
      const forward = Math.floor(run / (PLAN_MONTHS - 1)) % 2 === 0
      const name = forward ? 'Next month' : 'Previous month'
      const time = await timeClick(page, page.getByRole('button', { name }))
      if (run > 0) planTimes.push(time)
    }
    return {
      runs: RUNS,
      planItems: PLAN_ITEMS,
      planMonths: PLAN_MONTHS,
      listRender: summary(listTimes),
      planRender: summary(planTimes),
    }
  } finally {
    await browser.close()
  }
}
