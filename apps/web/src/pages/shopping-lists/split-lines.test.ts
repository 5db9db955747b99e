import { expect, test } from 'vitest'
import { splitLines } from './split-lines.ts'

test('one item a line, bullets and empty lines dropped', () => {
  expect(
    splitLines(
      '- 2 cups flour\n* milk\r\n\n• eggs\n1. butter\n12) salt\n[ ] sugar\n[x] honey\n   \n  apples  ',
    ),
  ).toEqual(['2 cups flour', 'milk', 'eggs', 'butter', 'salt', 'sugar', 'honey', 'apples'])
})

test('a hyphen or number that belongs to the item stays', () => {
  expect(splitLines('-5 degrees\n2 eggs\n1.5 kg potatoes')).toEqual([
    '-5 degrees',
    '2 eggs',
    '1.5 kg potatoes',
  ])
})
