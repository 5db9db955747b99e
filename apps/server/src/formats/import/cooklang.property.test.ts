import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openCooklang } from './cooklang.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf, fuzzRuns } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const recipe = `---
title: Borscht борщ
servings: 4
tags: [soup, russian]
prep time: 30 min
cook time: PT1H
image: borscht.png
---
>> source: https://example.com/borscht

= Soup

Simmer @beets{3} and @./Stocks/Beef stock{2%l}(hot) in a #large pot{} for ~{1%hour}. \\
Add @dill{1/2%bunch}. [- or parsley -]

> Better the next day.

== Serving ==
Serve with @sour cream{} -- plenty
`

const folder = (text: Uint8Array) =>
  zipSync({ 'Soups/Borscht.cook': text, 'Soups/Borscht.jpg': fakeJpeg(1), 'Soups/borscht.png': fakeJpeg(2) })

test('the unmutated files import', async () => {
  expect(await importCleanly(openCooklang, strToU8(recipe), FUZZ_LIMITS)).toBe(1)
  expect(await importCleanly(openCooklang, folder(strToU8(recipe)), FUZZ_LIMITS)).toBe(1)
})

test('damaged .cook files end in a recipe or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(strToU8(recipe)), async (file) => {
      await importCleanly(openCooklang, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(4000) },
  )
})

test('damaged zips, and damaged text inside an intact zip', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        mutationOf(folder(strToU8(recipe))),
        textMutationOf(recipe).map((t) => folder(strToU8(t))),
      ),
      async (file) => {
        await importCleanly(openCooklang, file, FUZZ_LIMITS)
      },
    ),
    { numRuns: fuzzRuns(3000) },
  )
})

/** A recipe as a person would write it in Cooklang, with what the reader should give back. */
const word = fc.stringMatching(/^[a-zA-Zà-ü]{1,8}$/)
const words = fc.array(word, { minLength: 1, maxLength: 6 }).map((list) => list.join(' '))
const ingredient = fc.record({
  name: fc.array(fc.stringMatching(/^[a-z]{3,8}$/), { minLength: 1, maxLength: 3 }).map((l) => l.join(' ')),
  quantity: fc.integer({ min: 1, max: 999 }),
  unit: fc.constantFrom('', 'g', 'ml', 'cups', 'tbsp'),
})
const step = fc.record({ before: words, ingredient: fc.option(ingredient), after: words })
const steps = fc.array(step, { minLength: 1, maxLength: 4 })
// Steps after a section belong to it until the next one: only the first section can be unnamed.
const sections = fc
  .tuple(
    fc.record({ name: fc.option(words), steps }),
    fc.array(fc.record({ name: words, steps }), { maxLength: 2 }),
  )
  .map(([first, rest]) => [first, ...rest])
const written = fc.record({ title: words, servings: fc.integer({ min: 1, max: 20 }), sections })

type Written = typeof written extends fc.Arbitrary<infer T> ? T : never

function cooklangOf({ title, servings, sections }: Written): string {
  const body = sections.map(({ name, steps }) => {
    const stepTexts = steps.map(({ before, ingredient, after }) => {
      const markup = ingredient
        ? ` @${ingredient.name}{${ingredient.quantity}${ingredient.unit ? `%${ingredient.unit}` : ''}} `
        : ' '
      return `${before}${markup}${after}`
    })
    return [name === null ? '' : `== ${name} ==`, ...stepTexts].join('\n\n')
  })
  return `---\ntitle: ${JSON.stringify(title)}\nservings: ${servings}\n---\n\n${body.join('\n\n')}\n`
}

/** What the reader should list: each name once per section, same units added up. */
function expected({ sections }: Written): Pick<ImportedRecipe, 'ingredients' | 'instructions'> {
  const ingredients: string[] = []
  const instructions: string[] = []
  for (const { name, steps } of sections) {
    const totals = new Map<string, { quantity: number; unit: string }[]>()
    for (const { before, ingredient, after } of steps) {
      instructions.push(`${before} ${ingredient ? `${ingredient.name} ` : ''}${after}`)
      if (!ingredient) continue
      const amounts = totals.get(ingredient.name) ?? []
      totals.set(ingredient.name, amounts)
      const same = amounts.find((amount) => amount.unit === ingredient.unit)
      if (same) same.quantity += ingredient.quantity
      else amounts.push({ quantity: ingredient.quantity, unit: ingredient.unit })
    }
    if (name !== null) instructions.splice(instructions.length - steps.length, 0, `[${name}]`)
    const lines = [...totals].flatMap(([ingredientName, amounts]) =>
      amounts.map(({ quantity, unit }) => [quantity, unit, ingredientName].filter(Boolean).join(' ')),
    )
    if (name !== null && lines.length > 0) ingredients.push(`[${name}]`)
    ingredients.push(...lines)
  }
  return { ingredients: ingredients.join('\n'), instructions: instructions.join('\n') }
}

test('a written recipe reads back with its title, yield, ingredients and steps', async () => {
  await fc.assert(
    fc.asyncProperty(written, async (recipeWritten) => {
      const opened = await openCooklang(strToU8(cooklangOf(recipeWritten)))
      for await (const item of opened.items()) {
        expect(item).toEqual({
          recipe: expect.objectContaining({
            title: recipeWritten.title,
            yield: `${recipeWritten.servings} serving${recipeWritten.servings === 1 ? '' : 's'}`,
            ...expected(recipeWritten),
          }),
        })
      }
    }),
    { numRuns: fuzzRuns(3000) },
  )
})
