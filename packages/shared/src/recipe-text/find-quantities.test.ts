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
  [
    '1 (14 ounce) can tomatoes',
    [
      ['lead', [1], null],
      ['other', [14], 'oz', 'each'],
    ],
  ],
  [
    '210 ml (3/4 cup + 2 tbsp) water',
    [
      ['lead', [210], 'ml'],
      ['other', [0.75], 'cup'],
      ['other', [2], 'tbsp'],
    ],
  ],
  ['Mehl 1,5 kg', [['other', [1.5], 'kg']]],
  [
    '1 cup or 250 ml milk',
    [
      ['lead', [1], 'cup'],
      ['other', [250], 'ml'],
    ],
  ],
  [
    '1 egg (about 50 g)',
    [
      ['lead', [1], null],
      ['other', [50], 'g'],
    ],
  ],
  [
    '2 cans (400 g each)',
    [
      ['lead', [2], 'can'],
      ['other', [400], 'g', 'each'],
    ],
  ],
  [
    '2 Dosen (400 g)',
    [
      ['lead', [2], 'can'],
      ['other', [400], 'g', 'each'],
    ],
  ],
  [
    '2 x 400 g cans',
    [
      ['lead', [2], null],
      ['other', [400], 'g', 'each'],
    ],
  ],
  [
    '2 confezioni da 200 g',
    [
      ['lead', [2], 'package'],
      ['other', [200], 'g', 'each'],
    ],
  ],
  ['Bake at 350°F for 20 minutes', [['other', [350], 'fahrenheit']]],
  ['1,000 g flour', [['lead', [1000], 'g']]],
  ['1,250 kg Mehl', [['lead', [1.25], 'kg']]],
  ['1,000 eggs', []],
  ['2 eggs, 12 apricots', [['lead', [2], null]]],
  ['Juice of 1 lemon plus 2 tbsp water', [['plus', [2], 'tbsp']]],
  ['Salt to taste', []],
] as const)('%j holds %j', ([line, expected]) => {
  const groups = findQuantityGroups(line).map((group) => [
    group.link,
    group.parts.map((part) => part.value),
    group.unit?.unit.id ?? null,
    ...(group.perItem ? ['each'] : []),
  ])
  expect(groups).toEqual(expected)
})
