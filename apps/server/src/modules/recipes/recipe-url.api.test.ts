/**
 * A recipe's url becomes a link: only http(s) may be one. The API refuses any other scheme; imports and
 * clipped drafts, which come from files and pages nobody checked, leave such a url out instead.
 */
import type { TClipDraft, TRecipe } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { paprikaExport } from '../../formats/import/test-support/paprika-files.ts'
import { finishedJob, sendImport } from '../../test/imports.ts'
import { createRecipe } from '../../test/recipes.ts'

const FOREIGN = [
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
]
const URL_PROBLEM = 'Enter a web address starting with http:// or https://'

describe('a recipe’s url', () => {
  test.for(FOREIGN)(
    '%s is refused with 400 naming url, on create and on update',
    async (url, { api, user }) => {
      const created = await api.call('POST /recipes', { token: user.token, body: { title: 'Soup', url } })
      expect(created).toMatchObject({ status: 400, body: { error: { fields: { url: URL_PROBLEM } } } })

      const recipe = await createRecipe(api, user.token)
      const updated = await api.call('PUT /recipes/:id', {
        token: user.token,
        params: { id: recipe.id },
        body: { url },
      })
      expect(updated).toMatchObject({ status: 400, body: { error: { fields: { url: URL_PROBLEM } } } })
      const stored = await api.call('GET /recipes/:id', { token: user.token, params: { id: recipe.id } })
      expect((stored.body as TRecipe).url).toBe(recipe.url)
    },
  )

  test.for(['https://example.com/soup', 'http://192.168.1.20/soup', 'example.com/soup', ''])(
    '%j is kept as it is',
    async (url, { api, user }) => {
      const created = await api.call('POST /recipes', { token: user.token, body: { title: 'Soup', url } })
      expect(created).toMatchObject({ status: 201, body: { url } })
    },
  )

  test('an import keeps the recipe and leaves such a url out', async ({ api, user }) => {
    const file = paprikaExport([
      { name: 'Linked Soup', source_url: 'javascript:alert(1)' },
      { name: 'Plain Soup', source_url: 'https://example.com/plain' },
    ])
    const started = await sendImport(api, user.token, '/data/import/paprika', 'paprikadb', file)
    expect(started.status).toBe(202)
    const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
    expect(job).toMatchObject({ status: 'done', imported: 2, failed: 0 })
    const page = await api.call('GET /recipes/by-page', { token: user.token, query: {} })
    const urls = (page.body as { data: TRecipe[] }).data.map((recipe) => [recipe.title, recipe.url])
    expect(urls).toEqual(
      expect.arrayContaining([
        ['Linked Soup', ''],
        ['Plain Soup', 'https://example.com/plain'],
      ]),
    )
  })

  test('a clipped draft leaves it out', async ({ api, user }) => {
    const html = `<html><head><script type="application/ld+json">
      {"@type":"Recipe","name":"Clipped Soup","recipeIngredient":["1 onion"],"url":"javascript:alert(2)"}
      </script></head><body></body></html>`
    const answer = await api.call('POST /clip', {
      token: user.token,
      body: { url: 'javascript:alert(1)', html },
    })
    expect(answer.status).toBe(200)
    const draft = answer.body as TClipDraft
    expect(draft.title).toBe('Clipped Soup')
    expect(draft.url).toBe('')
    const { imageUrl: _picture, ...fields } = draft
    const saved = await api.call('POST /recipes', { token: user.token, body: fields })
    expect(saved.status).toBe(201)
  })
})
