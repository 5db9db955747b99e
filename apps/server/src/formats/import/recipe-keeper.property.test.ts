import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { minutesToText } from '../duration.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openRecipeKeeper } from './recipe-keeper.ts'
import { escapeHtml } from './test-support/copymethat-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import { recipeKeeperPage, type RecipeKeeperRecipe } from './test-support/recipe-keeper-files.ts'

const goulash: RecipeKeeperRecipe = {
  name: 'Goulash gulyás',
  favourite: true,
  rating: 5,
  courses: ['Main'],
  categories: ['Stew'],
  source: 'https://example.com/goulash',
  servings: '4',
  prepTime: ['PT20M', '20 mins'],
  cookTime: ['PT2H', '2 hours'],
  ingredients: ['<b>Stew</b>', '1 kg beef', '2 onions', '', 'Garnish:', 'Sour cream'],
  directions: ['1. Brown the beef.', '', '2. Simmer &amp; serve.'],
  notes: ['Better the next day.'],
  nutrition: [['Calories', 'Calories: 420', '420']],
  photos: ['images/g_0.jpg'],
}
const html = recipeKeeperPage([goulash, { name: 'Tea', directions: ['Boil.'] }])
/** The export zipped; stored rather than deflated (level 0) where a run zips its own. */
const exported = (page: Uint8Array, level: 0 | 6 = 6) =>
  zipSync({ 'images/g_0.jpg': fakeJpeg(1), 'recipes.html': page }, { level })

test('the unmutated files import', async () => {
  expect(await importCleanly(openRecipeKeeper, strToU8(html), FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openRecipeKeeper, exported(strToU8(html)), FUZZ_LIMITS)).toBe(2)
})

test('damaged pages and zipped exports end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(mutationOf(strToU8(html)), mutationOf(exported(strToU8(html)))),
      async (file) => {
        await importCleanly(openRecipeKeeper, file, FUZZ_LIMITS)
      },
    ),
    { numRuns: 5000 },
  )
})

test('a damaged page inside an intact export', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(html), async (text) => {
      await importCleanly(openRecipeKeeper, exported(strToU8(text), 0), FUZZ_LIMITS)
    }),
    { numRuns: 2500 },
  )
})

/** Words start with a letter, so no line reads as a typed step number. */
const token = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9&<>"'.()/-]{0,10}$/)
const word = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const section = fc.record({
  name: fc.option(word, { nil: undefined }),
  items: fc.array(word, { minLength: 1, maxLength: 4 }),
})

const generated = fc.record({
  name: word,
  source: fc.oneof(word, fc.webUrl({ withQueryParameters: true })),
  servings: word,
  rating: fc.integer({ min: 0, max: 5 }),
  favourite: fc.boolean(),
  labels: fc.uniqueArray(
    word.filter((w) => !/^favorite$/i.test(w)),
    { maxLength: 6, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() },
  ),
  prep: fc.integer({ min: 1, max: 3000 }),
  cook: fc.integer({ min: 1, max: 3000 }),
  ingredients: fc.array(section, { minLength: 1, maxLength: 3 }),
  directions: fc.array(section, { minLength: 1, maxLength: 3 }),
  notes: fc.array(word, { maxLength: 3 }),
})

const sectionLines = (sections: { name?: string | undefined; items: string[] }[]) =>
  sections.flatMap(({ name, items }) => [...(name === undefined ? [] : [`[${name}]`]), ...items])

test('recipes written as a Recipe Keeper page read back with the same fields', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(generated, { minLength: 1, maxLength: 3 }), async (list) => {
      const recipes = list.map((fields): RecipeKeeperRecipe => {
        const numbered = fields.directions.flatMap(({ items }) => items).length > 1
        return {
          name: escapeHtml(fields.name),
          favourite: fields.favourite,
          rating: fields.rating,
          courses: fields.labels.slice(0, 2),
          categories: fields.labels.slice(2, 4),
          collections: fields.labels.slice(4),
          source: escapeHtml(fields.source),
          servings: escapeHtml(fields.servings),
          prepTime: [`PT${fields.prep}M`, `${fields.prep} mins`],
          cookTime: [`PT${fields.cook}M`, `${fields.cook} mins`],
          // Ingredient groups as Recipe Keeper users head them: in bold, or with a colon after the name.
          ingredients: fields.ingredients.flatMap(({ name, items }, index) => [
            ...(name === undefined
              ? []
              : [index % 2 ? `<b>${escapeHtml(name)}</b>` : `${escapeHtml(name)}:`]),
            ...items.map(escapeHtml),
            '',
          ]),
          // Steps numbered by hand, each group from 1 (a single step is read as written, number and all).
          directions: fields.directions.flatMap(({ name, items }) => [
            ...(name === undefined ? [] : [`<b>${escapeHtml(name)}</b>`]),
            ...items.map((item, index) => (numbered ? `${index + 1}. ` : '') + escapeHtml(item)),
          ]),
          notes: fields.notes.map(escapeHtml),
        }
      })
      const items = []
      for await (const item of (await openRecipeKeeper(strToU8(recipeKeeperPage(recipes)))).items())
        items.push(item)
      expect(items).toEqual(
        list.map((fields) => {
          const isUrl = /^https?:/.test(fields.source)
          return {
            recipe: {
              title: fields.name,
              description: '',
              yield: fields.servings,
              activeTime: minutesToText(fields.prep),
              totalTime: minutesToText(fields.prep + fields.cook),
              source: isUrl ? '' : fields.source,
              url: isUrl ? fields.source : '',
              notes: [`Cook time: ${minutesToText(fields.cook)}`, fields.notes.join('\n')]
                .filter((part) => part !== '')
                .join('\n\n'),
              ingredients: sectionLines(fields.ingredients).join('\n'),
              instructions: sectionLines(fields.directions).join('\n'),
              rating: fields.rating === 0 ? null : fields.rating,
              labels: [...fields.labels, ...(fields.favourite ? ['Favorite'] : [])],
              images: [],
            } satisfies ImportedRecipe,
          }
        }),
      )
    }),
    { numRuns: 2500 },
  )
})
