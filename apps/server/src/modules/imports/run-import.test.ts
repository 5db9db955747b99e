import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from 'vitest'
import {
  emptyRecipe,
  type ImportItem,
  type ImportedImage,
  type OpenedImport,
} from '../../formats/imported-recipe.ts'
import type { JobFailure } from '../../db/schema/index.ts'
import type { JobProgress } from '../jobs/job-progress.ts'
import { runImport, type ImportTarget } from './run-import.ts'

function recording() {
  const events: string[] = []
  const progress = {
    setTotal: () => Promise.resolve(),
    imported: () => {
      events.push('imported')
      return Promise.resolve()
    },
    failed: (failure: JobFailure) => {
      events.push(`failed ${failure.title}: ${failure.reason}`)
      return Promise.resolve()
    },
  } as unknown as JobProgress
  return { events, progress }
}

const picture = (name: string): ImportedImage => ({ kind: 'url', url: `https://pictures.test/${name}` })

function withPicture(title: string): ImportItem {
  return { recipe: { ...emptyRecipe(title), images: [picture(title)] } }
}

/** An opened file holding these items. */
const opened = (items: ImportItem[]): OpenedImport => ({
  total: items.length,
  items: () =>
    (async function* () {
      yield* items
    })(),
})

function target(storeImage: ImportTarget['storeImage'], saved: string[]): ImportTarget {
  return {
    label: undefined,
    storeImage,
    saveRecipe: (input) => {
      saved.push(`${input.title} [${input.imageIds.join(',')}]`)
      return Promise.resolve(input.title)
    },
    announce: () => undefined,
  }
}

test('pictures of the next recipes are stored while earlier ones wait, and recipes are saved in file order', async () => {
  const titles = Array.from({ length: 12 }, (_, index) => `Recipe ${index + 1}`)
  let running = 0
  let mostAtOnce = 0
  const saved: string[] = []
  // Earlier pictures take longer, so a pipeline that saved in the order pictures finished would reorder.
  const storeImage = async (image: ImportedImage) => {
    running++
    mostAtOnce = Math.max(mostAtOnce, running)
    const index = titles.findIndex((title) => image.kind === 'url' && image.url.endsWith(title))
    await sleep(30 - index * 2)
    running--
    return `image-${index + 1}`
  }
  const { events, progress } = recording()
  const items = titles.map(withPicture)
  await runImport(opened(items), target(storeImage, saved), progress, new AbortController().signal)
  expect(saved).toEqual(titles.map((title, index) => `${title} [image-${index + 1}]`))
  expect(events).toEqual(titles.map(() => 'imported'))
  expect(mostAtOnce).toBeGreaterThan(1)
})

test('a picture that fails unexpectedly fails only its recipe, named in the summary, in file order', async () => {
  const saved: string[] = []
  const storeImage = async (image: ImportedImage) => {
    await sleep(5)
    if (image.kind === 'url' && image.url.endsWith('Broken')) throw new Error('disk full')
    return 'image'
  }
  const { events, progress } = recording()
  const items: ImportItem[] = [
    withPicture('First'),
    withPicture('Broken'),
    { failure: { title: 'Unreadable', reason: 'The entry is not valid JSON.' } },
    { recipe: emptyRecipe('   ') },
    withPicture('Last'),
  ]
  await runImport(opened(items), target(storeImage, saved), progress, new AbortController().signal)
  expect(saved).toEqual(['First [image]', 'Last [image]'])
  expect(events).toEqual([
    'imported',
    'failed Broken: It could not be saved: disk full',
    'failed Unreadable: The entry is not valid JSON.',
    'failed (untitled): The recipe has no title.',
    'imported',
  ])
})

test('a stopped import saves nothing more and waits for the pictures already on their way', async () => {
  const controller = new AbortController()
  const saved: string[] = []
  let finishedPictures = 0
  const storeImage = async () => {
    await sleep(20)
    finishedPictures++
    return 'image'
  }
  const items = Array.from({ length: 20 }, (_, index) => withPicture(`Recipe ${index + 1}`))
  const { progress } = recording()
  async function* stoppingItems() {
    for (const [index, item] of items.entries()) {
      if (index === 8) controller.abort()
      yield item
    }
  }
  await runImport(
    { total: items.length, items: stoppingItems },
    target(storeImage, saved),
    progress,
    controller.signal,
  )
  expect(saved.length).toBeLessThan(8)
  // Every picture started before the stop has finished when runImport returns.
  expect(finishedPictures).toBe(8)
})

test('a file that stops being readable mid-job stores the entries read before it, then fails with the reason', async () => {
  const saved: string[] = []
  const { events, progress } = recording()
  async function* failingItems() {
    yield withPicture('First')
    yield withPicture('Second')
    throw new Error('Reading entry 3 of the file took longer than 20 s')
  }
  const importing = runImport(
    { total: 5, items: failingItems },
    target(async () => 'image', saved),
    progress,
    new AbortController().signal,
  )
  await expect(importing).rejects.toThrow('Reading entry 3 of the file took longer than 20 s')
  expect(saved).toEqual(['First [image]', 'Second [image]'])
  expect(events).toEqual(['imported', 'imported'])
})
