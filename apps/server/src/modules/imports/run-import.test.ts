import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from 'vitest'
import {
  emptyRecipe,
  type ImportItem,
  type ImportedImage,
  type OpenedImport,
} from '../../formats/imported-recipe.ts'
import type { JobFailure, JobSkippedPicture } from '../../db/schema/index.ts'
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
    skippedPicture: (picture: JobSkippedPicture) => {
      events.push(
        `skipped ${picture.title} #${picture.position} ${picture.url ?? 'in the file'}: ${picture.reason}`,
      )
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
    saveRecipes: (items) => {
      for (const { input } of items) saved.push(`${input.title} [${input.imageIds.join(',')}]`)
      return Promise.resolve(items.map(({ input }) => input.title))
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
    return { id: `image-${index + 1}` }
  }
  const { events, progress } = recording()
  const items = titles.map(withPicture)
  await runImport(opened(items), target(storeImage, saved), progress, new AbortController().signal)
  expect(saved).toEqual(titles.map((title, index) => `${title} [image-${index + 1}]`))
  expect(events).toEqual(titles.map(() => 'imported'))
  expect(mostAtOnce).toBeGreaterThan(1)
})

test('a picture that fails is left out, the recipe still comes, and the summary says which picture and why', async () => {
  const saved: string[] = []
  const storeImage = async (image: ImportedImage) => {
    await sleep(5)
    const url = image.kind === 'url' ? image.url : ''
    if (url.endsWith('Broken')) throw new Error('disk full')
    if (url.endsWith('missing')) return { skipped: 'No site called pictures.test could be found.' }
    if (image.kind === 'bytes') return { skipped: 'It is not a picture Rosemary can read.' }
    return { id: `image of ${url.slice(url.lastIndexOf('/') + 1)}` }
  }
  const { events, progress } = recording()
  const twoOfThree: ImportItem = {
    recipe: {
      ...emptyRecipe('Two of three'),
      images: [picture('first'), picture('missing'), { kind: 'bytes', data: new Uint8Array([1, 2]) }],
    },
  }
  const items: ImportItem[] = [
    withPicture('First'),
    withPicture('Broken'),
    { failure: { title: 'Unreadable', reason: 'The entry is not valid JSON.' } },
    { recipe: emptyRecipe('   ') },
    twoOfThree,
    withPicture('Last'),
  ]
  await runImport(opened(items), target(storeImage, saved), progress, new AbortController().signal)
  expect(saved).toEqual([
    'First [image of First]',
    'Broken []',
    'Two of three [image of first]',
    'Last [image of Last]',
  ])
  expect(events).toEqual([
    'imported',
    'imported',
    'skipped Broken #1 https://pictures.test/Broken: It could not be stored: disk full',
    'failed Unreadable: The entry is not valid JSON.',
    'failed (untitled): The recipe has no title.',
    'imported',
    'skipped Two of three #2 https://pictures.test/missing: No site called pictures.test could be found.',
    'skipped Two of three #3 in the file: It is not a picture Rosemary can read.',
    'imported',
  ])
})

test('a recipe that cannot be saved fails with its reason, and its pictures are not listed as skipped', async () => {
  const { events, progress } = recording()
  const failing: ImportTarget = {
    ...target(async () => ({ skipped: 'No site called pictures.test could be found.' }), []),
    saveRecipe: () => Promise.reject(new Error('the title is too long')),
    saveRecipes: () => Promise.reject(new Error('the title is too long')),
  }
  await runImport(opened([withPicture('Long')]), failing, progress, new AbortController().signal)
  expect(events).toEqual(['failed Long: It could not be saved: the title is too long'])
})

test('recipes are stored in batches growing from one; a batch refused is stored one by one, so only the one at fault fails', async () => {
  const { events, progress } = recording()
  const batches: number[] = []
  const saved: string[] = []
  const titles = Array.from({ length: 120 }, (_, index) => `Recipe ${index + 1}`)
  const faulty: ImportTarget = {
    ...target(async () => ({ id: 'picture' }), saved),
    saveRecipes: (items) => {
      batches.push(items.length)
      if (items.some(({ input }) => input.title === 'Recipe 77')) return Promise.reject(new Error('refused'))
      for (const { input } of items) saved.push(input.title)
      return Promise.resolve(items.map(({ input }) => input.title))
    },
    saveRecipe: (input) => {
      if (input.title === 'Recipe 77') return Promise.reject(new Error('the title is too long'))
      saved.push(input.title)
      return Promise.resolve(input.title)
    },
  }
  const items = titles.map((title) => ({ recipe: { ...emptyRecipe(title), ingredients: 'salt' } }))
  await runImport(opened(items), faulty, progress, new AbortController().signal)
  expect(batches).toEqual([1, 2, 4, 8, 16, 32, 50, 7])
  expect(saved).toEqual(titles.filter((title) => title !== 'Recipe 77'))
  expect(events.filter((event) => event !== 'imported')).toEqual([
    'failed Recipe 77: It could not be saved: the title is too long',
  ])
  expect(events.filter((event) => event === 'imported')).toHaveLength(119)
})

test('a stopped import saves nothing more and waits for the pictures already on their way', async () => {
  const controller = new AbortController()
  const saved: string[] = []
  let finishedPictures = 0
  const storeImage = async () => {
    await sleep(20)
    finishedPictures++
    return { id: 'image' }
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
    target(async () => ({ id: 'image' }), saved),
    progress,
    new AbortController().signal,
  )
  await expect(importing).rejects.toThrow('Reading entry 3 of the file took longer than 20 s')
  expect(saved).toEqual(['First [image]', 'Second [image]'])
  expect(events).toEqual(['imported', 'imported'])
})

test('recipes the book already has are counted as skipped, their pictures never fetched', async () => {
  const saved: string[] = []
  const fetched: string[] = []
  const storeImage = (image: ImportedImage) => {
    if (image.kind === 'url') fetched.push(image.url)
    return Promise.resolve({ id: 'image' })
  }
  const { events, progress } = recording()
  let skipped = 0
  progress.skippedDuplicate = () => {
    skipped++
    return Promise.resolve()
  }
  const book = new Set(['Soup'])
  await runImport(
    opened([withPicture('Soup'), withPicture('Bread'), withPicture('Bread')]),
    {
      ...target(storeImage, saved),
      duplicates: {
        has: (recipe) => book.has(recipe.title),
        add: (recipe) => void book.add(recipe.title),
      },
    },
    progress,
    new AbortController().signal,
  )
  expect(saved).toEqual(['Bread [image]'])
  expect(skipped).toBe(2)
  expect(fetched).toEqual(['https://pictures.test/Bread'])
  expect(events).toEqual(['imported'])
})
