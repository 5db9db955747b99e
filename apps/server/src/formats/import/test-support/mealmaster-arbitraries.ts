/**
 * Random recipes for MealMaster and RezKonv round trips: what the writer in mealmaster-files.ts puts in a
 * file, and the fields the reader must give back for it.
 */
import fc from 'fast-check'
import type { WrittenIngredient, WrittenRecipe } from './mealmaster-files.ts'

// A fixed vocabulary generates far faster than random strings; its words run from 1 to 14 letters.
const WORDS = (
  'a of to it pan oil salt sugar flour onion butter simmer gently chopped minced whisked ' +
  'tablespoon overnight caramelised refrigerated x by ok'
).split(' ')
const word = fc.constantFrom(...WORDS)
const words = (max: number) => fc.array(word, { minLength: 1, maxLength: max }).map((list) => list.join(' '))
const sectionName = fc.constantFrom('Sauce', 'Dough', 'Filling', 'Topping', 'Marinade', 'Garnish')

/** A unit as written and as read back, singular and plural. */
export type UnitCase = [written: string, one: string, many: string]

export const MEALMASTER_UNITS: UnitCase[] = [
  ['', '', ''],
  ['x', '', ''],
  ['c', 'cup', 'cups'],
  ['t', 'tsp', 'tsp'],
  ['T', 'tbsp', 'tbsp'],
  ['pn', 'pinch', 'pinches'],
  ['lg', 'large', 'large'],
  ['g', 'g', 'g'],
]
export const REZKONV_UNITS: UnitCase[] = ['', 'g', 'EL', 'Teel.', 'Prise', 'Bund'].map((unit) => [
  unit,
  unit,
  unit,
])

/** Amounts as written, and whether a unit after them is plural. */
const AMOUNTS: [string, boolean][] = [
  ['', false],
  ['1', false],
  ['2', true],
  ['1/2', false],
  ['1 1/2', true],
  ['250', true],
  ['2.5', true],
  ['1-2', true],
]

interface Expected {
  ingredients: string[]
  instructions: string[]
}

export function recipeArbitrary(
  units: UnitCase[],
): fc.Arbitrary<{ recipe: WrittenRecipe; expected: Expected }> {
  const ingredient = fc
    .tuple(fc.constantFrom(...AMOUNTS), fc.constantFrom(...units), words(12))
    .map(([[amount, plural], [unit, one, many], text]) => ({
      written: { amount, unit, text } satisfies WrittenIngredient,
      read: [amount, plural ? many : one, text].filter(Boolean).join(' '),
    }))
  // Every section holds ingredients: a section with none would be read as heading the directions.
  const group = fc.record({
    section: fc.option(sectionName, { nil: undefined }),
    items: fc.array(ingredient, { minLength: 1, maxLength: 5 }),
  })
  return fc
    .record({
      title: words(8),
      categories: fc
        .uniqueArray(word, { maxLength: 3 })
        .map((list) => list.filter((w) => w !== 'none' && w !== 'keine')),
      servings: fc.integer({ min: 1, max: 24 }).map(String),
      groups: fc.array(group, { maxLength: 3 }),
      directions: fc.array(words(30), { maxLength: 3 }),
      source: fc.option(words(6), { nil: undefined }),
      nutrition: fc.option(words(6), { nil: undefined }),
    })
    .map(({ groups, ...rest }) => ({
      recipe: {
        ...rest,
        ingredients: groups.flatMap((g) => [
          ...(g.section ? [{ section: g.section }] : []),
          ...g.items.map((i) => i.written),
        ]),
      },
      expected: {
        ingredients: groups.flatMap((g) => [
          ...(g.section ? [`[${g.section}]`] : []),
          ...g.items.map((i) => i.read),
        ]),
        instructions: rest.directions,
      },
    }))
}
