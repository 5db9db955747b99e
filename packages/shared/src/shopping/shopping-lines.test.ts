import { describe, expect, test } from 'vitest'
import {
  servingsScale,
  shoppingItemsOfRecipe,
  shoppingLinesOfRecipe,
  splitItemLines,
} from './shopping-lines.ts'

describe('splitItemLines', () => {
  test('one title a line; marks, headers and empty lines dropped; whitespace collapsed', () => {
    const pasted = [
      '- milk',
      '* 2 eggs',
      '• bread',
      '1. flour',
      '12) sugar',
      '[ ] butter',
      '[x] jam',
      '- [ ] cheese',
      '',
      '   ',
      '[Dairy]',
      '  olive    oil  ',
      '1.5 kg potatoes',
      '-5 bananas',
    ].join('\r\n')
    expect(splitItemLines(pasted)).toEqual([
      'milk',
      '2 eggs',
      'bread',
      'flour',
      'sugar',
      'butter',
      'jam',
      'cheese',
      'olive oil',
      '1.5 kg potatoes',
      '-5 bananas',
    ])
  })

  test('nothing to add in an empty paste', () => {
    expect(splitItemLines('\n\n- \n')).toEqual([])
  })
})

describe('shoppingLinesOfRecipe', () => {
  const ingredients = '[Dough]\n2 cups flour\n1/2 tsp salt\n\n[Sauce]\n3 eggs\nSalt to taste'

  test.for<[number, string[]]>([
    [1, ['2 cups flour', '1/2 tsp salt', '3 eggs', 'Salt to taste']],
    [0.5, ['1 cup flour', '1/4 tsp salt', '1.5 eggs', 'Salt to taste']],
    [2, ['4 cups flour', '1 tsp salt', '6 eggs', 'Salt to taste']],
  ])('headers and empty lines are left out; scale %d', ([scale, expected]) => {
    expect(shoppingLinesOfRecipe(ingredients, scale)).toEqual(expected)
  })
})

describe('servingsScale', () => {
  test.for<[string, number | null, number]>([
    ['Serves 4', 8, 2],
    ['4 servings', 2, 0.5],
    ['4-6 servings', 6, 1.5],
    ['Für 4 Personen', 6, 1.5],
    ['Serves 4', null, 1],
    ['', 4, 1],
    ['a crowd', 4, 1],
    ['Serves 4', 0, 1],
    ['Serves 4', Number.NaN, 1],
  ])('yield %j, %s servings → %d', ([recipeYield, servings, expected]) => {
    expect(servingsScale(recipeYield, servings)).toBe(expected)
  })
})

describe('shoppingItemsOfRecipe', () => {
  test('a recipe for 4 at 3 servings comes out buyable, with the exact amounts kept', () => {
    const ingredients = [
      '[Sauce]',
      '2 onions',
      '4 cloves garlic',
      '500 g minced beef',
      '700 ml passata',
      'salt',
    ].join('\n')
    expect(shoppingItemsOfRecipe(ingredients, servingsScale('4 servings', 3))).toEqual([
      { title: '2 onions', exact: '1.5 onions' },
      { title: '3 cloves garlic', exact: null },
      { title: '375 g minced beef', exact: null },
      { title: '530 ml passata', exact: '525 ml passata' },
      { title: 'salt', exact: null },
    ])
  })
})
