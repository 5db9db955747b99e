import { describe, expect, test } from 'vitest'
import { agreeWithAmount, COUNT_NOUNS } from './count-nouns.ts'

describe('agreeWithAmount', () => {
  test.for([
    ['eggs', 1, 'egg'],
    ['egg', 2, 'eggs'],
    ['eggs', 0.5, 'egg'],
    ['egg', 1.5, 'eggs'],
    ['Eggs', 1, 'Egg'],
    ['EGGS', 1, 'EGG'],
    ['leaves', 1, 'leaf'],
    ['potato', 3, 'potatoes'],
    ['uova', 1, 'uovo'],
    ['uovo', 2, 'uova'],
    ['spicchi', 1, 'spicchio'],
    ['cipolla', 2, 'cipolle'],
    ['cucchiaio', 2, 'cucchiai'],
    ['Eier', 1, 'Ei'],
    ['Ei', 3, 'Eier'],
    ['Zehen', 1, 'Zehe'],
    ['Zwiebel', 2, 'Zwiebeln'],
    ['Äpfel', 1, 'Apfel'],
    ['Knoblauchzehen', 1, 'Knoblauchzehe'],
    ['Gemüsezwiebel', 2, 'Gemüsezwiebeln'],
  ] as const)('%j for %d is %j', ([word, amount, expected]) => {
    expect(agreeWithAmount(word, amount)).toBe(expected)
  })

  test.for([
    ['flour', 2],
    ['Brei', 2],
    ['salt', 1],
    ['eggs', 2],
    ['egg', 1],
    ['tbsp', 2],
    ['Blatt', 2],
  ] as const)('%j for %d stays as written', ([word, amount]) => {
    expect(agreeWithAmount(word, amount)).toBe(word)
  })

  test('no word is both a singular and a plural of different pairs, so no language is guessed', () => {
    const owners = new Map<string, string>()
    for (const pair of COUNT_NOUNS) {
      for (const form of pair) {
        const key = form.toLowerCase()
        const owner = owners.get(key)
        expect(
          owner === undefined || owner === pair.join('/'),
          `${form} in ${owner} and ${pair.join('/')}`,
        ).toBe(true)
        owners.set(key, pair.join('/'))
      }
    }
  })

  test('each language has about thirty kitchen nouns', () => {
    expect(COUNT_NOUNS.length).toBeGreaterThanOrEqual(90)
  })
})
