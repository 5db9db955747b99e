import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openMealie } from './mealie.ts'
import { mealieApiJson, mealieBackup, mealieExport, mealieJson } from './test-support/mealie-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const recipe = mealieJson({
  name: 'Borscht борщ',
  settings: { disable_amount: false },
  recipe_ingredient: [
    {
      title: 'Soup',
      quantity: 1.5,
      unit: { name: 'kg', plural_name: 'kg' },
      food: { name: 'beets' },
      note: 'peeled',
    },
    { title: null, quantity: 1, unit: null, food: null, note: 'dill' },
  ],
  notes: [{ title: 'Tip', text: 'Serve cold.' }],
  nutrition: { calories: '120' },
  tools: [{ name: 'Pot' }],
})
const json = JSON.stringify(recipe)
const exported = mealieExport([recipe, mealieJson({ slug: 'tea', name: 'Tea' })], {
  'lentil-soup': fakeJpeg(1),
})
const backup = mealieBackup(
  {
    recipes: [
      { id: 'a1', name: 'Stew', slug: 'stew', rating: 4 },
      { id: 'b2', name: 'Tea' },
    ],
    recipes_ingredients: [{ id: 1, position: 0, recipe_id: 'a1', note: 'beef', food_id: 'f', quantity: 2 }],
    ingredient_foods: [{ id: 'f', name: 'beef' }],
    recipe_instructions: [{ id: 'i', recipe_id: 'a1', position: 0, title: 'Go', text: 'Simmer.' }],
    tags: [{ id: 't', name: 'Winter' }],
    recipes_to_tags: [{ recipe_id: 'a1', tag_id: 't' }],
  },
  { a1: fakeJpeg(2) },
)

test('the unmutated files import', async () => {
  expect(await importCleanly(openMealie, exported, FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openMealie, backup, FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openMealie, strToU8(json), FUZZ_LIMITS)).toBe(1)
})

test('damaged exports, backups and recipe JSON end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(mutationOf(exported), mutationOf(backup), mutationOf(strToU8(json))),
      async (file) => {
        await importCleanly(openMealie, file, FUZZ_LIMITS)
      },
    ),
    { numRuns: 6000 },
  )
})

test('damaged JSON inside an intact export', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(json), async (text) => {
      const file = zipSync({
        'recipes/a/a.json': strToU8(text),
        'recipes/b/b.json': strToU8(JSON.stringify(mealieJson())),
      })
      expect(await importCleanly(openMealie, file, FUZZ_LIMITS)).toBe(2)
    }),
    { numRuns: 3000 },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9,.()/-]{0,10}$/)
const word = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const label = fc
  .stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9 ]{0,12}[A-Za-zÀ-ÿ0-9]$/)
  .filter((l) => !l.includes('  '))
const section = fc.record({
  title: fc.option(word, { nil: undefined }),
  lines: fc.array(word, { minLength: 1, maxLength: 4 }),
})
const sections = fc.array(section, { minLength: 1, maxLength: 3 })
const minutes = fc.integer({ min: 1, max: 600 }).map((n) => `${n} min`)
const labels = fc.uniqueArray(label, {
  maxLength: 6,
  comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
})

const generated = fc.record({
  name: word,
  description: word,
  recipeYield: word,
  prep: minutes,
  total: minutes,
  url: word.map((w) => `https://example.com/${encodeURIComponent(w)}`),
  ingredients: sections,
  instructions: sections,
  labels,
  categories: fc.nat({ max: 6 }),
  rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  day: fc.integer({ min: 0, max: 10_000 }),
  photo: fc.option(fc.nat({ max: 1000 }), { nil: undefined }),
  camel: fc.boolean(),
})

type Section = { title: string | undefined; lines: string[] }
const read = (list: Section[]) =>
  list.flatMap(({ title, lines }) => [...(title === undefined ? [] : [`[${title}]`]), ...lines]).join('\n')

test('a recipe written in Mealie’s form reads back with the same fields', async () => {
  await fc.assert(
    fc.asyncProperty(generated, async (fields) => {
      const created = new Date(Date.UTC(2000, 0, 1) + fields.day * 86_400_000)
      const written = mealieJson({
        name: fields.name,
        slug: 'r',
        description: fields.description,
        recipe_yield: fields.recipeYield,
        prep_time: fields.prep,
        total_time: fields.total,
        perform_time: null,
        org_url: fields.url,
        recipe_category: fields.labels.slice(0, fields.categories).map((name) => ({ name })),
        tags: fields.labels.slice(fields.categories).map((name) => ({ name })),
        rating: fields.rating,
        created_at: created.toISOString().slice(0, 19),
        recipe_ingredient: fields.ingredients.flatMap(({ title, lines }) =>
          lines.map((note, index) => ({
            title: index === 0 ? title : null,
            note,
            quantity: 1,
            disable_amount: true,
          })),
        ),
        recipe_instructions: fields.instructions.flatMap(({ title, lines }) =>
          lines.map((text, index) => ({ title: index === 0 ? (title ?? '') : '', summary: '', text })),
        ),
        nutrition: null,
      })
      const file = fields.camel
        ? strToU8(JSON.stringify(mealieApiJson(written)))
        : mealieExport([written], fields.photo === undefined ? {} : { r: fakeJpeg(fields.photo) })
      const items = []
      for await (const item of (await openMealie(file)).items()) items.push(item)
      expect(items).toEqual([
        {
          recipe: {
            title: fields.name,
            description: fields.description,
            yield: fields.recipeYield,
            activeTime: fields.prep,
            totalTime: fields.total,
            source: '',
            url: fields.url,
            notes: '',
            ingredients: read(fields.ingredients),
            instructions: read(fields.instructions),
            rating: fields.rating,
            labels: fields.labels,
            images:
              fields.photo === undefined || fields.camel
                ? []
                : [{ kind: 'bytes', data: fakeJpeg(fields.photo) }],
            createdAt: created,
          } satisfies ImportedRecipe,
        },
      ])
    }),
    { numRuns: 1000 },
  )
})
