import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openRecipeSage } from './recipesage.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import {
  NO_NUTRITION,
  recipeSageDatabaseText,
  recipeSageRecipe,
  recipeSageSummaryText,
  recipeSageXml,
  type RecipeSageRecipe,
} from './test-support/recipesage-files.ts'

const recipes = [
  recipeSageRecipe({
    title: 'Borscht борщ',
    rating: 5,
    labels: ['soup', 'winter'],
    images: [
      `data:image/png;base64,${Buffer.from(fakeJpeg(3)).toString('base64')}`,
      'https://x.example/a.jpg',
    ],
    fromUser: { name: 'Ann', email: 'a@example.com', handle: 'ann' },
    nutrition: { ...NO_NUTRITION, Calories: '120' },
  }),
  recipeSageRecipe({ title: 'Tea', notes: null, yield: null }),
]
const files = [
  recipeSageXml(recipes),
  recipeSageDatabaseText(recipes),
  recipeSageSummaryText(recipes),
  recipeSageSummaryText(recipes, true),
]

test('the unmutated files import', async () => {
  for (const file of files) expect(await importCleanly(openRecipeSage, file, FUZZ_LIMITS)).toBe(2)
})

test('damaged XML and text exports end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(...files.map(mutationOf)), async (file) => {
      await importCleanly(openRecipeSage, file, FUZZ_LIMITS)
    }),
    { numRuns: 10_000 },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9.()/&<>-]{0,10}$/)
const word = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
/**
 * Lines of a list; a line may look like a field of the export ("Title: …"), as people's text can. Only the
 * key due next is taken for one, so "Notes: …" is safe anywhere but at the start of an instruction line,
 * where the text export itself cannot tell it from the notes that follow.
 */
const listLine = (keyLike: string[]) =>
  fc.oneof(word, ...keyLike.map((key) => word.map((text) => `${key}: ${text}`)))
const list = (keyLike: string[]) =>
  fc.array(listLine(keyLike), { minLength: 1, maxLength: 5 }).map((lines) => lines.join('\n'))

const generated = fc.record({
  title: word,
  description: word,
  yield: word,
  activeTime: word,
  totalTime: word,
  source: word,
  url: word.map((path) => `https://example.com/${encodeURIComponent(path)}`),
  notes: list(['Notes', 'Title', 'Instructions']),
  ingredients: list(['Notes', 'Title']),
  instructions: list(['Title', 'Ingredients']),
  rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  labels: fc.uniqueArray(word, { maxLength: 3, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() }),
  createdAt: fc.date({ min: new Date('2015-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
})

const writers: [string, (list: RecipeSageRecipe[]) => Uint8Array, boolean][] = [
  ['XML', recipeSageXml, false],
  ['database text', recipeSageDatabaseText, false],
  ['current text', (list) => recipeSageSummaryText(list, true), true],
]

test.for(writers)(
  'recipes written as RecipeSage’s %s read back field for field',
  async ([, write, rated]) => {
    await fc.assert(
      fc.asyncProperty(fc.array(generated, { minLength: 1, maxLength: 3 }), async (sources) => {
        const written = sources.map((source) =>
          recipeSageRecipe({
            ...source,
            createdAt: new Date(Math.floor(source.createdAt.getTime() / 1000) * 1000),
          }),
        )
        const opened = await openRecipeSage(
          write(written.map((recipe) => ({ ...recipe, nutrition: NO_NUTRITION }))),
        )
        const read: ImportedRecipe[] = []
        for await (const item of opened.items()) if ('recipe' in item) read.push(item.recipe)
        expect(read).toHaveLength(sources.length)
        read.forEach((recipe, index) => {
          const source = written[index]
          expect(recipe).toMatchObject({
            title: source?.title,
            description: source?.description,
            yield: source?.yield,
            activeTime: source?.activeTime,
            totalTime: source?.totalTime,
            source: source?.source,
            url: source?.url,
            notes: source?.notes,
            ingredients: source?.ingredients,
            instructions: source?.instructions,
            rating: rated ? source?.rating : null,
            labels: source?.labels,
          })
          if (write !== recipeSageXml) expect(recipe.createdAt).toEqual(source?.createdAt)
        })
      }),
      { numRuns: 200 },
    )
  },
)
