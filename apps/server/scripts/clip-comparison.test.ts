import { describe, expect, test } from 'vitest'
import {
  isLenientMatch,
  isStrictMatch,
  lineSimilarity,
  matchLines,
  matchSimilarLines,
  meetsLineRule,
  precisionOf,
  recallOf,
  SIMILAR_LINE,
  tokenF1,
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
      inOrder: true,
    })
  })

  test('our headers count when the expected list has them and are ignored otherwise', () => {
    expect(matchLines(['[Dough]', 'Knead.', '[Notes]'], ['Dough', 'Knead.'], 'steps')).toEqual({
      matched: 2,
      expected: 2,
      extra: 0,
      inOrder: true,
    })
  })

  test('step numbers do not matter', () => {
    expect(matchLines(['Chop.', 'Fry.'], ['1. Chop.', '2. Fry.'], 'steps')).toEqual({
      matched: 2,
      expected: 2,
      extra: 0,
      inOrder: true,
    })
  })

  test('notices lines found in another order than the expected list', () => {
    expect(matchLines(['Fry.', 'Chop.'], ['Chop.', 'Fry.'], 'steps').inOrder).toBe(false)
    expect(matchLines(['salt', 'flour', 'eggs'], ['flour', 'eggs', 'salt'], 'ingredients').inOrder).toBe(
      false,
    )
    expect(matchLines(['flour', 'sugar', 'eggs'], ['flour', 'eggs'], 'ingredients').inOrder).toBe(true)
  })

  test('a repeated line matches its earliest unmatched place, so repeats in order stay in order', () => {
    const expected = ['Stir.', 'Add the milk.', 'Stir.', 'Serve.']
    expect(matchLines(expected, expected, 'steps').inOrder).toBe(true)
    expect(matchLines(['Stir.', 'Stir.', 'Add the milk.', 'Serve.'], expected, 'steps').inOrder).toBe(false)
  })
})

describe('strict compares lines in order; lenient ignores the order', () => {
  test('steps in another order are not a strict match', () => {
    const match = matchLines(['Fry.', 'Chop.', 'Serve.'], ['Chop.', 'Fry.', 'Serve.'], 'steps')
    expect(isStrictMatch(match)).toBe(false)
    expect(isLenientMatch(match)).toBe(true)
  })

  test('ingredients in another order are not a strict match', () => {
    const match = matchLines(['1 egg', '200 g flour'], ['200 g flour', '1 egg'], 'ingredients')
    expect(isStrictMatch(match)).toBe(false)
    expect(isLenientMatch(match)).toBe(true)
  })

  test('the same lines in the same order are', () => {
    const match = matchLines(['200 g flour', '[Glaze]', '1 egg'], ['200 g flour', '1 egg'], 'ingredients')
    expect(isStrictMatch(match)).toBe(true)
  })
})

test('strict needs every line and nothing more; lenient 90% and little more', () => {
  const lines = (matched: number, expected: number, extra: number) => ({
    matched,
    expected,
    extra,
    inOrder: true,
  })
  expect(isStrictMatch(lines(10, 10, 0))).toBe(true)
  expect(isStrictMatch(lines(10, 10, 1))).toBe(false)
  expect(isLenientMatch(lines(9, 10, 1))).toBe(true)
  expect(isLenientMatch(lines(8, 10, 0))).toBe(false)
  expect(isLenientMatch(lines(10, 10, 2))).toBe(false)
  expect(isLenientMatch(lines(0, 0, 0))).toBe(true)
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

describe('the issue rule', () => {
  test('lineSimilarity: the same line is 1, a word more or less still alike, another line not', () => {
    expect(lineSimilarity('2 cups flour', '2 cups flour')).toBe(1)
    expect(lineSimilarity('2 cups of flour', '2 cups flour')).toBeGreaterThanOrEqual(SIMILAR_LINE)
    expect(lineSimilarity('2 cups flour sifted', '2 cups flour')).toBeLessThan(SIMILAR_LINE)
    expect(lineSimilarity('1 onion', '2 cups flour')).toBeLessThan(SIMILAR_LINE)
    expect(lineSimilarity('', 'salt')).toBe(0)
  })

  test('our headers count when the expected list has them as lines, and are ignored otherwise', () => {
    expect(
      matchSimilarLines(['[For the dough]', '2 eggs', '[Topping]'], ['FOR THE DOUGH', '2 eggs']),
    ).toEqual({
      matched: 2,
      expected: 2,
      ours: 2,
    })
  })

  test('matchSimilarLines pairs each expected line once, ignores our headers, and counts ours', () => {
    const lines = matchSimilarLines(
      ['[Dough]', '2 cups flour, sifted', 'salt', 'salt', 'a pinch of love'],
      ['2 cups flour sifted', 'Salt', 'pepper'],
    )
    expect(lines).toEqual({ matched: 2, expected: 3, ours: 4 })
    expect(recallOf(lines)).toBeCloseTo(2 / 3)
    expect(precisionOf(lines)).toBe(0.5)
  })

  test('tokenF1 compares the words of all steps, numbers before steps aside', () => {
    expect(tokenF1(['1. Chop the onion.', 'Fry it.'], ['Chop the onion. Fry it.'])).toBe(1)
    expect(tokenF1(['Chop the onion.'], ['Chop the onion.', 'Fry it.'])).toBeCloseTo((2 * 0.6) / 1.6)
    expect(tokenF1([], ['Fry.'])).toBe(0)
    expect(tokenF1([], [])).toBe(1)
  })

  test('meetsLineRule needs recall and precision of 0.9 and a steps F1 of 0.85', () => {
    const ten = { matched: 9, expected: 10, ours: 10 }
    expect(meetsLineRule(ten, 0.85)).toBe(true)
    expect(meetsLineRule({ ...ten, ours: 11 }, 0.9)).toBe(false)
    expect(meetsLineRule({ ...ten, matched: 8 }, 0.9)).toBe(false)
    expect(meetsLineRule(ten, 0.84)).toBe(false)
  })
})
