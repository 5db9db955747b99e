/**
 * The clip corpus through the bookmarklet's path: every page rendered in one Chromium (a context per page, two
 * at a time: the machine has two cores), read as the bookmarklet reads it and clipped with the rule and split
 * of `measure:clip`, beside the saved page's own result.
 */
import { chromium } from '@playwright/test'
import type { CorpusPage } from '../../apps/server/scripts/clip-corpus.ts'
import { measurePage, type PageResult } from '../../apps/server/scripts/clip-results.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts'
import type { RenderedResult } from './bookmarklet-results.ts'
import { renderPage } from './rendered-page.ts'

const PAGES_AT_ONCE = 2

export interface RenderedCorpus {
  results: RenderedResult[]
  seconds: number
}

/** `saved` holds the saved pages' results, in the order of `pages`. */
export async function renderCorpus(
  pages: CorpusPage[],
  saved: PageResult[],
  log: (line: string) => void,
): Promise<RenderedCorpus> {
  const started = performance.now()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const results: RenderedResult[] = []
  let next = 0
  let done = 0
  const lane = async () => {
    for (let at = next++; at < pages.length; at = next++) {
      const page = pages[at]!
      const rendered = await renderPage(browser, page.html, page.pageUrl)
      // A page not read is clipped from nothing: it counts against the rule, with the reason kept apart.
      const copy = 'copy' in rendered ? rendered.copy : { html: '', url: page.pageUrl }
      results[at] = {
        saved: saved[at]!,
        rendered: measurePage(page, copy),
        failure: 'failure' in rendered ? rendered.failure : null,
      }
      done += 1
      if (done % 50 === 0) log(`${done} of ${pages.length} pages rendered`)
    }
  }
  try {
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, lane))
  } finally {
    await browser.close()
  }
  return { results, seconds: (performance.now() - started) / 1000 }
}
