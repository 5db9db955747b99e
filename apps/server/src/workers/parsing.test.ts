import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedImage } from '../formats/imported-recipe.ts'
import { fakeJpeg, paprikaExport } from '../formats/import/test-support/paprika-files.ts'
import type { JobProgress } from '../modules/jobs/job-progress.ts'
import { clipAddresses } from '../modules/imports/clip-addresses.ts'
import { runImport } from '../modules/imports/run-import.ts'
import { createParsing, type Parsing, type ParsingOptions } from './parsing.ts'

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const encode = (text: string) => new TextEncoder().encode(text)

const opened: Parsing[] = []
function parsing(options: Partial<ParsingOptions> = {}) {
  const created = createParsing({ timeLimitMs: 30_000, ...options })
  opened.push(created)
  return created
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((created) => created.close()))
})

const RECIPE_PAGE =
  '<html><body><h1>Soup</h1><h2>Ingredients</h2><ul><li>1 leek</li><li>2 potatoes</li></ul>' +
  '<h2>Method</h2><ol><li>Chop the leek.</li><li>Boil it all.</li></ol></body></html>'

const soups = (count: number) =>
  paprikaExport(
    Array.from({ length: count }, (_, index) => ({
      name: `Soup ${index + 1}`,
      ingredients: '1 leek',
      photo_data: base64(fakeJpeg(index)),
    })),
  )

describe('pages', () => {
  test('are read in a worker, which ends once idle', async () => {
    const pages = parsing({ idleMs: 200 })
    const recipe = await pages.clip(RECIPE_PAGE, 'https://soup.example/leek')
    expect(recipe).toMatchObject({ title: 'Soup', ingredients: '1 leek\n2 potatoes' })
    expect(pages.workers).toBe(1)
    while (pages.workers > 0) await sleep(20)
  })
})

describe('import files', () => {
  test('move to the worker and back, and their pictures come out whole, each in a buffer of its own', async () => {
    const file = soups(3)
    const size = file.byteLength
    const files = parsing()
    const opening = await files.openImport('paprika', file)
    expect(opening.total).toBe(3)
    // Moved to the worker, not copied: nothing of it is left here.
    expect(file.byteLength).toBe(0)
    const items = []
    for await (const item of opening.items()) items.push(item)
    expect(items.map((item) => ('recipe' in item ? item.recipe.title : null))).toEqual([
      'Soup 1',
      'Soup 2',
      'Soup 3',
    ])
    const pictures = items.flatMap((item) => ('recipe' in item ? item.recipe.images : []))
    expect(pictures.map((picture) => picture.kind === 'bytes' && [...picture.data])).toEqual(
      [0, 1, 2].map((seed) => [...fakeJpeg(seed)]),
    )
    for (const picture of pictures) {
      if (picture.kind !== 'bytes') continue
      expect(picture.data.buffer.byteLength).toBe(picture.data.byteLength)
      expect(picture.data.buffer.byteLength).toBeLessThan(size)
    }
    expect(() => opening.items()).toThrow(/read once/)
  })

  test('that cannot be read, or take longer than the limit, are refused saying why', async () => {
    await expect(parsing().openImport('paprika', encode('not a zip'))).rejects.toThrow(/not a Paprika export/)
    const fdx = encode(`<fdx>${'<a>'.repeat(150)}${'</a>'.repeat(150)}</fdx>`)
    await expect(parsing().openImport('fdx', fdx)).rejects.toThrow(/more than 100 levels deep/)
    // One recipe whose instructions are 2 MB of markup: far more than 50 ms of reading.
    const markup = '<p>Stir <b>well</b>.</p>'.repeat(100_000)
    const slowFile = encode(JSON.stringify({ '@type': 'Recipe', name: 'Slow', recipeInstructions: markup }))
    const refused = parsing({ timeLimitMs: 50 }).openImport('jsonLd', slowFile)
    await expect(refused).rejects.toThrow(ImportFileError)
    await expect(refused).rejects.toThrow(/Reading entry 1 of the file took longer than 50 ms/)
  })

  test('a job whose entry takes longer than the limit fails naming it, keeps the ones before, and ends', async () => {
    const files = parsing({
      timeLimitMs: 3_000,
      workerFile: new URL('../test/slow-entry-worker.ts', import.meta.url),
    })
    // Opening reads every entry in time: only the job's reading of the second one never ends.
    const opening = await files.openImport('paprika', soups(3))
    const saved: string[] = []
    const progress = {
      setTotal: async () => undefined,
      imported: async () => undefined,
      failed: async () => undefined,
    } as unknown as JobProgress
    const target = {
      label: undefined,
      storeImage: async (_image: ImportedImage) => ({ id: 'picture' }),
      saveRecipe: async (input: { title: string }) => {
        saved.push(input.title)
        return input.title
      },
      saveRecipes: async (items: { input: { title: string } }[]) => {
        for (const { input } of items) saved.push(input.title)
        return items.map(({ input }) => input.title)
      },
      announce: () => undefined,
    }
    const started = performance.now()
    const noPages = async () => Promise.reject(new Error('no pages here'))
    const job = runImport(clipAddresses(opening, noPages), target, progress, new AbortController().signal)
    await expect(job).rejects.toThrow(/Reading entry 2 of the file took longer than 3 s/)
    expect(saved).toEqual(['Soup 1'])
    expect(performance.now() - started).toBeLessThan(20_000)
  })

  test('a job that stops reading early gives its worker back', async () => {
    const files = parsing({ maxWorkers: 1 })
    const opening = await files.openImport('paprika', soups(5))
    for await (const item of opening.items()) if ('recipe' in item && item.recipe.title === 'Soup 2') break
    // With one worker, this waits for ever if the stream left behind still holds it.
    expect(await files.clip(RECIPE_PAGE, 'https://soup.example/leek')).toMatchObject({ title: 'Soup' })
  })
})

describe('XML replies', () => {
  test('are read in a worker, and a broken one is an ImportFileError', async () => {
    const replies = parsing()
    expect((await replies.readXml('<r><token>abc</token></r>')).children[0]?.text).toBe('abc')
    await expect(replies.readXml('<r>')).rejects.toThrow(/malformed/)
  })
})
