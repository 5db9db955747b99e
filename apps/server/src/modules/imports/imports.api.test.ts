import { describe, expect } from 'vitest'
import type { TJob, TRecipe, TRecipeSummary } from '@rosemary/shared/contract'
import { MAX_IMPORT_UPLOAD_BYTES } from '@rosemary/shared/contract'
import { paprikaExport } from '../../formats/import/test-support/paprika-files.ts'
import type { SocketFrame } from '../../realtime/event-bus.ts'
import { test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { finishedJob, sendImport } from '../../test/imports.ts'

const paprikaPath = '/data/import/paprika'

async function soupAndCake() {
  const photo = (await solidJpeg(300, 200)).toString('base64')
  return paprikaExport(
    [
      {
        name: 'Lentil Soup',
        ingredients: 'Soup\n200 g lentils\n1 onion',
        directions: 'Rinse the lentils.\nSimmer for 30 minutes.',
        servings: '4',
        prep_time: '10 min',
        total_time: '40 min',
        source: 'Grandma',
        source_url: 'https://example.com/soup',
        rating: 5,
        categories: ['Dinner', 'Soups'],
        photo_data: photo,
        created: '2019-03-04 12:00:00',
      },
      { name: 'Crème brûlée ☕', ingredients: '4 egg yolks', directions: 'Bake.', rating: 0, categories: [] },
    ],
    { 'Broken.paprikarecipe': new Uint8Array([1, 2, 3, 4, 5]) },
  )
}

describe('POST /api/data/import/paprika', () => {
  test('imports every readable recipe with its picture and labels, and names the one it could not read', async ({
    api,
    user,
    bus,
  }) => {
    const frames: SocketFrame[] = []
    bus.subscribe(user.id, (frame) => frames.push(frame))
    const response = await api.raw({
      ...(await sendImportRequest(await soupAndCake())),
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(response.status).toBe(202)
    const job = await finishedJob(api, user.token, (response.body as { jobId: string }).jobId)
    expect(job).toMatchObject({
      type: 'import:paprika',
      status: 'done',
      progress: 100,
      total: 3,
      imported: 2,
      failed: 1,
    })
    expect(job.failures).toEqual([{ title: expect.stringContaining('Broken'), reason: expect.any(String) }])

    const list = await api.call('GET /recipes/by-page', { token: user.token, query: {} })
    const summaries = (list.body as { data: TRecipeSummary[] }).data
    expect(summaries.map((recipe) => recipe.title)).toEqual(['Crème brûlée ☕', 'Lentil Soup'])
    const soupId = summaries.find((recipe) => recipe.title === 'Lentil Soup')!.id
    const soup = (await api.call('GET /recipes/:id', { token: user.token, params: { id: soupId } }))
      .body as TRecipe
    expect(soup).toMatchObject({
      source: 'Grandma',
      url: 'https://example.com/soup',
      rating: 5,
      instructions: 'Rinse the lentils.\nSimmer for 30 minutes.',
      createdAt: expect.stringMatching(/^2019-03-04/),
    })
    expect(soup.ingredients).toContain('200 g lentils')
    expect(soup.labels.map((label) => label.title).sort()).toEqual(['dinner', 'from paprika', 'soups'])
    expect(soup.images).toHaveLength(1)
    expect(frames.filter((frame) => frame.type === 'job:updated').at(-1)).toMatchObject({
      data: { job: { status: 'done', imported: 2 } },
    })
    expect(frames.some((frame) => frame.type === 'recipe:update')).toBe(true)
  })

  test('answers 400 with the reason for a file that is not one, and starts nothing', async ({
    api,
    user,
  }) => {
    for (const data of [
      new Uint8Array(),
      new TextEncoder().encode('{"name": "not a zip"}'),
      new Uint8Array(1000),
    ]) {
      const response = await sendImport(api, user.token, paprikaPath, 'paprikadb', data)
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { paprikadb: expect.any(String) } },
      })
    }
    const wrongField = await sendImport(api, user.token, paprikaPath, 'file', await soupAndCake())
    expect(wrongField.status).toBe(400)
    expect((await api.call('GET /jobs', { token: user.token })).body).toEqual({ data: [] })
  })

  test(`refuses a file over ${MAX_IMPORT_UPLOAD_BYTES / 1024 / 1024} MB with 413, and the server goes on`, async ({
    api,
    user,
  }) => {
    const response = await sendImport(
      api,
      user.token,
      paprikaPath,
      'paprikadb',
      new Uint8Array(MAX_IMPORT_UPLOAD_BYTES + 1),
    )
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({
      error: { code: 'payload_too_large', message: expect.stringMatching(/MB/) },
    })
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
  })

  test('jobs are their owner’s: another user gets 404, no token 401', async ({ api, user, makeUser }) => {
    const response = await sendImport(api, user.token, paprikaPath, 'paprikadb', await soupAndCake())
    const jobId = (response.body as { jobId: string }).jobId
    await finishedJob(api, user.token, jobId)
    const other = await makeUser()
    expect((await api.call('GET /jobs/:id', { token: other.token, params: { id: jobId } })).status).toBe(404)
    expect((await api.call('GET /jobs/:id', { params: { id: jobId } })).status).toBe(401)
    expect((await sendImport(api, undefined, paprikaPath, 'paprikadb', await soupAndCake())).status).toBe(401)
    const mine = (await api.call('GET /jobs', { token: user.token })).body as { data: TJob[] }
    expect(mine.data.map((job) => job.id)).toEqual([jobId])
  })
})

async function sendImportRequest(data: Uint8Array) {
  const form = new FormData()
  form.append('paprikadb', new Blob([new Uint8Array(data)]), 'My Recipes.paprikarecipes')
  return { method: 'POST' as const, url: `/api${paprikaPath}?label=From%20Paprika`, payload: form }
}
