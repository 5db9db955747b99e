import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openRecetteTek } from './recettetek.ts'
import { recetteTekArchive, recetteTekCsv, recetteTekJson } from './test-support/csv-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const word = fc.string({
  unit: fc.constantFrom('a', 'z', 'é', '"', ',', ';', '\\', '½', '😀'),
  minLength: 1,
  maxLength: 8,
})
const line = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '))
/** An ingredient or step, which a colon at its end would make a section header. */
const item = line.filter((text) => !text.endsWith(':') && !text.startsWith('['))
const label = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,8}[A-Za-z]$/)

const recipe = fc.record({
  title: line,
  description: line,
  ingredients: fc.array(
    fc.oneof(
      item,
      item.map((name) => `${name}:`),
    ),
    { maxLength: 6 },
  ),
  instructions: fc.array(item, { maxLength: 4 }),
  quantity: fc.integer({ min: 2, max: 12 }),
  preparationTime: fc.integer({ min: 1, max: 59 }),
  rating: fc.integer({ min: 1, max: 5 }),
  categories: fc.uniqueArray(label, {
    maxLength: 3,
    selector: (text) => text.toLowerCase().replace(/ +/g, ' '),
  }),
  picture: fc.boolean(),
})
type Generated = typeof recipe extends fc.Arbitrary<infer T> ? T : never

const asJson = (r: Generated, index: number) =>
  recetteTekJson({
    title: r.title,
    description: r.description,
    ingredients: r.ingredients.join('\n'),
    instructions: r.instructions.join('\n'),
    quantity: String(r.quantity),
    preparationTime: String(r.preparationTime),
    rating: r.rating,
    categories: r.categories.map((title) => ({ title })),
    pictures: r.picture ? [`${index}.png`] : [],
    url: '',
  })

const expected = (r: Generated, index: number): Partial<ImportedRecipe> => ({
  title: r.title.trim(),
  description: r.description.trim(),
  ingredients: r.ingredients
    .map((text) => (text.endsWith(':') ? `[${text.slice(0, -1).trim()}]` : text.trim()))
    .join('\n'),
  instructions: r.instructions.map((text) => text.trim()).join('\n'),
  yield: `${r.quantity} servings`,
  activeTime: `${r.preparationTime} min`,
  rating: r.rating,
  labels: r.categories.map((text) => text.replace(/ +/g, ' ')),
  images: r.picture ? [{ kind: 'bytes', data: fakeJpeg(index) }] : [],
})

test('recipes written as an .rtk export are read back field for field, pictures included', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(recipe, { minLength: 1, maxLength: 4 }), async (recipes) => {
      const pictures = Object.fromEntries(recipes.map((_, index) => [`${index}.png`, fakeJpeg(index)]))
      const opened = await openRecetteTek(recetteTekArchive(recipes.map(asJson), pictures))
      const read: ImportedRecipe[] = []
      for await (const entry of opened.items()) if ('recipe' in entry) read.push(entry.recipe)
      expect(read).toHaveLength(recipes.length)
      read.forEach((got, index) => expect(got).toMatchObject(expected(recipes[index]!, index)))
    }),
    { numRuns: 1500 },
  )
})

const recipes = [
  recetteTekJson({ pictures: ['soup.png'], categories: [{ title: 'Soups' }, 'odd'], keywords: 'a;b' }),
  recetteTekJson({ title: 'Tea', totalTime: '', cookingTime: 'long', favorite: true }),
]
const jsonText = JSON.stringify(recipes, null, 2)
const csvText = new TextDecoder().decode(
  recetteTekCsv([
    {
      title: 'Strudel',
      ingredients: 'apples\nFor the glaze:\nsugar',
      instructions: 'Bake.',
      categories: 'A;B',
    },
    { title: 'Tea', preparationTime: '5', cookingTime: '3', quantity: '1', source: 'https://example.com' },
  ]),
)
const rtk = (json: Uint8Array) =>
  zipSync({ 'recipes_0.json': json, 'soup.png': fakeJpeg(1), 'tags.json': strToU8('[]') })

test('the unmutated files import', async () => {
  expect(await importCleanly(openRecetteTek, strToU8(jsonText), FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openRecetteTek, rtk(strToU8(jsonText)), FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openRecetteTek, strToU8(csvText), FUZZ_LIMITS)).toBe(2)
})

test('damaged JSON, .rtk and CSV files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        mutationOf(strToU8(jsonText)),
        mutationOf(rtk(strToU8(jsonText))),
        mutationOf(strToU8(csvText)),
      ),
      async (file) => {
        await importCleanly(openRecetteTek, file, FUZZ_LIMITS)
      },
    ),
    { numRuns: 6500 },
  )
})

test('damaged JSON inside an intact .rtk', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(jsonText), async (text) => {
      await importCleanly(openRecetteTek, rtk(strToU8(text)), FUZZ_LIMITS)
    }),
    { numRuns: 2000 },
  )
})
