import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { minutesToText } from '../duration.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openOpenEats } from './openeats.ts'
import { FUZZ_LIMITS, fuzzRuns, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import { openEatsFile, openEatsRows } from './test-support/openeats-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const rows = openEatsRows([
  {
    title: 'Borscht борщ',
    photo: 'upload/recipe_photos/borscht.jpg',
    course: 'Soup',
    tags: ['Winter'],
    prep_time: 20,
    cook_time: 60,
    servings: 4,
    groups: [
      { title: 'Soup', ingredients: [{ title: 'beets', numerator: 3, denominator: 2, measurement: 'lb' }] },
    ],
    ratings: [{ rating: 4, comment: 'Add dill.' }],
  },
  { title: 'Tea', directions: 'Boil.' },
])
const json = JSON.stringify(rows)
const single = openEatsFile(rows)
const zipped = zipSync({ 'dump.json': single, 'upload/recipe_photos/borscht.jpg': fakeJpeg(32) })

test('the unmutated files import', async () => {
  expect(await importCleanly(openOpenEats, single, FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openOpenEats, zipped, FUZZ_LIMITS)).toBe(2)
})

test('damaged OpenEats dumps and zips end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutationOf(single), mutationOf(zipped)), async (file) => {
      await importCleanly(openOpenEats, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(5000) },
  )
})

test('a damaged dump inside an intact zip', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(json), async (text) => {
      await importCleanly(openOpenEats, zipSync({ 'dump.json': strToU8(text) }), FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(2000) },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9,.()/-]{0,10}$/)
const phrase = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const fraction = fc.constantFrom<[number, number, string]>(
  [1, 1, '1'],
  [1, 2, '1/2'],
  [3, 2, '1 1/2'],
  [2, 3, '2/3'],
  [0.25, 1, '1/4'],
)
const generated = fc.record({
  title: phrase,
  prep_time: fc.integer({ min: 1, max: 600 }),
  cook_time: fc.integer({ min: 1, max: 600 }),
  servings: fc.integer({ min: 1, max: 40 }),
  course: phrase,
  tags: fc.uniqueArray(phrase, { maxLength: 3, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() }),
  groups: fc.array(
    fc.record({
      title: fc.option(phrase, { nil: null }),
      ingredients: fc.array(
        fc.record({ title: phrase, amount: fraction, measurement: fc.constantFrom('cup', 'g', '') }),
        {
          maxLength: 4,
        },
      ),
    }),
    { maxLength: 3 },
  ),
  directions: fc.array(phrase, { maxLength: 4 }),
})

test('a recipe dumped by OpenEats reads back field for field', async () => {
  await fc.assert(
    fc.asyncProperty(generated, async (source) => {
      const file = openEatsFile(
        openEatsRows([
          {
            ...source,
            directions: source.directions.join('\n'),
            groups: source.groups.map((group) => ({
              title: group.title,
              ingredients: group.ingredients.map(
                ({ title, amount: [numerator, denominator], measurement }) => ({
                  title,
                  numerator,
                  denominator,
                  measurement,
                }),
              ),
            })),
          },
        ]),
      )
      const recipes: ImportedRecipe[] = []
      for await (const item of (await openOpenEats(file)).items())
        if ('recipe' in item) recipes.push(item.recipe)
      const ingredients = source.groups.flatMap((group) => [
        ...(group.title ? [`[${group.title}]`] : []),
        ...group.ingredients.map(({ title, amount: [, , text], measurement }) =>
          [text, measurement, title].filter(Boolean).join(' '),
        ),
      ])
      expect(recipes[0]).toMatchObject({
        title: source.title,
        yield: `${source.servings} ${source.servings === 1 ? 'serving' : 'servings'}`,
        activeTime: minutesToText(source.prep_time),
        totalTime: minutesToText(source.prep_time + source.cook_time),
        ingredients: ingredients.join('\n'),
        instructions: source.directions.join('\n'),
        labels: [source.course, ...source.tags].filter(
          (label, index, all) =>
            all.findIndex((other) => other.toLowerCase() === label.toLowerCase()) === index,
        ),
      })
    }),
    { numRuns: fuzzRuns(3000) },
  )
})
