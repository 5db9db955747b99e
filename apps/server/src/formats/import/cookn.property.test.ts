import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openCookn } from './cookn.ts'
import { cooknExport, cooknFiles, type CooknRecipe } from './test-support/cookn-files.ts'
import { FUZZ_LIMITS, fuzzRuns, importCleanly, mutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const recipes: CooknRecipe[] = [
  {
    id: '1',
    title: 'Crème brûlée',
    serves: '6',
    prepTime: '20',
    cookTime: '40',
    instructions: '1. Heat the cream.\n2. Bake.',
    chapter: 'Desserts',
    cookbook: 'Mine',
    ingredients: [
      { amount: '2', unit: 'cup', unitPlural: 'cups', food: 'cream', post: 'heavy' },
      { amount: '1/2', unit: 'cup', food: 'sugar', brand: 'Domino' },
    ],
    media: { M1: fakeJpeg(1) },
  },
  { id: '2', title: 'Tea', ingredients: [{ amount: '1', food: 'tea bag' }] },
]
const files = cooknFiles(recipes, { pictures: 'images' })
/** Stored, not deflated: thousands of runs zip their files again, and the reader is what is tested. */
const stored = (recipes: CooknRecipe[]) => zipSync(cooknFiles(recipes), { level: 0 })

test('the unmutated export imports', async () => {
  expect(await importCleanly(openCookn, zipSync(files), FUZZ_LIMITS)).toBe(2)
})

test("damaged Cook'n exports end in items or ImportFileError, quickly", async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(cooknExport(recipes)), async (file) => {
      await importCleanly(openCookn, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(3000) },
  )
})

test('a damaged table inside an intact export', async () => {
  const tables = Object.keys(files).filter((name) => name.endsWith('.dsv'))
  const damaged = fc
    .constantFrom(...tables)
    .chain((name) =>
      mutationOf(files[name] ?? new Uint8Array()).map((bytes) => ({ ...files, [name]: bytes })),
    )
  await fc.assert(
    fc.asyncProperty(damaged, async (entries) => {
      await importCleanly(openCookn, zipSync(entries, { level: 0 }), FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(3000) },
  )
})

/** Text without the table separators (Cook'n cannot write them inside a value), in several scripts. */
const word = fc
  .array(fc.constantFrom(...'aeiklmnorstzéžčřß漢🍎&<"\'0123456789,;:/-'.split(/(?:)/u)), {
    minLength: 1,
    maxLength: 8,
  })
  .map((chars) => chars.join(''))
const text = fc.array(word, { maxLength: 4 }).map((words) => words.join(' '))
const oddValue = fc.oneof(text, fc.constantFrom('', '[null]', ' ', '0', '-1', '1e9', '\r\n', 'NaN'))

test("odd values in a well-formed Cook'n export", async () => {
  const ingredient = fc.record({
    amount: oddValue,
    unit: oddValue,
    unitPlural: oddValue,
    pre: oddValue,
    food: oddValue,
    foodPlural: oddValue,
    post: oddValue,
    brand: oddValue,
    order: oddValue,
  })
  const recipe = fc.record({
    id: word,
    title: oddValue,
    description: oddValue,
    serves: oddValue,
    prepTime: oddValue,
    cookTime: oddValue,
    instructions: oddValue,
    chapter: oddValue,
    cookbook: oddValue,
    ingredients: fc.array(ingredient, { maxLength: 4 }),
  })
  await fc.assert(
    fc.asyncProperty(fc.array(recipe, { minLength: 1, maxLength: 3 }), async (written) => {
      expect(await importCleanly(openCookn, stored(written), FUZZ_LIMITS)).toBe(written.length)
    }),
    { numRuns: fuzzRuns(2000) },
  )
})

const letters = fc
  .array(fc.constantFrom(...'aeiklmnorstzéžčřß漢🍎'.split(/(?:)/u)), { minLength: 1, maxLength: 8 })
  .map((chars) => chars.join(''))
const name = fc.array(letters, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '))

async function importedOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  const read: ImportedRecipe[] = []
  for await (const item of (await openCookn(file)).items()) if ('recipe' in item) read.push(item.recipe)
  return read
}

test("what a Cook'n export holds comes back: titles, labels, ingredients, steps and times", async () => {
  const ingredient = fc.record({
    amount: fc.constantFrom('', '1', '1/2', '3'),
    unit: fc.option(name, { nil: undefined }),
    food: name,
  })
  const recipe = fc.record({
    title: name,
    chapter: name,
    cookbook: name,
    prepTime: fc.integer({ min: 1, max: 59 }),
    ingredients: fc.array(ingredient, { maxLength: 5 }),
    steps: fc.array(name, { maxLength: 4 }),
  })
  await fc.assert(
    fc.asyncProperty(fc.array(recipe, { minLength: 1, maxLength: 3 }), async (written) => {
      const file = stored(
        written.map((sample, index) => ({
          id: String(index + 1),
          title: sample.title,
          chapter: sample.chapter,
          cookbook: sample.cookbook,
          prepTime: String(sample.prepTime),
          ingredients: sample.ingredients,
          instructions: sample.steps.join('\r\n'),
        })),
      )
      const read = await importedOf(file)
      expect(
        read.map((recipe) => [recipe.title, recipe.activeTime, recipe.ingredients, recipe.instructions]),
      ).toEqual(
        written.map((sample) => [
          sample.title,
          `${sample.prepTime} min`,
          sample.ingredients
            .map((item) => [item.amount, item.unit, item.food].filter(Boolean).join(' '))
            .join('\n'),
          sample.steps.join('\n'),
        ]),
      )
      for (const [index, recipe] of read.entries()) {
        const { chapter, cookbook } = written[index] ?? { chapter: '', cookbook: '' }
        expect(recipe.labels).toEqual(
          chapter.toLowerCase() === cookbook.toLowerCase() ? [chapter] : [chapter, cookbook],
        )
      }
    }),
    { numRuns: fuzzRuns(2000) },
  )
})

test('a recipe table holding only separators and blanks', async () => {
  const file = zipSync({ 'temp_recipe.dsv': strToU8('ID!@#%^&*()!@#%^&*()  !@#%^&*()||||') })
  expect(await importCleanly(openCookn, file, FUZZ_LIMITS)).toBe(1)
})
