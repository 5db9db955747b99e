/** Accessibility of what a page shows now: axe at a laptop's and a phone's width, light and dark. */
import { expect, type Page } from '@playwright/test'
import { describeViolations, findSeriousViolations, type Violation } from './axe.ts'

const VARIANTS = [
  { width: 1366, height: 900, scheme: 'light' },
  { width: 1366, height: 900, scheme: 'dark' },
  { width: 390, height: 844, scheme: 'dark' },
  { width: 390, height: 844, scheme: 'light' },
] as const
export const WIDE = { width: 1366, height: 900 }

/** Until nothing moves: colours still in transition to the new scheme would be measured half-way. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
}

/** No serious axe violation and nothing to scroll sideways in what the page shows now, in each variant. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const found: { variant: string; violations: Violation[] }[] = []
  for (const { scheme, ...size } of VARIANTS) {
    await page.setViewportSize(size)
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
    await settle(page)
    const violations = await findSeriousViolations(page)
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    if (scrollWidth > size.width) {
      const summary = `The page is ${scrollWidth} px wide on a screen of ${size.width} px`
      violations.push({
        rule: 'sideways-scrolling',
        impact: 'serious',
        help: 'Fits the screen',
        nodes: [{ target: 'html', summary }],
      })
    }
    found.push({ variant: `${size.width}px ${scheme}`, violations })
  }
  await page.setViewportSize(WIDE)
  await page.emulateMedia({ colorScheme: 'light' })
  expect(describeViolations(found), `serious or critical violations in "${name}"`).toBe('')
}
