import fc from 'fast-check'
import { zipSync } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openPlanToEat } from './plan-to-eat.ts'
import { planToEatCsv } from './test-support/csv-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'

/** Text as people type it, with what CSV must quote: commas, semicolons, quotes, tabs. */
const word = fc.string({
  unit: fc.constantFrom('a', 'b', 'é', '"', ',', ';', "'", '½', '😀'),
  minLength: 1,
  maxLength: 8,
})
const line = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '))
const lines = fc.array(line, { maxLength: 5 })
/** An item line, which never starts with the comma that marks a section heading. */
const item = line.filter((text) => !text.startsWith(',') && !text.startsWith('['))

const recipe = fc.record({
  title: line,
  description: line,
  ingredients: fc.array(
    fc.oneof(
      item,
      line.map((name) => `, ${name}`),
    ),
    { maxLength: 6 },
  ),
  directions: fc.array(item, { maxLength: 4 }),
  tags: fc.uniqueArray(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,8}[A-Za-z]$/), {
    maxLength: 3,
    selector: (tag) => tag.toLowerCase().replace(/\s+/g, ' '),
  }),
  rating: fc.integer({ min: 0, max: 5 }),
  url: fc.webUrl(),
  servings: fc.integer({ min: 0, max: 12 }),
  notes: lines,
})
type Generated = typeof recipe extends fc.Arbitrary<infer T> ? T : never

const row = (r: Generated) => ({
  Title: r.title,
  Description: r.description,
  Ingredients: r.ingredients.join('\n'),
  Directions: r.directions.join('\r\n'),
  Tags: r.tags.join(', '),
  Rating: String(r.rating),
  Url: r.url,
  Servings: String(r.servings),
  Notes: r.notes.join('\n'),
})

const expected = (r: Generated): Partial<ImportedRecipe> => ({
  title: r.title.replace(/\s+/g, ' ').trim(),
  description: r.description.trim(),
  ingredients: r.ingredients
    .map((text) => (text.startsWith(',') ? `[${text.slice(1).replace(/\s+/g, ' ').trim()}]` : text.trim()))
    .join('\n'),
  instructions: r.directions.map((text) => text.trim()).join('\n'),
  labels: r.tags.map((tag) => tag.replace(/\s+/g, ' ')),
  rating: r.rating === 0 ? null : r.rating,
  url: r.url,
  yield: r.servings === 0 ? '' : r.servings === 1 ? '1 serving' : `${r.servings} servings`,
})

test('recipes written as a Plan to Eat export are read back field for field', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(recipe, { minLength: 1, maxLength: 4 }), async (recipes) => {
      const opened = await openPlanToEat(planToEatCsv(recipes.map(row), { delimiter: ';' }))
      const read: ImportedRecipe[] = []
      for await (const entry of opened.items()) if ('recipe' in entry) read.push(entry.recipe)
      expect(read).toHaveLength(recipes.length)
      read.forEach((got, index) => expect(got).toMatchObject(expected(recipes[index]!)))
    }),
    { numRuns: 2000 },
  )
})

const sample = new TextDecoder().decode(
  planToEatCsv([
    {
      Title: 'Focaccia',
      Course: 'Bread',
      Ingredients: ', Dough\n500 g flour\n"00" flour, sifted',
      Directions: 'Mix.\nBake.',
      Tags: 'Baking',
      Rating: '4',
      'Photo Url': 'https://example.com/f.jpg',
      'Created At': '2023-05-06 07:08:09',
      Calories: '210',
    },
    { Title: 'Tea', 'Prep Time': '5', 'Cook Time': '10' },
  ]),
)

test('the unmutated files import', async () => {
  expect(await importCleanly(openPlanToEat, new TextEncoder().encode(sample), FUZZ_LIMITS)).toBe(2)
  const zip = zipSync({ 'recipes.csv': new TextEncoder().encode(sample) })
  expect(await importCleanly(openPlanToEat, zip, FUZZ_LIMITS)).toBe(2)
})

test('damaged exports end in items or ImportFileError, quickly', async () => {
  const bytes = new TextEncoder().encode(sample)
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(mutationOf(bytes), mutationOf(zipSync({ 'recipes.csv': bytes }))),
      async (file) => {
        await importCleanly(openPlanToEat, file, FUZZ_LIMITS)
      },
    ),
    { numRuns: 6000 },
  )
})

test('damaged CSV inside an intact zip', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(sample), async (text) => {
      await importCleanly(
        openPlanToEat,
        zipSync({ 'recipes.csv': new TextEncoder().encode(text) }),
        FUZZ_LIMITS,
      )
    }),
    { numRuns: 2000 },
  )
})
