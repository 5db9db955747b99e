import { describe, expect, test } from 'vitest'
import {
  base64Image,
  minutesField,
  minutesOf,
  parseGermanDate,
  parseSourceDate,
  splitLabels,
  toRating,
  uniqueLabels,
} from './source-values.ts'

describe('toRating', () => {
  test.for([
    [5, 5],
    [1, 1],
    [0, null],
    [3.6, 4],
    ['4', 4],
    [' ', null],
    ['', null],
    [6, null],
    [-1, null],
    [null, null],
    ['great', null],
  ] as const)('%j → %j', ([value, expected]) => {
    expect(toRating(value)).toBe(expected)
  })
})

test('labels are split on commas and semicolons, trimmed and deduplicated ignoring case', () => {
  expect(splitLabels('Diabetic, Low Fat;side dish, , low fat')).toEqual(['Diabetic', 'Low Fat', 'side dish'])
  expect(uniqueLabels(['Soup', ' soup ', 'Süß  und sauer'])).toEqual(['Soup', 'Süß und sauer'])
})

describe('minutes', () => {
  test.for([
    [90, '1 h 30 min'],
    ['45', '45 min'],
    [' 1500 ', '1 d 1 h'],
    [0, ''],
    ['overnight', 'overnight'],
    [null, ''],
  ] as const)('minutesField(%j) → %j', ([value, expected]) => {
    expect(minutesField(value)).toBe(expected)
  })

  test('minutesOf reads numbers and numeric text, 0 otherwise', () => {
    expect([minutesOf(20), minutesOf('15'), minutesOf('1 h'), minutesOf(-5), minutesOf(undefined)]).toEqual([
      20, 15, 0, 0, 0,
    ])
  })
})

describe('base64Image', () => {
  test('decodes base64 with line breaks or a data: prefix', () => {
    expect(base64Image('/9j/\n4AA=')).toEqual({
      kind: 'bytes',
      data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]),
    })
    expect(base64Image('data:image/png;base64,iVBORw==')).toEqual({
      kind: 'bytes',
      data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    })
  })

  test('gives null for blanks and non-base64 text', () => {
    expect(base64Image('')).toBeNull()
    expect(base64Image('photo.jpg')).toBeNull()
  })
})

test('parseGermanDate reads the day first', () => {
  expect(parseGermanDate('03.12.2006 10:00')?.toISOString()).toBe('2006-12-03T00:00:00.000Z')
  expect(parseGermanDate('31.02.2006')).toBeUndefined()
  expect(parseGermanDate('2006-12-03')).toBeUndefined()
})

describe('parseSourceDate', () => {
  test.for([
    ['2016-10-23 11:27:27', '2016-10-23T11:27:27.000Z'],
    ['2006-12-03', '2006-12-03T00:00:00.000Z'],
    ['12/03/2006', '2006-12-03T00:00:00.000Z'],
  ] as const)('%j → %j', ([text, expected]) => {
    expect(parseSourceDate(text)?.toISOString()).toBe(expected)
  })

  test.for(['', 'yesterday', '2016-02-31', '13/45/2006', '03.12.2006'])('%j → undefined', (text) => {
    expect(parseSourceDate(text)).toBeUndefined()
  })
})
