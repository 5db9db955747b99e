import { describe, expect, test } from 'vitest'
import { compareTitleKeys, naturalTitleKey } from './title-key.ts'

const sorted = (titles: string[]) =>
  [...titles].sort((a, b) => compareTitleKeys(naturalTitleKey(a), naturalTitleKey(b)))

describe('naturalTitleKey', () => {
  test.each([
    ['Soup 10', 'soup 0210'],
    ['#41', '#0241'],
    ['Crème Brûlée', 'creme brulee'],
    ['Straße 007', 'strasse 017'],
    ['0 calories', '00 calories'],
    ['Smørrebrød', 'smorrebrod'],
    ['ÆØÅ þorn Łódź Đak Œuvre', 'aeoa thorn lodz dak oeuvre'],
  ])('%s → %s', (title, key) => {
    expect(naturalTitleKey(title)).toBe(key)
  })

  test('orders numbers by value, whatever their length', () => {
    expect(sorted(['Soup 10', 'Soup 2', 'Soup 1', 'Soup 100'])).toEqual([
      'Soup 1',
      'Soup 2',
      'Soup 10',
      'Soup 100',
    ])
    expect(sorted(['#101', '#41', '#9'])).toEqual(['#9', '#41', '#101'])
    expect(sorted(['Cake 12345678901234567890', 'Cake 999'])).toEqual([
      'Cake 999',
      'Cake 12345678901234567890',
    ])
  })

  test('ignores letter case and accents', () => {
    expect(sorted(['Éclair', 'eggs', 'Apple', 'banana', 'Ébène'])).toEqual([
      'Apple',
      'banana',
      'Ébène',
      'Éclair',
      'eggs',
    ])
    expect(naturalTitleKey('ÉCLAIR')).toBe(naturalTitleKey('eclair'))
  })
})
