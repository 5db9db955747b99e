import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openPaprikaHtml } from './paprika-html.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf, fuzzRuns } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import { paprikaPage, type PaprikaPage } from './test-support/paprika-html-files.ts'

const borscht: PaprikaPage = {
  name: 'Borscht борщ',
  photo: { src: 'Images/X/borscht.jpg', link: 'https://example.com/b.jpg' },
  rating: 5,
  categories: 'Soup, Russian',
  prepTime: '30 min',
  cookTime: '1 h',
  servings: '4',
  source: 'example.com',
  sourceUrl: 'https://example.com/borscht',
  ingredients: ['<strong>For the soup:</strong>', '<strong>3</strong> beets'],
  directions:
    '<p class="line">Simmer &amp; serve.</p><p class="line"><img src="Images/X/step.jpg" class="inline-image"/></p>',
  notes: '<p>Add dill.</p>',
  nutrition: '<p>Calories: 120</p>',
}
const html = paprikaPage(borscht)
const exported = (page: Uint8Array) =>
  zipSync({
    'index.html': strToU8('<html><body><a href="Recipes/Borscht.html">Borscht</a></body></html>'),
    'Recipes/Borscht.html': page,
    'Recipes/Images/X/borscht.jpg': fakeJpeg(1),
  })

test('the unmutated files import', async () => {
  expect(await importCleanly(openPaprikaHtml, strToU8(html), FUZZ_LIMITS)).toBe(1)
  expect(await importCleanly(openPaprikaHtml, exported(strToU8(html)), FUZZ_LIMITS)).toBe(1)
})

test('damaged pages and zipped exports end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(mutationOf(strToU8(html)), mutationOf(exported(strToU8(html)))),
      async (file) => {
        await importCleanly(openPaprikaHtml, file, FUZZ_LIMITS)
      },
    ),
    { numRuns: fuzzRuns(5000) },
  )
})

test('a damaged page inside an intact export', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(html), async (text) => {
      await importCleanly(openPaprikaHtml, exported(strToU8(text)), FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(2500) },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9&<>"'.()/-]{0,10}$/)
const word = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const section = fc.record({
  name: fc.option(word, { nil: undefined }),
  items: fc.array(word, { minLength: 1, maxLength: 4 }),
})

const generated = fc.record({
  name: word,
  rating: fc.integer({ min: 0, max: 5 }),
  categories: fc.uniqueArray(
    word.filter((w) => !w.includes(',')),
    {
      maxLength: 3,
      comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
    },
  ),
  prepTime: word,
  totalTime: word,
  servings: word,
  source: word,
  url: fc.webUrl({ withQueryParameters: true }),
  sections: fc.array(section, { minLength: 1, maxLength: 3 }),
  steps: fc.array(word, { minLength: 1, maxLength: 5 }),
  notes: fc.array(word, { minLength: 1, maxLength: 3 }),
})

test('a recipe written as a Paprika page reads back with the same fields', async () => {
  await fc.assert(
    fc.asyncProperty(generated, async (fields) => {
      const ingredientLines = fields.sections.flatMap(({ name, items }) => [
        ...(name === undefined ? [] : [`${name}:`]),
        ...items,
      ])
      const page: PaprikaPage = {
        name: fields.name,
        rating: fields.rating,
        categories: fields.categories.join(', '),
        prepTime: fields.prepTime,
        totalTime: fields.totalTime,
        servings: fields.servings,
        source: fields.source,
        sourceUrl: fields.url,
        ingredients: ingredientLines.map(escape),
        directions: fields.steps.map((step) => `<p class="line">${escape(step)}</p>`).join(''),
        notes: fields.notes.map((note) => `<p>${escape(note)}</p>`).join(''),
      }
      const items = []
      for await (const item of (await openPaprikaHtml(strToU8(paprikaPage(page)))).items()) items.push(item)
      expect(items).toEqual([
        {
          recipe: {
            title: fields.name,
            description: '',
            yield: fields.servings,
            activeTime: fields.prepTime,
            totalTime: fields.totalTime,
            source: fields.source,
            url: fields.url,
            notes: fields.notes.join('\n\n'),
            ingredients: fields.sections
              .flatMap(({ name, items }) => [...(name === undefined ? [] : [`[${name}]`]), ...items])
              .join('\n'),
            instructions: fields.steps.join('\n'),
            rating: fields.rating === 0 ? null : fields.rating,
            labels: fields.categories,
            images: [],
          } satisfies ImportedRecipe,
        },
      ])
    }),
    { numRuns: fuzzRuns(2500) },
  )
})
