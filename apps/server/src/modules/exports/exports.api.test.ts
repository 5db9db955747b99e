import { XMLValidator } from 'fast-xml-parser'
import sharp from 'sharp'
import { describe, expect } from 'vitest'
import type { TRecipe, TRecipeSummary } from '@rosemary/shared/contract'
import { recipes } from '../../db/schema/index.ts'
import { test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { finishedJob, sendImport } from '../../test/imports.ts'
import { createRecipe, uploadImage } from '../../test/recipes.ts'

const fields = [
  'title',
  'description',
  'yield',
  'activeTime',
  'totalTime',
  'source',
  'url',
  'notes',
  'ingredients',
  'instructions',
  'rating',
] as const

async function fullRecipes(api: Parameters<typeof createRecipe>[0], token: string) {
  const wide = await uploadImage(api, token, await solidJpeg(400, 300, '#c33'))
  const tall = await uploadImage(api, token, await solidJpeg(200, 300, '#33c'))
  await createRecipe(api, token, {
    title: 'Crème brûlée <script>alert(1)</script>',
    description: 'Silky & rich "custard"',
    yield: '6 ramekins',
    activeTime: 'overnight',
    totalTime: '1 h 30 min',
    source: 'Grand-mère',
    url: 'https://example.com/creme?x=1&y=2',
    notes: 'Use a torch.\nOr the grill.',
    ingredients: '[Custard]\n500 ml cream\n1/2 cup sugar\n[Top]\n2 tbsp sugar',
    instructions: 'Heat the cream.\n[Finish]\nTorch the sugar.',
    rating: 5,
    labels: ['dessert', 'french'],
    imageIds: [wide.id, tall.id],
  })
  await createRecipe(api, token, {
    title: 'Plain toast',
    description: '',
    yield: '',
    activeTime: '',
    totalTime: '',
    source: '',
    url: '',
    notes: '',
    ingredients: '1 slice bread',
    instructions: 'Toast it.',
    rating: null,
    labels: [],
  })
}

async function everyRecipe(api: Parameters<typeof createRecipe>[0], token: string): Promise<TRecipe[]> {
  const page = await api.call('GET /recipes/by-page', { token, query: { count: 200 } })
  const summaries = (page.body as { data: TRecipeSummary[] }).data
  return Promise.all(
    summaries.map(
      async (summary) =>
        (await api.call('GET /recipes/:id', { token, params: { id: summary.id } })).body as TRecipe,
    ),
  )
}

async function pictureSizes(api: Parameters<typeof createRecipe>[0], recipe: TRecipe) {
  return Promise.all(
    recipe.images.map(async (image) => {
      const file = await api.raw({ method: 'GET', url: image.url })
      const { width, height } = await sharp(file.rawPayload).metadata()
      return `${width}x${height}`
    }),
  )
}

describe('GET /api/data/export/json-ld', () => {
  test('imported into a fresh account, reproduces every field, label, rating, date and picture', async ({
    api,
    user,
    makeUser,
  }) => {
    await fullRecipes(api, user.token)
    const exported = await api.raw({
      method: 'GET',
      url: `/api/data/export/json-ld?download=true&token=${user.token}`,
    })
    expect(exported.status).toBe(200)
    expect(exported.headers['content-type']).toContain('application/ld+json')
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="rosemary-recipes-.*\.json"$/,
    )

    const fresh = await makeUser()
    const started = await sendImport(
      api,
      fresh.token,
      '/data/import/json-ld',
      'jsonLD',
      exported.rawPayload,
      'export.json',
    )
    expect(started.status).toBe(202)
    const job = await finishedJob(api, fresh.token, (started.body as { jobId: string }).jobId)
    expect(job).toMatchObject({ status: 'done', imported: 2, failed: 0 })

    const before = await everyRecipe(api, user.token)
    const after = await everyRecipe(api, fresh.token)
    expect(after.map((recipe) => recipe.title)).toEqual(before.map((recipe) => recipe.title))
    for (const [index, original] of before.entries()) {
      const copy = after[index]!
      for (const field of fields) expect(copy[field], field).toEqual(original[field])
      expect(copy.labels.map((label) => label.title)).toEqual(original.labels.map((label) => label.title))
      expect(copy.createdAt).toBe(original.createdAt)
      expect(await pictureSizes(api, copy)).toEqual(await pictureSizes(api, original))
    }
  })
})

