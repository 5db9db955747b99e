import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { ExportedRecipe } from '../exported-recipe.ts'
import { exportPaprika, importPaprika } from './paprika-round-trip.ts'

/**
 * Recipes as Rosemary stores them: single-line values trimmed, free text with clean line ends, labels
 * distinct. What the generator leaves out is what Paprika's own rules make ambiguous: an ingredient line
 * ending in a colon is a header there, and a "[photo:2]" line in the directions a picture's place.
 */
const LETTERS = ['a', 'Z', 'é', 'ß', '味', '🍜', '½', '1', '/', '"', '\\', '&', '<', '.', ':', '-', "'", ' ']
const word = fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(...LETTERS) })
const oneLine = (maxLength: number) =>
  word.map((text) => text.replace(/\s+/g, ' ').trim().slice(0, maxLength)).filter((text) => text !== '')
const optionalLine = fc.oneof(fc.constant(''), oneLine(60))

const ingredient = oneLine(60).filter((text) => !text.endsWith(':') && !text.startsWith('['))
const header = fc.array(oneLine(30), { minLength: 1, maxLength: 4 }).map((words) => `[${words.join(' ')}]`)
const step = oneLine(60).filter((text) => !text.startsWith('['))
const paragraphs = fc
  .array(fc.array(oneLine(40), { minLength: 1, maxLength: 3 }), { maxLength: 3 })
  .map((blocks) => blocks.map((lines) => lines.join('\n')).join('\n\n'))

const recipe: fc.Arbitrary<ExportedRecipe> = fc.record({
  id: fc.uuid(),
  title: oneLine(120),
  description: paragraphs,
  yield: optionalLine,
  activeTime: optionalLine,
  totalTime: optionalLine,
  source: optionalLine,
  url: optionalLine,
  notes: paragraphs,
  ingredients: fc.array(fc.oneof(ingredient, header), { maxLength: 8 }).map((lines) => lines.join('\n')),
  instructions: fc.array(fc.oneof(step, header), { maxLength: 6 }).map((lines) => lines.join('\n')),
  rating: fc.option(fc.integer({ min: 1, max: 5 })),
  labels: fc.uniqueArray(oneLine(20), { maxLength: 4, selector: (label) => label.toLowerCase() }),
  images: fc.constant([]),
  createdAt: fc
    .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
    .map((date) => new Date(Math.floor(date.getTime() / 1000) * 1000)),
  updatedAt: fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
})

test('any recipe book exported to Paprika imports back field for field', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(recipe, { minLength: 1, maxLength: 4 }), async (recipes) => {
      const back = await importPaprika(await exportPaprika(recipes))
      expect(back).toEqual(
        recipes.map(({ id: _id, updatedAt: _updatedAt, ...fields }) => ({ ...fields, images: [] })),
      )
    }),
    { numRuns: 300 },
  )
})
