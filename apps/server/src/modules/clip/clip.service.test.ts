import { expect, test } from 'vitest'
import { AppError } from '../../errors.ts'
import type { SafeFetcher } from '../../fetching/safe-fetch.ts'
import { WorkerFailedError, WorkerTimeoutError } from '../../workers/worker-pool.ts'
import { createClipService, type ExtractRecipe } from './clip.service.ts'

const noFetching = {} as SafeFetcher

test.for([
  ['runs out of time', new WorkerTimeoutError(20_000), /took too long to read/],
  ['ends its thread (out of memory)', new WorkerFailedError('its thread ended (1)'), /could not be read/],
] as const)('a page whose reading %s is a 400 for the page, not a 500', async ([, failure, message]) => {
  const extract: ExtractRecipe = () => Promise.reject(failure)
  const clip = createClipService({ fetcher: noFetching, extract })
  const answer = clip.fromHtml('https://cook.example/', '<p>page</p>')
  await expect(answer).rejects.toThrow(AppError)
  await expect(answer).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(message) })
})