describe('GET /api/data/export/paprika', () => {
  test('a .paprikarecipes file that the Paprika import reads back field for field', async ({
    api,
    user,
    makeUser,
  }) => {
    await fullRecipes(api, user.token)
    const exported = await api.raw({
      method: 'GET',
      url: `/api/data/export/paprika?download=true&token=${user.token}`,
    })
    expect(exported.status).toBe(200)
    expect(exported.headers['content-type']).toBe('application/zip')
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="rosemary-recipes-.*\.paprikarecipes"$/,
    )

    const fresh = await makeUser()
    const started = await sendImport(
      api,
      fresh.token,
      '/data/import/paprika',
      'paprikadb',
      exported.rawPayload,
      'export.paprikarecipes',
    )
    expect(started.status).toBe(202)
    const job = await finishedJob(api, fresh.token, (started.body as { jobId: string }).jobId)
    expect(job).toMatchObject({ status: 'done', imported: 2, failed: 0 })

    const before = await everyRecipe(api, user.token)
    const after = await everyRecipe(api, fresh.token)
    expect(after.map((recipe) => recipe.title)).toEqual(before.map((recipe) => recipe.title))
    for (const [index, original] of before.entries()) {
      const copy = after[index]!
      for (const field of fields) expect(copy[field], field).toEqual(original[field])
      expect(copy.labels.map((label) => label.title)).toEqual(original.labels.map((label) => label.title))
      // Paprika keeps whole seconds.
      expect(copy.createdAt).toBe(
        new Date(Math.floor(Date.parse(original.createdAt) / 1000) * 1000).toISOString(),
      )
      expect(await pictureSizes(api, copy)).toEqual(await pictureSizes(api, original))
    }
  })
})

describe('GET /api/data/export/{format}', () => {
  test('reads the library in batches: every recipe once, the main folder by title, then the inbox', async ({
    api,
    user,
    database,
  }) => {
    // Two batches and a part, with many equal titles (ties go by id across a batch's edge): a recipe
    // repeated or skipped at an edge would change the sorted list.
    const main = Array.from({ length: 230 }, (_, index) => ({
      userId: user.id,
      title: `Soup ${String(index % 40).padStart(2, '0')}`,
    }))
    const inbox = ['Aardvark stew', 'Zucchini bread'].map((title) => ({
      userId: user.id,
      title,
      folder: 'inbox' as const,
    }))
    await database.db.insert(recipes).values([...main, ...inbox])
    const exported = await api.raw({ method: 'GET', url: `/api/data/export/json-ld?token=${user.token}` })
    const graph = (JSON.parse(exported.rawPayload.toString('utf8')) as { '@graph': { name: string }[] })[
      '@graph'
    ]
    const names = graph.map((recipe) => recipe.name)
    expect(names).toHaveLength(232)
    expect(names.slice(0, 230)).toEqual(main.map((recipe) => recipe.title).sort())
    expect(names.slice(230)).toEqual(['Aardvark stew', 'Zucchini bread'])
  })

  test('writes XML that parses, with every value escaped', async ({ api, user }) => {
    await fullRecipes(api, user.token)
    const response = await api.raw({
      method: 'GET',
      url: '/api/data/export/xml',
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toContain('application/xml')
    expect(response.headers['content-disposition']).toBeUndefined()
    const text = response.rawPayload.toString('utf8')
    expect(text).not.toContain('<script>')
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- its successor package is not installed
    expect(XMLValidator.validate(text)).toBe(true)
    expect(text).toContain('Crème brûlée &lt;script&gt;alert(1)&lt;/script&gt;')
  })

  test('writes readable text and a PDF', async ({ api, user }) => {
    await fullRecipes(api, user.token)
    const get = (format: string) =>
      api.raw({
        method: 'GET',
        url: `/api/data/export/${format}?language=de-de`,
        headers: { authorization: `Bearer ${user.token}` },
      })
    const text = await get('txt')
    expect(text.headers['content-type']).toContain('text/plain')
    expect(text.rawPayload.toString('utf8')).toContain('Crème brûlée <script>alert(1)</script>')
    expect(text.rawPayload.toString('utf8')).toContain('Zutaten')
    const pdf = await get('pdf')
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF')
  })

  test('exports only the signed-in user’s recipes; no token is 401, an unknown format 400', async ({
    api,
    user,
    makeUser,
  }) => {
    await createRecipe(api, user.token, { title: 'Mine' })
    const other = await makeUser()
    await createRecipe(api, other.token, { title: 'Theirs' })
    const mine = await api.raw({ method: 'GET', url: `/api/data/export/txt?token=${user.token}` })
    expect(mine.rawPayload.toString('utf8')).toContain('Mine')
    expect(mine.rawPayload.toString('utf8')).not.toContain('Theirs')
    expect((await api.raw({ method: 'GET', url: '/api/data/export/txt' })).status).toBe(401)
    expect((await api.raw({ method: 'GET', url: `/api/data/export/docx?token=${user.token}` })).status).toBe(
      400,
    )
  })
})
