import { describe, expect, test } from 'vitest'
import { emptyRecipe } from '../imported-recipe.ts'
import { mergeDrafts } from './merge-drafts.ts'
import { isReworded } from './reworded-lists.ts'

const data = [
  '3 to 4 tablespoons butter (about 2 ounces)',
  '0 As required sea salt',
  '1 large leek, any kind',
  '2 cups stock',
  '200 grams mushrooms',
]
const shown = [
  '2 ounces butter, about 3 to 4 tablespoons',
  'sea salt as required',
  '1 large leek',
  '2 cups stock',
  '200 gm mushrooms',
]

describe('isReworded', () => {
  test('the same items in other words, as many and in any order, are the data reworded', () => {
    expect(isReworded(data, shown)).toBe(true)
    expect(isReworded(data, [...shown].reverse())).toBe(true)
  })

  test('the data’s lines on the page as written, or other items, are not', () => {
    expect(
      isReworded(
        data,
        data.map((line) => `${line}, chopped`),
      ),
    ).toBe(false)
    expect(isReworded(data, ['1 onion', '2 carrots', '1 cup rice', '3 eggs', '1 lime'])).toBe(false)
    expect(isReworded(data, shown.slice(0, 3))).toBe(false)
  })

  test('the same words in another order, or without their amounts, are not', () => {
    const flipped = ['butter 100 g', 'leeks 2', 'stock 3 cups', 'rice 1 cup']
    expect(isReworded(['100 g butter', '2 leeks', '3 cups stock', '1 cup rice'], flipped)).toBe(false)
    const names = ['butter', 'sea salt', 'leek', 'stock', 'mushrooms']
    expect(isReworded(data, names)).toBe(false)
  })
})

test('a page list that rewords the data’s ingredients replaces them', () => {
  const draft = (path: 'json-ld' | 'heuristic', ingredients: string[]) => ({
    path,
    recipe: emptyRecipe('Leek soup'),
    ingredients,
    instructions: path === 'json-ld' ? ['Simmer.'] : [],
    images: [],
    publisher: '',
  })
  const merged = mergeDrafts([draft('json-ld', data), draft('heuristic', shown)])
  expect(merged?.ingredients).toEqual(shown)
  expect(merged?.paths).toEqual(['json-ld', 'heuristic'])
})
