import { expect, test } from 'vitest'
import { findQuantityGroups } from './find-quantities.ts'

test.for([
  ['2 eggs', [['lead', [2], null]]],
  ['2-3 cups flour', [['lead', [2, 3], 'cup']]],
  [
    '1 cup + 2 tbsp butter',
    [
      ['lead', [1], 'cup'],
      ['plus', [2], 'tbsp'],
    ],
  ],
  [
    '1 lb 4 oz beef',
    [
      ['lead', [1], 'lb'],
      ['compound', [4], 'oz'],
    ],
  ],
  ['1 (14 ounce) can tomatoes', [['lead', [1], null]]],
  ['210 ml (3/4 cup + 2 tbsp) water', [['lead', [210], 'ml']]],
  ['Juice of 1 lemon plus 2 tbsp water', [['plus', [2], 'tbsp']]],
  ['Salt to taste', []],
] as const)('%j holds %j', ([line, expected]) => {
  const groups = findQuantityGroups(line).map((group) => [
    group.link,
    group.parts.map((part) => part.value),
    group.unit?.unit.id ?? null,
  ])
  expect(groups).toEqual(expected)
})
