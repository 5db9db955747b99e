import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openCopyMeThat } from './copymethat.ts'
import { escapeHtml, copyMeThatPage, type CopyMeThatRecipe } from './test-support/copymethat-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const pancakes: CopyMeThatRecipe = {
  name: 'Pancakes блины',
  link: 'https://example.com/pancakes',
  image: 'images/pancakes_a1b2c.jpg',
  description: 'Thin &amp; light.',
  tags: ['breakfast', 'sweet'],
  starred: true,
  rating: 5,
  servings: '4',
  ingredients: [{ header: 'Batter' }, '2 eggs', '1 cup milk', null, { note: 'or oat milk' }],
  steps: [{ header: 'Mix:' }, 'Whisk it all.', 'Fry thin.'],
  notes: ['Rest the batter.'],
}
const html = copyMeThatPage([pancakes, { name: 'Tea', steps: ['Boil.'] }])
/** The export zipped; stored rather than deflated (level 0) where a run zips its own. */
const exported = (page: Uint8Array, level: 0 | 6 = 6) =>
  zipSync({ 'images/pancakes_a1b2c.jpg': fakeJpeg(1), 'recipes.html': page }, { level })

test('the unmutated files import', async () => {
  expect(await importCleanly(openCopyMeThat, strToU8(html), FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openCopyMeThat, exported(strToU8(html)), FUZZ_LIMITS)).toBe(2)
})

test('damaged pages and zipped exports end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(mutationOf(strToU8(html)), mutationOf(exported(strToU8(html)))),
      async (file) => {
        await importCleanly(openCopyMeThat, file, FUZZ_LIMITS)
      },
    ),
    { numRuns: 6000 },
  )
})

test('a damaged page inside an intact export', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(html), async (text) => {
      await importCleanly(openCopyMeThat, exported(strToU8(text), 0), FUZZ_LIMITS)
    }),
    { numRuns: 3000 },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9&<>"'.()/-]{0,10}$/)
const word = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const section = fc.record({
  name: fc.option(word, { nil: undefined }),
  items: fc.array(word, { minLength: 1, maxLength: 4 }),
})

const generated = fc.record({
  name: word,
  url: fc.webUrl({ withQueryParameters: true }),
  description: word,
  rating: fc.integer({ min: 1, max: 5 }),
  servings: word,
  tags: fc.uniqueArray(
    word.filter((w) => !/^(favorite|made this)$/i.test(w)),
    { maxLength: 3, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() },
  ),
  starred: fc.boolean(),
  madeThis: fc.boolean(),
  ingredients: fc.array(section, { minLength: 1, maxLength: 3 }),
  steps: fc.array(section, { minLength: 1, maxLength: 3 }),
  notes: fc.array(word, { maxLength: 3 }),
})

const sectionLines = (sections: { name?: string | undefined; items: string[] }[]) =>
  sections.flatMap(({ name, items }) => [...(name === undefined ? [] : [`[${name}]`]), ...items]).join('\n')

test('recipes written as a Copy Me That page read back with the same fields', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(generated, { minLength: 1, maxLength: 3 }), async (list) => {
      const recipes = list.map((fields): CopyMeThatRecipe => ({
        name: escapeHtml(fields.name),
        link: fields.url,
        description: escapeHtml(fields.description),
        tags: fields.tags.map(escapeHtml),
        starred: fields.starred,
        madeThis: fields.madeThis,
        rating: fields.rating,
        servings: escapeHtml(fields.servings),
        ingredients: fields.ingredients.flatMap(({ name, items }) => [
          ...(name === undefined ? [] : [{ header: escapeHtml(name) }]),
          ...items.map(escapeHtml),
        ]),
        steps: fields.steps.flatMap(({ name, items }) => [
          ...(name === undefined ? [] : [{ header: `${escapeHtml(name)}:` }]),
          ...items.map(escapeHtml),
        ]),
        notes: fields.notes.map(escapeHtml),
      }))
      const items = []
      for await (const item of (await openCopyMeThat(strToU8(copyMeThatPage(recipes)))).items())
        items.push(item)
      expect(items).toEqual(
        list.map((fields) => ({
          recipe: {
            title: fields.name,
            description: fields.description,
            yield: fields.servings,
            activeTime: '',
            totalTime: '',
            source: '',
            url: fields.url,
            notes: fields.notes.join('\n\n'),
            ingredients: sectionLines(fields.ingredients),
            instructions: sectionLines(fields.steps),
            rating: fields.rating,
            labels: [
              ...fields.tags,
              ...(fields.starred ? ['Favorite'] : []),
              ...(fields.madeThis ? ['Made this'] : []),
            ],
            images: [],
          } satisfies ImportedRecipe,
        })),
      )
    }),
    { numRuns: 1000 },
  )
})
