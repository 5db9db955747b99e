import fc from 'fast-check'
import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import { minutesToText } from '../duration.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openNextcloudCookbook } from './nextcloud-cookbook.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import { nextcloudFolders, nextcloudJson } from './test-support/nextcloud-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const recipe = nextcloudJson({
  name: 'Borscht борщ',
  tool: ['Pot'],
  recipeIngredient: ['## Soup', '3 beets'],
  recipeInstructions: ['## Soup', 'Simmer gently.'],
  nutrition: { '@type': 'NutritionInformation', calories: '120 kcal' },
})
const json = JSON.stringify(recipe)
const folders = nextcloudFolders({
  Borscht: { recipe, full: fakeJpeg(1) },
  Tea: { recipe: nextcloudJson({ name: 'Tea', dateCreated: '1607461134' }) },
})

test('the unmutated folders import', async () => {
  expect(await importCleanly(openNextcloudCookbook, folders, FUZZ_LIMITS)).toBe(2)
})

test('damaged zips end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(folders), async (file) => {
      await importCleanly(openNextcloudCookbook, file, FUZZ_LIMITS)
    }),
    { numRuns: 7500 },
  )
})

test('damaged recipe.json inside an intact zip', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(json), async (text) => {
      const file = nextcloudFolders({
        A: { recipe: text, full: fakeJpeg(2) },
        B: { recipe: nextcloudJson() },
      })
      expect(await importCleanly(openNextcloudCookbook, file, FUZZ_LIMITS)).toBe(2)
    }),
    // Fewer than the damaged zips: each run reads the schema.org strings as HTML, which takes longer.
    { numRuns: 1500 },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9.()/-]{0,10}$/)
const word = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const label = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9]{0,12}$/)
const section = fc.record({
  name: fc.option(label, { nil: undefined }),
  lines: fc.array(word, { minLength: 1, maxLength: 4 }),
})
const sections = fc.array(section, { minLength: 1, maxLength: 3 })

const generated = fc.record({
  name: word,
  description: word,
  servings: fc.integer({ min: 1, max: 24 }),
  prep: fc.integer({ min: 1, max: 600 }),
  total: fc.integer({ min: 1, max: 2000 }),
  url: word.map((w) => `https://example.com/${encodeURIComponent(w)}`),
  category: label,
  keywords: fc.uniqueArray(label, {
    maxLength: 6,
    comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
  }),
  tools: fc.array(word, { maxLength: 3 }),
  ingredients: sections,
  instructions: sections,
  created: fc.integer({ min: 700_000_000, max: 1_700_000_000 }),
  photo: fc.option(fc.nat({ max: 1000 }), { nil: undefined }),
})

type Section = { name: string | undefined; lines: string[] }
const written = (list: Section[]) =>
  list.flatMap(({ name, lines }) => [...(name === undefined ? [] : [`## ${name}`]), ...lines])
const read = (list: Section[]) =>
  list.flatMap(({ name, lines }) => [...(name === undefined ? [] : [`[${name}]`]), ...lines]).join('\n')

test('a recipe folder written in Nextcloud’s form reads back with the same fields', async () => {
  await fc.assert(
    fc.asyncProperty(generated, async (fields) => {
      const json = nextcloudJson({
        name: fields.name,
        description: fields.description,
        recipeYield: fields.servings,
        prepTime: `PT0H${fields.prep}M`,
        cookTime: 'PT0H1M',
        totalTime: `PT${fields.total}M`,
        url: fields.url,
        image: '',
        recipeCategory: fields.category,
        keywords: fields.keywords.join(','),
        tool: fields.tools,
        recipeIngredient: written(fields.ingredients),
        recipeInstructions: written(fields.instructions),
        dateCreated: String(fields.created),
      })
      const full = fields.photo === undefined ? undefined : fakeJpeg(fields.photo)
      const file = nextcloudFolders({ Folder: { recipe: json, ...(full ? { full } : {}) } })
      const items = []
      for await (const item of (await openNextcloudCookbook(file)).items()) items.push(item)
      const labels = [fields.category, ...fields.keywords].filter(
        (label, index, all) =>
          all.findIndex((other) => other.toLowerCase() === label.toLowerCase()) === index,
      )
      expect(items).toEqual([
        {
          recipe: {
            title: fields.name,
            description: fields.description,
            yield: String(fields.servings),
            activeTime: minutesToText(fields.prep),
            totalTime: minutesToText(fields.total),
            source: '',
            url: fields.url,
            notes: fields.tools.length > 0 ? `Tools: ${fields.tools.join(', ')}` : '',
            ingredients: read(fields.ingredients),
            instructions: read(fields.instructions),
            rating: null,
            labels,
            images: full ? [{ kind: 'bytes', data: full }] : [],
            createdAt: new Date(fields.created * 1000),
          } satisfies ImportedRecipe,
        },
      ])
    }),
    { numRuns: 1000 },
  )
})

test('a lone recipe.json is not a folder export', async () => {
  expect(await importCleanly(openNextcloudCookbook, strToU8(json), FUZZ_LIMITS)).toBe('refused')
})
