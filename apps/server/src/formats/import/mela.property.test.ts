import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openMela } from './mela.ts'
import { melaExport, melaFile, melaJson } from './test-support/mela-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf, fuzzRuns } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const recipe = melaJson({
  title: 'Borscht борщ',
  images: [Buffer.from(fakeJpeg(3)).toString('base64')],
  ingredients: '# Soup\n3 beets\n[Stock](https://example.com/stock)',
  instructions: 'Simmer **gently**.\n# Serving\nAdd dill.',
  nutrition: 'Calories: 120',
  favorite: true,
})
const single = melaFile(recipe)
const json = JSON.stringify(recipe)
const exported = melaExport([recipe, melaJson({ title: 'Tea', link: 'Grandma' })])

test('the unmutated files import', async () => {
  expect(await importCleanly(openMela, single, FUZZ_LIMITS)).toBe(1)
  expect(await importCleanly(openMela, exported, FUZZ_LIMITS)).toBe(2)
})

test('damaged .melarecipe and .melarecipes files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutationOf(single), mutationOf(exported)), async (file) => {
      await importCleanly(openMela, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(6000) },
  )
})

test('damaged JSON inside an intact export', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(json), async (text) => {
      const file = zipSync({ 'A.melarecipe': strToU8(text), 'B.melarecipe': strToU8('{}') })
      expect(await importCleanly(openMela, file, FUZZ_LIMITS)).toBe(2)
    }),
    { numRuns: fuzzRuns(3000) },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9,.()/-]{0,10}$/)
const word = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const lines = fc.array(word, { minLength: 1, maxLength: 5 })
const section = fc.record({ name: fc.option(word, { nil: undefined }), items: lines })

const generated = fc.record({
  title: word,
  text: word,
  yield: word,
  prepTime: word,
  totalTime: word,
  ingredients: fc.array(section, { minLength: 1, maxLength: 3 }),
  instructions: fc.array(section, { minLength: 1, maxLength: 3 }),
  link: fc.oneof(
    word,
    word.map((w) => `https://example.com/${encodeURIComponent(w)}`),
  ),
  categories: fc.uniqueArray(word, {
    maxLength: 4,
    comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
  }),
  date: fc.integer({ min: 0, max: 800_000_000 }),
  photos: fc.array(fc.nat({ max: 1000 }), { maxLength: 3 }),
})

type Section = { name: string | undefined; items: string[] }
const written = (sections: Section[]) =>
  sections.flatMap(({ name, items }) => [...(name === undefined ? [] : [`# ${name}`]), ...items]).join('\n')
const read = (sections: Section[]) =>
  sections.flatMap(({ name, items }) => [...(name === undefined ? [] : [`[${name}]`]), ...items]).join('\n')

test('a recipe written in Mela form reads back with the same fields', async () => {
  await fc.assert(
    fc.asyncProperty(generated, async (fields) => {
      const file = melaExport([
        melaJson({
          ...fields,
          cookTime: '',
          notes: '',
          nutrition: '',
          ingredients: written(fields.ingredients),
          instructions: written(fields.instructions),
          images: fields.photos.map((seed) => Buffer.from(fakeJpeg(seed)).toString('base64')),
        }),
      ])
      const items = []
      for await (const item of (await openMela(file)).items()) items.push(item)
      const isAddress = fields.link.startsWith('https://')
      expect(items).toEqual([
        {
          recipe: {
            title: fields.title,
            description: fields.text,
            yield: fields.yield,
            activeTime: fields.prepTime,
            totalTime: fields.totalTime,
            source: isAddress ? '' : fields.link,
            url: isAddress ? fields.link : '',
            notes: '',
            ingredients: read(fields.ingredients),
            instructions: read(fields.instructions),
            rating: null,
            labels: fields.categories,
            images: fields.photos.map((seed) => ({ kind: 'bytes', data: fakeJpeg(seed) })),
            createdAt: new Date(Date.UTC(2001, 0, 1) + fields.date * 1000),
          } satisfies ImportedRecipe,
        },
      ])
    }),
    { numRuns: fuzzRuns(1000) },
  )
})
