import { expect, test } from 'vitest'
import {
  APPROXIMATE,
  formatDecimal,
  formatFraction,
  formatQuantity,
  formatScaledQuantity,
} from './format-quantity.ts'

test.for([
  [0.5, '1/2'],
  [1, '1'],
  [1.5, '1 1/2'],
  [2 / 3, '2/3'],
  [1 / 3 + 1 / 3 + 1 / 3, '1'],
  [2.999999, '3'],
  [1 / 16, '1/16'],
  [1 + 1 / 16, '1 1/16'],
  [3 / 8, '3/8'],
  // Not a cook's denominator: the nearest one is used.
  [1 / 6, '3/16'],
  [5 / 6, '13/16'],
  [0.3, '5/16'],
  [0.6, '5/8'],
  // From 1 up sixteenths are too fine to measure.
  [11 / 6, '1 7/8'],
  [2.3, '2 1/3'],
  [1.05, '1'],
  // Never 0 for something still to be added.
  [0.01, '1/16'],
  [1 / 32, '1/16'],
  [0, '0'],
] as const)('the fraction for %d is %s', ([value, text]) => {
  expect(formatQuantity(value, 'fraction')).toBe(text)
})

test.for([
  [1.5, false, '1.5'],
  [2, false, '2'],
  [1 / 3, false, '0.33'],
  [2 / 3, false, '0.67'],
  [0.1 + 0.2, false, '0.3'],
  [0.15 * 3, false, '0.45'],
  [0.125, false, '0.13'],
  [100, false, '100'],
  [1.5, true, '1,5'],
  [3, true, '3'],
  [0.004, false, '0.004'],
  [0.0000001, false, '0.000001'],
] as const)('the decimal for %d (comma %s) is %s', ([value, comma, text]) => {
  expect(formatQuantity(value, 'decimal', comma)).toBe(text)
})

test.for([
  [0.4227, [2, 3, 4, 8], '3/8'],
  [1.0567, [2, 3, 4, 8], '1'],
  [2.2046, [2, 3, 4, 8], '2 1/4'],
  [0.02, [2, 4, 8], '1/8'],
  [0.5, [4, 8], '1/2'],
  [3.381, [2, 4], '3 1/2'],
] as const)('formatFraction(%d, %j) is %s', ([value, denominators, text]) => {
  expect(formatFraction(value, denominators)).toBe(text)
})

test.for([
  [236.588, 0, '237'],
  [4.92892, 1, '4.9'],
  [1.0646, 2, '1.06'],
  [0.04, 1, '0.04'],
] as const)('formatDecimal(%d) with %d places is %s', ([value, places, text]) => {
  expect(formatDecimal(value, false, places)).toBe(text)
})

test.for([
  ['fraction', 0, '0'],
  ['decimal', 0, '0'],
  ['fraction', 0.001, `${APPROXIMATE}0`],
  ['decimal', 0.0001, `${APPROXIMATE}0`],
] as const)(
  'a scaled %s amount of %d prints %j: × 0 is exact, a crumb approximate',
  ([kind, value, text]) => {
    expect(formatScaledQuantity(value, { kind })).toBe(text)
  },
)
