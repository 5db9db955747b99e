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

  await openSignedIn(page, token, '/list/main')
  await expect(page.getByTestId('recipe-item')).toHaveText(/Risotto alla milanese/)

  const byPage = asked.indexOf('/api/recipes/by-page')
  const listChunk = asked.findIndex((path) => /\/RecipeListPage-[\w-]+\.js$/.test(path))
  expect(byPage).toBeGreaterThan(-1)
  expect(listChunk).toBeGreaterThan(-1)
  expect(byPage, 'the by-page request goes before the list page is even asked for').toBeLessThan(listChunk)
  // The entry and the files index.html preloads for it; without the early request, some 70.
  expect(asked.slice(0, byPage).filter((path) => path.endsWith('.js')).length).toBeLessThan(10)
  expect(asked.filter((path) => path === '/api/recipes/by-page')).toHaveLength(1)
})
