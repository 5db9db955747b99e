import { describe, expect, test } from 'vitest'
import { readTimes, readYield } from './read-times.ts'

describe('readTimes', () => {
  test.for([
    [
      'prep is the active time, total as given',
      { prepTime: 'PT15M', cookTime: 'PT1H', totalTime: 'PT1H30M' },
      ['15 min', '1 h 30 min'],
    ],
    ['total is prep + cook when missing', { prepTime: 'PT15M', cookTime: 'PT1H' }, ['15 min', '1 h 15 min']],
    ['cook alone makes the total', { cookTime: 'PT40M' }, ['', '40 min']],
    ['a zero total falls back to the sum', { prepTime: 'PT10M', totalTime: 'PT0M' }, ['10 min', '10 min']],
    ['text stays as written', { prepTime: 'overnight', totalTime: '2 Stunden' }, ['overnight', '2 Stunden']],
    ['a bare number is minutes', { totalTime: 45, prepTime: '20' }, ['20 min', '45 min']],
    ['no sum when a part is not a time', { prepTime: 'overnight', cookTime: 'PT1H' }, ['overnight', '']],
    ['days and odd forms', { totalTime: 'P1DT2H', prepTime: 'P0DT0H25M0.000S' }, ['25 min', '1 d 2 h']],
    ['an empty duration is no time', { prepTime: 'PT', totalTime: 'P0DT' }, ['', '']],
    [
      'minutes without their "M", and clock times',
      { prepTime: 'PT2H15', totalTime: '1:30' },
      ['2 h 15 min', '1 h 30 min'],
    ],
    ['nothing', {}, ['', '']],
  ] as const)('%s', ([, recipe, [activeTime, totalTime]]) => {
    expect(readTimes(recipe)).toEqual({ activeTime, totalTime })
  })
})

describe('readYield', () => {
  test.for([
    ['a string as written', '4 servings', '4 servings'],
    ['a number', 6, '6'],
    ['a list stating one yield twice', ['4', '4 servings'], '4 servings'],
    ['a list of different yields', ['1 loaf', '12 slices'], '1 loaf, 12 slices'],
    ['a bare number that another entry does not state', ['4', '14 servings'], '4, 14 servings'],
    ['duplicates in another case', ['Serves 4', 'serves 4'], 'Serves 4'],
    ['markup', '<b>8</b> pieces', '8 pieces'],
    ['a QuantitativeValue', { '@type': 'QuantitativeValue', value: 2 }, '2'],
    ['nothing', undefined, ''],
  ] as const)('%s', ([, value, expected]) => {
    expect(readYield(value)).toBe(expected)
  })
})
