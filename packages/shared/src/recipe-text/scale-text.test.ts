import { describe, expect, test } from 'vitest'
import { convertIngredientLine } from './convert-line.ts'
import { scaleBracedAmounts } from './scale-text.ts'

describe('scaleBracedAmounts', () => {
  test.for([
    ['Add {2 cups} flour', 2, 'Add 4 cups flour'],
    ['Bake {30} minutes', 0.5, 'Bake 15 minutes'],
    ['Add {1/3} cup milk', 2, 'Add 2/3 cup milk'],
    ['Stir in {1} cup', 1 / 3, 'Stir in 1/3 cup'],
    ['Add {1} egg, then {2} more', 3, 'Add 3 eggs, then 6 more'],
    ['Pour {0.5 l} stock', 3, 'Pour 1.5 l stock'],
    ['{1 to 2} tbsp oil', 3, '3 to 6 tbsp oil'],
    ['Add {2 cups} flour', 0, 'Add 0 cups flour'],
    // Amounts not in braces stay as written: "the 2 cups" of a step are the ones already measured.
    ['Add {1 cup} of the 2 cups', 2, 'Add 2 cups of the 2 cups'],
    // One decimal mark a line.
    ['Mehl 1,5 kg, dann {3} kg Zucker', 0.5, 'Mehl 1,5 kg, dann 1,5 kg Zucker'],
    ['{1,5 kg} Mehl und {3 kg} Zucker', 0.5, '0,75 kg Mehl und 1,5 kg Zucker'],
  ] as const)('%j × %d is %j', ([text, factor, expected]) => {
    expect(scaleBracedAmounts(text, factor)).toBe(expected)
  })

  test.for([
    ['Add {2 cups} flour', 'Add 2 cups flour'],
    ['Bake {30} minutes', 'Bake 30 minutes'],
    ['Add {1.50 kg}', 'Add 1.50 kg'],
  ] as const)('at × 1 the braces still go: %j is %j', ([text, expected]) => {
    expect(scaleBracedAmounts(text, 1)).toBe(expected)
  })

  test.for([
    ['Season {to taste}', 2],
    ['Add 2 cups flour', 2],
    ['Use the {big} pot', 1],
    ['', 2],
  ] as const)('%j × %d is unchanged', ([text, factor]) => {
    expect(scaleBracedAmounts(text, factor)).toBe(text)
  })

  test('every line of a note is read on its own', () => {
    expect(scaleBracedAmounts('Keeps {2} days.\nMakes {1,5 l} sauce.\n\n{3} cups', 2)).toBe(
      'Keeps 4 days.\nMakes 3 l sauce.\n\n6 cups',
    )
  })

  test('a conversion rewrites each braced amount, with a unit written after its brace', () => {
    const metric = (amount: string, named: string) => convertIngredientLine(amount, 'metric', named)
    expect(scaleBracedAmounts('Add {2 cups} water, then {1} cup milk and 3 cups water', 1, metric)).toBe(
      'Add 473 ml water, then 237 ml milk and 3 cups water',
    )
    expect(scaleBracedAmounts('Add {1 cup} stock', 2, metric)).toBe('Add 473 ml stock')
    const us = (amount: string) => convertIngredientLine(amount, 'us')
    expect(scaleBracedAmounts('Add {100 g} sugar', 2, us)).toBe('Add 7 oz sugar')
  })

  test('in metric a braced amount of a dry good is weighed; what it measures ends at a comma or "and"', () => {
    const metric = (amount: string, named: string) => convertIngredientLine(amount, 'metric', named)
    expect(scaleBracedAmounts('Add {2 cups} flour, then {1} cup milk and {1/4 cup} sugar', 1, metric)).toBe(
      'Add 250 g flour, then 237 ml milk and 50 g sugar',
    )
    expect(scaleBracedAmounts('Sift {1 cup} flour and {1 cup} water', 2, metric)).toBe(
      'Sift 250 g flour and 473 ml water',
    )
  })
})
