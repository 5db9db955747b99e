import fc from 'fast-check'
import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import { openChowdown } from './chowdown.ts'
import { fuzzRuns } from './test-support/mutations.ts'

// Apart from chowdown.property.test.ts so that each file stays within its time on a slow machine.
/** Text YAML keeps as written once quoted: no line breaks, no leading or trailing spaces. */
const line = fc
  .string({ minLength: 1, maxLength: 40, unit: 'grapheme' })
  .map((text) =>
    text
      .replace(/[\p{C}\p{Z}\\*_<>[\]()!#{}%`]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  .filter((text) => text !== '' && !text.startsWith('['))
const section = fc.record({ name: fc.option(line), items: fc.array(line, { minLength: 1, maxLength: 5 }) })
const written = fc.record({
  title: line,
  ingredients: fc.array(section, { minLength: 1, maxLength: 3 }),
  directions: fc.array(line, { minLength: 1, maxLength: 6 }),
  tags: fc.uniqueArray(fc.stringMatching(/^[a-z]{2,10}$/), { maxLength: 4 }),
})

type Written = typeof written extends fc.Arbitrary<infer T> ? T : never

function pageOf({ title, ingredients, directions, tags }: Written): string {
  const quoted = JSON.stringify
  const ingredientLines = ingredients.flatMap(({ name, items }) =>
    name === null
      ? items.map((item) => `- ${quoted(item)}`)
      : [`- ${quoted(name)}:`, ...items.map((item) => `  - ${quoted(item)}`)],
  )
  return [
    '---',
    `title: ${quoted(title)}`,
    `tags: ${tags.join(' ')}`,
    'ingredients:',
    ...ingredientLines,
    'directions:',
    ...directions.map((direction) => `- ${quoted(direction)}`),
    '---',
    '',
  ].join('\n')
}

test('a written page reads back with its title, labels, ingredients and directions', async () => {
  await fc.assert(
    fc.asyncProperty(written, async (recipe) => {
      const opened = await openChowdown(strToU8(pageOf(recipe)))
      const ingredients = recipe.ingredients.flatMap(({ name, items }) =>
        name === null ? items : [`[${name}]`, ...items],
      )
      for await (const item of opened.items()) {
        expect(item).toEqual({
          recipe: expect.objectContaining({
            title: recipe.title,
            labels: recipe.tags,
            ingredients: ingredients.join('\n'),
            instructions: recipe.directions.join('\n'),
          }),
        })
      }
    }),
    { numRuns: fuzzRuns(3000) },
  )
})
