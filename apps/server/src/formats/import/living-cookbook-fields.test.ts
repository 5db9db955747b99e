import { describe, expect, test } from 'vitest'
import { averageRating, isFlagSet, sourceText, totalTimeText, yieldText } from './living-cookbook-fields.ts'

describe('yieldText', () => {
  test.for([
    ['4', '', '4 servings'],
    ['1', '', '1 serving'],
    ['0', '2 loaves', '2 loaves'],
    ['6', '1 tart', '6 servings, 1 tart'],
    ['', '', ''],
  ] as const)('%j + %j → %j', ([servings, amount, expected]) => {
    expect(yieldText(servings, amount)).toBe(expected)
  })
})

describe('totalTimeText', () => {
  test.for([
    [[75, 20, 45, 10], '1 h 15 min'],
    [['', '15', '90', '0'], '1 h 45 min'],
    [[0, 0, 0, 480], '8 h'],
    [[undefined, 15, undefined, undefined], ''],
    [['', '', '', ''], ''],
  ] as const)('%j → %j', ([times, expected]) => {
    expect(totalTimeText(times[0], times[1], times[2], times[3])).toBe(expected)
  })
})

test('sourceText falls back to the author and adds the page', () => {
  expect(sourceText('Bistro cooking', 'Tante Marie', '156')).toBe('Bistro cooking, p. 156')
  expect(sourceText(' ', 'Tante Marie', '')).toBe('Tante Marie')
  expect(sourceText('', '', '12')).toBe('')
})

test('averageRating ignores unrated reviews', () => {
  expect(averageRating([4, 5, 0, null, '3'])).toBe(4)
  expect(averageRating([0, ''])).toBeNull()
})

test('isFlagSet reads the flags of both formats', () => {
  expect([true, -1, 1, 'Y', 'yes', 'True'].map(isFlagSet)).toEqual([true, true, true, true, true, true])
  expect([false, 0, 'N', '', null, undefined].map(isFlagSet)).toEqual([
    false,
    false,
    false,
    false,
    false,
    false,
  ])
})
