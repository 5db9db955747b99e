import { expect, test } from '@playwright/test'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'

/**
 * Issue 15: the list's first page is asked for as the app starts, not after the list page's code (which
 * came after some 70 script files, fetched level after level of imports), and the list takes that answer.
 */
test("a signed-in first load asks for the list's first page before the page's code, once", async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, newAccount('Ada Boni'))
  const created = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Risotto alla milanese' },
  })
  expect(created.ok()).toBe(true)
  const asked: string[] = []
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname))
  const code = new Map<string, Promise<string>>()
  page.on('response', (answer) => {
    const path = new URL(answer.url()).pathname
    if (path.endsWith('.js'))
      code.set(
        path,
        answer.text().catch(() => ''),
      )
  })
  // When the first tile shows its title, in the page's own clock (resource timings use the same).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="recipe-item"]')?.textContent.trim()) return
      observer.disconnect()
      ;(window as unknown as { tileAt: number }).tileAt = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })

  await openSignedIn(page, token, '/list/main')
  await expect(page.getByTestId('recipe-item')).toHaveText(/Risotto alla milanese/)

  const byPage = asked.indexOf('/api/recipes/by-page')
  const listChunk = asked.findIndex((path) => /\/RecipeListPage-[\w-]+\.js$/.test(path))
  expect(byPage).toBeGreaterThan(-1)
  expect(listChunk).toBeGreaterThan(-1)
  expect(byPage, 'the by-page request goes before the list page is even asked for').toBeLessThan(listChunk)
  // Before it, only the scripts index.html names (the entry and what it preloads); without the early
  // request, some 70.
  const html = await (await request.get('/')).text()
  const named = new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]))
  expect(asked.slice(0, byPage).filter((path) => path.endsWith('.js') && !named.has(path))).toEqual([])
  expect(asked.filter((path) => path === '/api/recipes/by-page')).toHaveLength(1)

  // The scripts the list needed to show its first tile.
  const beforeTile = await page.evaluate(() => {
    const tileAt = (window as unknown as { tileAt: number }).tileAt
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < tileAt && entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname)
  })
  expect(beforeTile.length).toBeGreaterThan(5)
  // Small shared files are copied into the files using them: this took some 60 files, six at a time.
  expect(beforeTile.length).toBeLessThan(40)
  // The offline recipe book is off: its IndexedDB library (Dexie, some 27 kB) is not among them.
  const texts = await Promise.all(beforeTile.map((path) => code.get(path) ?? Promise.resolve('')))
  expect(texts.filter((text) => text === '')).toEqual([])
  expect(beforeTile.filter((_, index) => texts[index]!.includes('Dexie'))).toEqual([])
})
