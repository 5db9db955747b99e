import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ImportFileError, type ImportItem } from '../imported-recipe.ts'
import { openJsonLd } from './json-ld.ts'
import { fuzzRuns } from './test-support/mutations.ts'

const recipe = fc.record(
  {
    '@type': fc.constantFrom('Recipe', 'recipe', ['Recipe', 'Thing'], 'HowTo'),
    name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    recipeIngredient: fc.oneof(fc.array(fc.string()), fc.string(), fc.object()),
    recipeInstructions: fc.anything(),
    image: fc.oneof(fc.string(), fc.array(fc.webUrl()), fc.object()),
    recipeYield: fc.anything(),
    prepTime: fc.oneof(fc.string(), fc.integer()),
    rosemary: fc.oneof(fc.constant(undefined), fc.object()),
  },
  { requiredKeys: ['@type'] },
)

/** Any content: readable items, or an ImportFileError — never another exception. */
async function readSafely(bytes: Uint8Array): Promise<void> {
  try {
    const opened = await openJsonLd(bytes)
    const items: ImportItem[] = []
    for await (const item of opened.items()) items.push(item)
    expect(items).toHaveLength(opened.total)
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError)
  }
}

test('random recipe-like documents never throw anything but ImportFileError', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(recipe, fc.array(recipe), fc.record({ '@graph': fc.array(recipe) })),
      async (value) => {
        await readSafely(new TextEncoder().encode(JSON.stringify(value)))
      },
    ),
    { numRuns: fuzzRuns(5000) },
  )
})

test('random and truncated bytes never throw anything but ImportFileError', async () => {
  const valid = JSON.stringify({
    '@graph': [{ '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 leek'] }],
  })
  await fc.assert(
    fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.nat({ max: valid.length }), async (noise, cut) => {
      await readSafely(noise)
      await readSafely(new TextEncoder().encode(valid.slice(0, cut)))
    }),
    { numRuns: fuzzRuns(5000) },
  )
})
