/**
 * Imports whose pictures fail (a machine without internet, sites that misbehave, bytes that are no picture):
 * every recipe is imported, without the pictures it could not have, and the job's summary says which and why.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { TJob, TRecipe, TRecipeSummary } from '@rosemary/shared/contract'
import { paprikaExport } from '../../formats/import/test-support/paprika-files.ts'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { finishedJob, sendImport } from '../../test/imports.ts'
import {
  createTestFetcher,
  type MisbehavingSite,
  remoteFailures,
  startMisbehavingSite,
} from '../../test/misbehaving-site.ts'

let site: MisbehavingSite
/** Time enough for the good pictures on a busy machine; the slow sites still run out of it. */
const fetcher = createTestFetcher({ timeoutMs: 2_000, maxBytes: 1024 * 1024 })

beforeAll(async () => {
  const photo = await solidJpeg()
  site = await startMisbehavingSite({
    '/photo.jpg': (_request, response) => void response.writeHead(200).end(photo),
  })
})

afterAll(async () => {
  await Promise.all([site.close(), fetcher.close()])
})

const recipe = (name: string, image: string[]) => ({
  '@type': 'Recipe',
  name,
  image,
  recipeIngredient: ['1 leek'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Cook.' }],
})

async function importedTitlesAndPictures(api: ApiClient, token: string): Promise<Record<string, number>> {
  const list = await api.call('GET /recipes/by-page', { token, query: {} })
  const pictures: Record<string, number> = {}
  for (const { id, title } of (list.body as { data: TRecipeSummary[] }).data) {
    const full = (await api.call('GET /recipes/:id', { token, params: { id } })).body as TRecipe
    pictures[title] = full.images.length
  }
  return pictures
}

// Fault after fault, several waiting out a time limit: more than the default time on a loaded machine.
describe('imported pictures that fail', { timeout: 120_000 }, () => {
  test('JSON-LD: each recipe comes, without the pictures its sites failed to give, and the summary says why', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({}, { fetcher })
    const failures = await remoteFailures(site)
    const recipes = [
      recipe('Kept', [`${site.base}/photo.jpg`]),
      ...failures.map(([url], index) => recipe(`Recipe ${index + 1}`, [url])),
      recipe('Half', [`http://missing.test/half.jpg`, `${site.base}/photo.jpg`]),
    ]
    const file = new TextEncoder().encode(
      JSON.stringify({ '@context': 'https://schema.org', '@graph': recipes }),
    )
    const started = await sendImport(api, user.token, '/data/import/json-ld', 'jsonLD', file)
    expect(started.status).toBe(202)
    const job: TJob = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId, 60_000)
    expect(job).toMatchObject({ status: 'done', imported: recipes.length, failed: 0 })
    expect(job.picturesSkipped).toBe(failures.length + 1)
    expect(job.skippedPictures).toEqual([
      ...failures.map(([url, reason], index) => ({
        title: `Recipe ${index + 1}`,
        position: 1,
        url,
        reason: expect.stringMatching(reason),
      })),
      { title: 'Half', position: 1, url: 'http://missing.test/half.jpg', reason: expect.any(String) },
    ])
    const pictures = await importedTitlesAndPictures(api, user.token)
    expect(pictures).toMatchObject({ Kept: 1, Half: 1, 'Recipe 1': 0, [`Recipe ${failures.length}`]: 0 })
    expect((await api.call('GET /health')).status).toBe(200)
  })

  test('Paprika: a photo that is not a picture is left out and named', async ({ api, user }) => {
    const file = paprikaExport([
      {
        name: 'Toast',
        ingredients: '1 slice bread',
        directions: 'Toast it.',
        photo_data: Buffer.from('this is no photo').toString('base64'),
        categories: [],
      },
    ])
    const started = await sendImport(api, user.token, '/data/import/paprika', 'paprikadb', file)
    const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
    expect(job).toMatchObject({ status: 'done', imported: 1, failed: 0, picturesSkipped: 1 })
    expect(job.skippedPictures).toEqual([
      { title: 'Toast', position: 1, url: null, reason: 'It is not a picture Rosemary can read.' },
    ])
  })
})
