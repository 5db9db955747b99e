/**
 * A saved page as the bookmarklet reads it: opened in Debian's Chromium at its own address, the page answered by
 * a server of its own on 127.0.0.1 and every other request cut (the machine has no internet, and a page must
 * not wait on outside scripts), the page's inline scripts running, then read as the bookmarklet reads it:
 * `document.documentElement.outerHTML` and `location.href`. At its own address (https, its own host) the
 * page's scripts see what they would in the wild: served as http://127.0.0.1 some send the browser to the https
 * or canonical address instead; and the clipper gets the site's name from it as from the saved page.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from '@playwright/test'
import type { PageCopy } from '../../apps/server/scripts/clip-results.ts'

/** How long a page may take: to its DOMContentLoaded, then at most to its load event, then to be read. */
export interface RenderTimes {
  loadMs: number
  settleMs: number
  readMs: number
}

export const RENDER_TIMES: RenderTimes = { loadMs: 10_000, settleMs: 1_500, readMs: 5_000 }

/** The copy the bookmarklet would send, or why there is none (a kind of failure, never the page's own words). */
export type Rendered = { copy: PageCopy } | { failure: string }

/** The path and query the local server serves the page at: the page's own. */
export function localPath(pageUrl: string): string {
  const url = new URL(pageUrl)
  return url.pathname + url.search
}

/** Whether a request is for the page itself (its address, the fragment aside). */
export function isPageRequest(requestUrl: string, pageUrl: string): boolean {
  const [request, page] = [URL.parse(requestUrl), URL.parse(pageUrl)]
  if (!request || !page) return false
  request.hash = page.hash = ''
  return request.href === page.href
}

interface PageServer {
  origin: string
  close: () => Promise<void>
}

/** Serves `html` at `path` and answers 404 to anything else (the page's own pictures and scripts were not saved). */
async function servePage(html: string, path: string): Promise<PageServer> {
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      response.end(html)
    } else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const TIMED_OUT = Symbol('timed out')

/** The work's value, or TIMED_OUT when it takes longer than `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<typeof TIMED_OUT>(
    (resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms)),
  )
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

const seconds = (ms: number) => `${ms / 1000} s`

/** Opens the page in a context of its own, lets its scripts run, and reads it as the bookmarklet does. */
export async function renderPage(
  browser: Browser,
  html: string,
  pageUrl: string,
  times: RenderTimes = RENDER_TIMES,
): Promise<Rendered> {
  const path = localPath(pageUrl)
  const server = await servePage(html, path)
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    // The page's own address is answered by the local server; nothing else is fetched.
    // (A request still open when the context closes has nobody left to answer.)
    await context.route('**/*', (route) =>
      (isPageRequest(route.request().url(), pageUrl)
        ? route.fetch({ url: server.origin + path }).then((response) => route.fulfill({ response }))
        : route.abort('blockedbyclient')
      ).catch(() => undefined),
    )
    const tab = await context.newPage()
    try {
      await tab.goto(pageUrl, { waitUntil: 'domcontentloaded', timeout: times.loadMs })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      return { failure: timedOut ? `not loaded in ${seconds(times.loadMs)}` : 'not opened' }
    }
    // A person clicks the bookmarklet once the page shows; its pictures need not all be in.
    await tab.waitForLoadState('load', { timeout: times.settleMs }).catch(() => undefined)
    const read = await within(
      times.readMs,
      tab.evaluate(() => ({ url: location.href, html: document.documentElement.outerHTML })),
    ).catch(() => null)
    if (read === TIMED_OUT) return { failure: `not read in ${seconds(times.readMs)}` }
    if (read === null) return { failure: 'not read' }
    // Sent to an address that was cut, the tab shows Chromium's error page: there is no page to read.
    if (!/^https?:/i.test(read.url)) return { failure: 'left for an address not served' }
    return { copy: read }
  } finally {
    await within(times.readMs, context.close()).catch(() => undefined)
    await server.close()
  }
}
