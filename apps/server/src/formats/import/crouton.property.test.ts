import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { minutesToText } from '../duration.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openCrouton } from './crouton.ts'
import { croutonFolder, crumbFile, crumbJson } from './test-support/crouton-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const recipe = crumbJson({
  name: 'Borscht борщ',
  images: [Buffer.from(fakeJpeg(3)).toString('base64')],
  tags: [{ uuid: 't', color: '#fff', name: 'Soup' }],
  neutritionalInfo: 'Calories: 120,\nFat: 3 g',
  notes: 'Add dill.',
  rating: 5,
})
const single = crumbFile(recipe)
const json = JSON.stringify(recipe)
const folder = croutonFolder([recipe, crumbJson({ name: 'Tea' })])

test('the unmutated files import', async () => {
  expect(await importCleanly(openCrouton, single, FUZZ_LIMITS)).toBe(1)
  expect(await importCleanly(openCrouton, folder, FUZZ_LIMITS)).toBe(2)
})

test('damaged .crumb files and folders end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutationOf(single), mutationOf(folder)), async (file) => {
      await importCleanly(openCrouton, file, FUZZ_LIMITS)
    }),
    { numRuns: 7000 },
  )
})

test('damaged JSON inside an intact folder', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(json), async (text) => {
      const file = zipSync({ 'A.crumb': strToU8(text), 'B.crumb': crumbFile(crumbJson()) })
      expect(await importCleanly(openCrouton, file, FUZZ_LIMITS)).toBe(2)
    }),
    { numRuns: 3000 },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9,.()/-]{0,10}$/)
const word = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const section = fc.record({
  name: fc.option(word, { nil: undefined }),
  items: fc.array(word, { maxLength: 4 }),
})
const sections = fc.array(section, { maxLength: 3 })

const generated = fc.record({
  name: word,
  serves: fc.integer({ min: 1, max: 20 }),
  duration: fc.integer({ min: 1, max: 600 }),
  cookingDuration: fc.integer({ min: 1, max: 600 }),
  ingredients: sections,
  steps: sections,
  tags: fc.uniqueArray(word, { maxLength: 3, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() }),
  webLink: word.map((path) => `https://example.com/${encodeURIComponent(path)}`),
  sourceName: word,
})
type Generated = typeof generated extends fc.Arbitrary<infer T> ? T : never

/** Sections as Crouton rows, shuffled in the file: `order` keeps them in place. */
function rows<T>(list: Generated['steps'], header: (name: string) => T, item: (text: string) => T) {
  const flat = list.flatMap((part) => [...(part.name ? [header(part.name)] : []), ...part.items.map(item)])
  return flat.map((row, order) => ({ ...row, order, uuid: `u${order}` })).reverse()
}

function asCrumb(source: Generated) {
  return {
    ...source,
    tags: source.tags.map((name) => ({ uuid: name, color: '#000', name })),
    ingredients: rows(
      source.ingredients,
      (name) => ({ ingredient: { name }, quantity: { quantityType: 'SECTION' } }),
      (name) => ({ ingredient: { name }, quantity: { amount: 2, quantityType: 'TEASPOON' } }),
    ),
    steps: rows(
      source.steps,
      (step) => ({ step, isSection: true }),
      (step) => ({ step, isSection: false }),
    ),
  }
}

const lines = (list: Generated['steps'], item: (text: string) => string) =>
  list.flatMap((part) => [...(part.name ? [`[${part.name}]`] : []), ...part.items.map(item)]).join('\n')

test('a recipe written as a .crumb reads back field for field', async () => {
  await fc.assert(
    fc.asyncProperty(generated, async (source) => {
      const opened = await openCrouton(crumbFile(asCrumb(source)))
      const items: ImportedRecipe[] = []
      for await (const item of opened.items()) if ('recipe' in item) items.push(item.recipe)
      expect(items[0]).toMatchObject({
        title: source.name,
        yield: `${source.serves} ${source.serves === 1 ? 'serving' : 'servings'}`,
        activeTime: minutesToText(source.duration),
        totalTime: minutesToText(source.duration + source.cookingDuration),
        source: source.sourceName,
        url: source.webLink,
        ingredients: lines(source.ingredients, (name) => `2 tsp ${name}`),
        instructions: lines(source.steps, (step) => step),
        labels: source.tags,
      })
    }),
    { numRuns: 300 },
  )
})
