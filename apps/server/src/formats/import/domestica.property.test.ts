import fc from 'fast-check'
import { expect, test } from 'vitest'
import { minutesToText } from '../duration.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openDomestica } from './domestica.ts'
import { domesticaExport, domesticaJson } from './test-support/domestica-files.ts'
import { FUZZ_LIMITS, fuzzRuns, importCleanly, mutationOf } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const file = domesticaExport([
  domesticaJson({
    name: 'Borscht борщ',
    image: `data:image/jpeg;base64,${Buffer.from(fakeJpeg(22)).toString('base64')}`,
    tags: ['soup'],
    notes: [{ date: '2023-01-01', note: 'Add dill.', rating: 5 }],
    rating: 5,
    ingredients: '# Soup\n- 2 beets\n- 1 l stock',
  }),
  domesticaJson({ name: 'Tea', image: 'https://example.com/tea.jpg' }),
])

test('the unmutated file imports', async () => {
  expect(await importCleanly(openDomestica, file, FUZZ_LIMITS)).toBe(2)
})

test('damaged Domestica exports end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(file), async (damaged) => {
      await importCleanly(openDomestica, damaged, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(7000) },
  )
})

const token = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9,()/-]{0,10}$/)
const phrase = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const section = fc.record({
  name: fc.option(phrase, { nil: undefined }),
  items: fc.array(phrase, { maxLength: 4 }),
})

const generated = fc.record({
  name: phrase,
  servings: phrase,
  timePrep: fc.integer({ min: 1, max: 600 }),
  timeCook: fc.integer({ min: 1, max: 600 }),
  rating: fc.integer({ min: 1, max: 5 }),
  ingredients: fc.array(section, { maxLength: 3 }),
  directions: fc.array(section, { maxLength: 3 }),
  tags: fc.uniqueArray(phrase, { maxLength: 3, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() }),
  source: phrase,
})
type Generated = typeof generated extends fc.Arbitrary<infer T> ? T : never
type Sections = Generated['ingredients']

/** Sections as Homechart's Markdown: a heading, then a bulleted or numbered list. */
const markdown = (sections: Sections, mark: (index: number) => string) =>
  sections
    .flatMap((part) => [
      ...(part.name ? [`## ${part.name}`] : []),
      ...part.items.map((item, index) => `${mark(index)} ${item}`),
    ])
    .join('\n')

const lines = (sections: Sections) =>
  sections.flatMap((part) => [...(part.name ? [`[${part.name}]`] : []), ...part.items]).join('\n')

test('a recipe written as Homechart writes it reads back field for field', async () => {
  await fc.assert(
    fc.asyncProperty(generated, async (source) => {
      const recipe = domesticaJson({
        ...source,
        ingredients: markdown(source.ingredients, () => '-'),
        directions: markdown(source.directions, (index) => `${index + 1}.`),
      })
      const recipes: ImportedRecipe[] = []
      for await (const item of (await openDomestica(domesticaExport([recipe]))).items())
        if ('recipe' in item) recipes.push(item.recipe)
      expect(recipes[0]).toMatchObject({
        title: source.name,
        yield: source.servings,
        activeTime: minutesToText(source.timePrep),
        totalTime: minutesToText(source.timePrep + source.timeCook),
        source: source.source,
        rating: source.rating,
        ingredients: lines(source.ingredients),
        instructions: lines(source.directions),
        labels: source.tags,
      })
    }),
    { numRuns: fuzzRuns(3000) },
  )
})
