import { expect, test } from 'vitest'
import { AppError } from '../../errors.ts'
import type { SafeFetcher } from '../../fetching/safe-fetch.ts'
import { WorkerFailedError, WorkerTimeoutError } from '../../workers/worker-pool.ts'
import { createClipService, draftLabels, type ExtractRecipe, type ReadRecipeText } from './clip.service.ts'

const noFetching = {} as SafeFetcher
const failures = [
  ['runs out of time', new WorkerTimeoutError(20_000), /took too long to read/, /could not be read in time/],
  [
    'ends its thread (out of memory)',
    new WorkerFailedError('its thread ended (1)'),
    /could not be read/,
    /could not be read/,
  ],
] as const

test.for(failures)(
  'a page whose reading %s is a 400 for the page, not a 500',
  async ([, failure, message]) => {
    const extract: ExtractRecipe = () => Promise.reject(failure)
    const clip = createClipService({ fetcher: noFetching, extract, readText: () => Promise.resolve(null) })
    const answer = clip.fromHtml('https://cook.example/', '<p>page</p>')
    await expect(answer).rejects.toThrow(AppError)
    await expect(answer).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(message) })
  },
)

test.for(failures)('a text whose reading %s is a 400 naming the text', async ([, failure, , message]) => {
  const readText: ReadRecipeText = () => Promise.reject(failure)
  const clip = createClipService({ fetcher: noFetching, extract: () => Promise.resolve(null), readText })
  const answer = clip.fromText('2 eggs\nBeat them.')
  await expect(answer).rejects.toMatchObject({
    statusCode: 400,
    message: expect.stringMatching(message),
    fields: { text: expect.stringMatching(message) },
  })
})

test('a draft’s labels are stored titles, each once whatever its case, at most 20, none over 100 characters', () => {
  expect(draftLabels(['Soup', ' SOUP ', 'Quick, easy', '', 'x'.repeat(101), 'Green'])).toEqual([
    'soup',
    'quick easy',
    'green',
  ])
  const many = Array.from({ length: 30 }, (_, index) => `Label ${index}`)
  expect(draftLabels(many)).toEqual(many.slice(0, 20).map((label) => label.toLowerCase()))
})
