import { describe, expect, test } from 'vitest'
import {
  isLenientMatch,
  isStrictMatch,
  matchLines,
  normalizeLine,
  normalizeStep,
  sameGroups,
  sameTitle,
} from './clip-comparison.ts'

test('normalizeLine ignores case, entities, punctuation, whitespace and Unicode form', () => {
  expect(normalizeLine('  Crème  Fraîche, &amp; “Salt”! ')).toBe('crème fraîche salt')
  expect(normalizeLine('Cre\u0300me')).toBe(normalizeLine('Crème'))
  expect(normalizeLine('ﬁne  SUGAR')).toBe('fine sugar')
})

test('normalizeStep also drops the number a page prints before a step', () => {
  expect(normalizeStep('1. Preheat the oven.')).toBe('preheat the oven')
  expect(normalizeStep('Step 2: Mix')).toBe('mix')
  expect(normalizeStep('12 eggs go in')).toBe('eggs go in')
})

describe('matchLines', () => {
  test('counts expected lines found among ours, as a multiset, and our extra lines', () => {
    expect(
      matchLines(['2 eggs', 'salt', 'salt', 'pepper'], ['2 Eggs', 'Salt', 'flour'], 'ingredients'),
    ).toEqual({
      matched: 2,
      expected: 3,
      extra: 2,
    })
  })

  test('our headers count when the expected list has them and are ignored otherwise', () => {
    expect(matchLines(['[Dough]', 'Knead.', '[Notes]'], ['Dough', 'Knead.'], 'steps')).toEqual({
      matched: 2,
      expected: 2,
      extra: 0,
    })
  })

  test('step numbers do not matter', () => {
    expect(matchLines(['Chop.', 'Fry.'], ['1. Chop.', '2. Fry.'], 'steps')).toEqual({
      matched: 2,
      expected: 2,
      extra: 0,
    })
  })
})

test('strict needs every line and nothing more; lenient 90% and little more', () => {
  expect(isStrictMatch({ matched: 10, expected: 10, extra: 0 })).toBe(true)
  expect(isStrictMatch({ matched: 10, expected: 10, extra: 1 })).toBe(false)
  expect(isLenientMatch({ matched: 9, expected: 10, extra: 1 })).toBe(true)
  expect(isLenientMatch({ matched: 8, expected: 10, extra: 0 })).toBe(false)
  expect(isLenientMatch({ matched: 10, expected: 10, extra: 2 })).toBe(false)
  expect(isLenientMatch({ matched: 0, expected: 0, extra: 0 })).toBe(true)
})

test('sameTitle', () => {
  expect(sameTitle('Leek &amp; Potato Soup', 'leek & potato soup')).toBe(true)
  expect(sameTitle('Leek Soup', 'Potato Soup')).toBe(false)
})

test('sameGroups compares our headers with the named groups, in order', () => {
  expect(sameGroups(['[Cake]', 'egg', '[Glaze]', 'sugar'], [null, 'Cake', 'Glaze'])).toBe(true)
  expect(sameGroups(['egg', '[Glaze]'], ['Cake', 'Glaze'])).toBe(false)
  expect(sameGroups(['egg'], [null])).toBeNull()
})
