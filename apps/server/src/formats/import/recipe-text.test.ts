import { describe, expect, test } from 'vitest'
import {
  asHeader,
  cleanParagraphs,
  joinLines,
  joinParagraphs,
  recipeTitle,
  startsWithQuantity,
  toLines,
} from './recipe-text.ts'

test('toLines splits any line ending, trims, and drops blank lines', () => {
  expect(toLines(' 2 eggs\r\n\r\n1 cup milk \rsalt\n\n')).toEqual(['2 eggs', '1 cup milk', 'salt'])
  expect(toLines('')).toEqual([])
})

test('joinLines puts one item a line, splitting items that hold several', () => {
  expect(joinLines(['Mix.', '', 'Bake.\n\nCool.'])).toBe('Mix.\nBake.\nCool.')
})

describe('asHeader', () => {
  test.for([
    ['Sauce', '[Sauce]'],
    ['  For the   crust ', '[For the crust]'],
    ['[Glaze]', '[Glaze]'],
    ['', ''],
    ['[ ]', ''],
  ] as const)('%j → %j', ([text, expected]) => {
    expect(asHeader(text)).toBe(expected)
  })
})

test('cleanParagraphs unifies line endings and collapses blank runs', () => {
  expect(cleanParagraphs('One.  \r\n\r\n\r\n\r\nTwo.\rThree.\n')).toBe('One.\n\nTwo.\nThree.')
})

test('joinParagraphs separates non-empty parts by a blank line', () => {
  expect(joinParagraphs(['Serve warm.', '  ', 'Difficulty: Easy'])).toBe('Serve warm.\n\nDifficulty: Easy')
})

describe('recipeTitle', () => {
  test('puts the title on one line, or uses the fallback', () => {
    expect(recipeTitle('  Apple\n pie ', 'x')).toBe('Apple pie')
    expect(recipeTitle('  ', 'Grandma’s bread')).toBe('Grandma’s bread')
    expect(recipeTitle('', '')).toBe('Untitled')
  })

  test('clips to 255 units between whole characters', () => {
    const clipped = recipeTitle('a'.repeat(254) + '👩‍🍳 pie', 'x')
    expect(clipped).toBe('a'.repeat(254))
    const emojis = recipeTitle('🍰'.repeat(200), 'x')
    expect(emojis.length).toBe(254)
    expect(emojis).toBe('🍰'.repeat(127))
  })
})

test('startsWithQuantity: amounts open ingredient lines, step numbers do not', () => {
  const lines = [
    '2 eggs',
    ' 1.5 cups milk',
    '½ tsp salt',
    '1-2 cloves',
    '1/2 cup',
    '1. Mix',
    '12) Bake',
    'salt',
  ]
  expect(lines.map(startsWithQuantity)).toEqual([true, true, true, true, true, false, false, false])
})
