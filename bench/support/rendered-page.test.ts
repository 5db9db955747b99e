import { existsSync } from 'node:fs'
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net'
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts'
import { isPageRequest, localPath, renderPage, type RenderTimes } from './rendered-page.ts'

const PAGE_URL = 'https://kitchen.example/recipes/barley-salad?serves=4'

test('the local server answers at the page’s own path and query', () => {
  expect(localPath(PAGE_URL)).toBe('/recipes/barley-salad?serves=4')
})

test('a request for the page is one for its address, whatever its fragment', () => {
  expect(isPageRequest('https://kitchen.example/recipes/barley-salad?serves=4#method', PAGE_URL)).toBe(true)
  expect(isPageRequest('https://kitchen.example/recipes/barley-salad', PAGE_URL)).toBe(false)
  expect(isPageRequest('http://kitchen.example/recipes/barley-salad?serves=4', PAGE_URL)).toBe(false)
  expect(isPageRequest('https://cdn.kitchen.example/app.js', PAGE_URL)).toBe(false)
  expect(isPageRequest('not an address', 'not an address')).toBe(false)
})

/**
 * A host that takes connections and never answers: what an outside script can be on a closed network. The browser
 * is told it is at outside.example, so that a page on the web may ask it for a script.
 */
async function silentHost(): Promise<{ server: Server; hostRule: string; connections: Socket[] }> {
  const connections: Socket[] = []
  const server = createServer((socket) => connections.push(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, hostRule: `MAP outside.example 127.0.0.1:${port}`, connections }
}

const TIMES: RenderTimes = { loadMs: 3_000, settleMs: 500, readMs: 2_000 }

describe.skipIf(!existsSync(CHROMIUM_PATH))('in Chromium', () => {
  let browser: Browser
  let silent: Awaited<ReturnType<typeof silentHost>>
  beforeAll(async () => {
    silent = await silentHost()
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=${silent.hostRule}`],
    })
  }, 60_000)
  afterAll(async () => {
    await browser.close()
    for (const socket of silent.connections) socket.destroy()
    silent.server.close()
  })

  test('the page is read once its scripts ran and it loaded, at its own address, never waiting on outside files', async () => {
    const html = `<!doctype html><html><head><title>Barley salad</title>
      <script src="https://outside.example/tracker.js"></script>
      <script>if (location.protocol !== 'https:') location.replace('https://elsewhere.example/')</script>
      </head><body><h1>Barley salad</h1><div id="card"></div>
      <script>
        document.getElementById('card').innerHTML = '<h2>Ingredients</h2><ul><li>200 g pearl barley</li></ul>'
        history.replaceState(null, '', location.pathname + location.search + '&print=1')
        addEventListener('load', () => document.body.insertAdjacentHTML('beforeend', '<p>Serves 4</p>'))
      </script><img src="https://outside.example/barley.jpg" alt=""></body></html>`
    const rendered = await renderPage(browser, html, PAGE_URL, TIMES)
    expect(rendered).toEqual({
      copy: {
        url: `${PAGE_URL}&print=1`,
        html: expect.stringContaining('<li>200 g pearl barley</li>'),
      },
    })
    expect(rendered).toEqual({
      copy: expect.objectContaining({ html: expect.stringContaining('<p>Serves 4</p>') }),
    })
    expect(silent.connections).toHaveLength(0)
  }, 30_000)

  test('a page whose script sends the browser to another address is not read', async () => {
    const html = `<!doctype html><html><body><h1>Barley salad</h1>
      <script>location.replace('https://elsewhere.example/barley-salad')</script></body></html>`
    expect(await renderPage(browser, html, PAGE_URL, TIMES)).toEqual({
      failure: 'left for an address not served',
    })
  }, 30_000)

  test('a page whose script never lets it load is cut at the time limit, with the reason', async () => {
    const html = '<!doctype html><html><body><h1>Stuck</h1><script>for (;;) {}</script></body></html>'
    const started = performance.now()
    expect(await renderPage(browser, html, PAGE_URL, TIMES)).toEqual({ failure: 'not loaded in 3 s' })
    expect(performance.now() - started).toBeLessThan(TIMES.loadMs + TIMES.readMs + 5_000)
  }, 30_000)
})
