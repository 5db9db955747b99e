import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { stringify } from 'yaml'
import { expect, test } from 'vitest'
import { minutesToText } from '../duration.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openCookBookManager } from './cookbook-manager.ts'
import {
  cookBookHtmlExport,
  cookBookPage,
  cookBookYaml,
  cookBookYamlExport,
  cookBookYamlFile,
} from './test-support/cookbook-manager-files.ts'
import { FUZZ_LIMITS, fuzzRuns, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const recipe = cookBookYaml({
  name: 'Borscht борщ',
  image: 'images/borscht.jpg',
  ingredients: ['Soup:', '2 beets', '1 l stock'],
  nutrition: 'Calories: 120',
  on_favorites: 'yes',
})
const yamlExport = cookBookYamlExport([recipe, cookBookYaml({ name: 'Tea' })], {
  'CookBook-Recipes-YML/images/borscht.jpg': fakeJpeg(43),
})
const htmlExport = cookBookHtmlExport(
  [
    cookBookPage({ name: 'Borscht', recipeIngredient: ['2 beets'], image: 'images/borscht.jpg' }),
    cookBookPage({ name: 'Tea', recipeIngredient: ['tea'] }, { microdata: true }),
  ],
  { 'CookBook-Recipes-HTML/images/borscht.jpg': fakeJpeg(44) },
)
const yamlText = stringify(recipe)

test('the unmutated files import', async () => {
  expect(await importCleanly(openCookBookManager, yamlExport, FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openCookBookManager, htmlExport, FUZZ_LIMITS)).toBe(2)
  expect(await importCleanly(openCookBookManager, cookBookYamlFile(recipe), FUZZ_LIMITS)).toBe(1)
})

test('damaged CookBook exports end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutationOf(yamlExport), mutationOf(htmlExport)), async (file) => {
      await importCleanly(openCookBookManager, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(4000) },
  )
})

test('damaged YAML, alone and inside an intact zip', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(yamlText), async (text) => {
      await importCleanly(openCookBookManager, strToU8(text), FUZZ_LIMITS)
      const file = zipSync({ 'a/A.yml': strToU8(text), 'a/B.yml': cookBookYamlFile(cookBookYaml()) })
      expect(await importCleanly(openCookBookManager, file, FUZZ_LIMITS)).toBe(2)
    }),
    // Fewer: each run inflates two entries through zlib's thread pool, which costs milliseconds.
    { numRuns: fuzzRuns(1000) },
  )
})

test('a damaged page alone', async () => {
  const page = cookBookPage({
    name: 'Borscht',
    recipeIngredient: ['2 beets'],
    aggregateRating: { ratingValue: 5 },
  })
  await fc.assert(
    fc.asyncProperty(textMutationOf(page), async (text) => {
      await importCleanly(openCookBookManager, strToU8(text), FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(3000) },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9,.()/-]{0,10}$/)
/** Labels hold no commas (a comma separates labels), so tags are made of words without them. */
const word = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9.()/-]{0,10}$/)
const phrase = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const section = fc.record({
  name: fc.option(phrase, { nil: undefined }),
  items: fc.array(phrase, { maxLength: 4 }),
})

const generated = fc.record({
  name: phrase,
  servings: phrase,
  prep: fc.integer({ min: 1, max: 600 }),
  cook: fc.integer({ min: 1, max: 600 }),
  rating: fc.integer({ min: 1, max: 5 }),
  ingredients: fc.array(section, { maxLength: 3 }),
  directions: fc.array(section, { maxLength: 3 }),
  tags: fc.uniqueArray(word, { maxLength: 3, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() }),
})
type Generated = typeof generated extends fc.Arbitrary<infer T> ? T : never

const items = (sections: Generated['ingredients']) =>
  sections.flatMap((part) => [...(part.name ? [`${part.name}:`] : []), ...part.items])
const lines = (sections: Generated['ingredients']) =>
  sections.flatMap((part) => [...(part.name ? [`[${part.name}]`] : []), ...part.items]).join('\n')

test('a recipe CookBook Manager writes reads back field for field', async () => {
  await fc.assert(
    fc.asyncProperty(generated, async (source) => {
      const file = cookBookYamlFile(
        cookBookYaml({
          name: source.name,
          servings: source.servings,
          prep_time: `PT${source.prep}M`,
          cook_time: `PT${source.cook}M`,
          rating: source.rating,
          ingredients: items(source.ingredients),
          directions: items(source.directions),
          tags: source.tags,
          keywords: undefined,
        }),
      )
      const recipes: ImportedRecipe[] = []
      for await (const item of (await openCookBookManager(file)).items())
        if ('recipe' in item) recipes.push(item.recipe)
      expect(recipes[0]).toMatchObject({
        title: source.name,
        yield: source.servings,
        activeTime: minutesToText(source.prep),
        totalTime: minutesToText(source.prep + source.cook),
        rating: source.rating,
        ingredients: lines(source.ingredients),
        instructions: lines(source.directions),
        labels: source.tags,
      })
    }),
    { numRuns: fuzzRuns(2000) },
  )
})
