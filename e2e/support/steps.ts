/**
 * Small composable steps that bring a page into a state, so a state of the accessibility spec is one line:
 * each step does something and returns what shows that it worked (awaited visible by the caller).
 */
import { expect, type Locator, type Page } from '@playwright/test'

export type Find = (page: Page) => Locator
export type Step = (page: Page) => Promise<Locator>

export const byTestId =
  (id: string): Find =>
  (page) =>
    page.getByTestId(id)
export const byText =
  (text: string): Find =>
  (page) =>
    page.getByText(text).first()
export const button =
  (name: string): Find =>
  (page) =>
    page.getByRole('button', { name, exact: true }).first()
export const dialog: Find = (page) => page.getByRole('dialog')
export const menu: Find = (page) => page.getByRole('menu')

/** Nothing to do: wait for what shows the state. */
export const shows =
  (find: Find): Step =>
  async (page) =>
    find(page)

export const click =
  (target: Find, then: Find = dialog): Step =>
  async (page) => {
    await target(page).click()
    return then(page)
  }

export const fill =
  (target: Find, value: string, then: Find): Step =>
  async (page) => {
    await target(page).fill(value)
    return then(page)
  }

/** Opens a menu and picks one of its items. */
export const pick =
  (target: Find, item: string, then: Find = dialog): Step =>
  async (page) => {
    await target(page).click()
    await page.getByRole('menuitem', { name: item }).click()
    return then(page)
  }

/** One step after the other, each seen to work before the next. */
export const steps =
  (...all: Step[]): Step =>
  async (page) => {
    let shown: Locator | undefined
    for (const step of all) {
      if (shown) await expect(shown).toBeVisible()
      shown = await step(page)
    }
    return shown!
  }
