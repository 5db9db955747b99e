import { expect, test } from 'vitest'
import { readQuantity } from './read-quantity.ts'

test.for([
  ['2 eggs', 2, 'decimal', 1],
  ['12 eggs', 12, 'decimal', 2],
  ['1.5 cups', 1.5, 'decimal', 3],
  ['.5 cup', 0.5, 'decimal', 2],
  ['0.125 kg', 0.125, 'decimal', 5],
  ['1,5 kg', 1.5, 'decimal', 3],
  ['0,25 l', 0.25, 'decimal', 4],
  ['1/2 cup', 0.5, 'fraction', 3],
  ['1⁄2 cup', 0.5, 'fraction', 3],
  ['1 1/2 cups', 1.5, 'fraction', 5],
  ['1-1/2 cups', 1.5, 'fraction', 5],
  ['½ tsp', 0.5, 'fraction', 1],
  ['⅛ tsp', 0.125, 'fraction', 1],
  ['1½ cups', 1.5, 'fraction', 2],
  ['1 ½ cups', 1.5, 'fraction', 3],
  ['2¾', 2.75, 'fraction', 2],
  ['10 ¼ oz', 10.25, 'fraction', 4],
  ['1 3/2 cups', 1, 'decimal', 1],
  ['2-3 cloves', 2, 'decimal', 1],
  ['3/4-1 cup', 0.75, 'fraction', 3],
] as const)('readQuantity(%j) is %d (%s)', ([text, value, kind, end]) => {
  const quantity = readQuantity(text, 0)
  expect(quantity?.value).toBeCloseTo(value, 9)
  expect(quantity).toMatchObject({ kind, start: 0, end })
})

test('a third keeps its exact value', () => {
  expect(readQuantity('⅓ cup', 0)?.value).toBeCloseTo(1 / 3, 9)
})

test('a decimal comma is remembered so the scaled value keeps it', () => {
  expect(readQuantity('1,5 kg', 0)?.decimalComma).toBe(true)
  expect(readQuantity('1.5 kg', 0)?.decimalComma).toBe(false)
})

test('reading starts at the given position', () => {
  expect(readQuantity('1 cup + 2 tbsp', 8)).toMatchObject({ value: 2, start: 8, end: 9 })
})

test.for([
  ['1,000 g', 1, { value: 1000, separator: ',' }],
  ['1.250 g', 1.25, { value: 1250, separator: '.' }],
  ['12,500 g', 12.5, { value: 12500, separator: ',' }],
  ['0,125 l', 0.125, undefined],
  ['1,5 kg', 1.5, undefined],
] as const)('%j reads %d, or %j when the unit says it is grouped', ([text, value, grouped]) => {
  const quantity = readQuantity(text, 0)
  expect(quantity?.value).toBeCloseTo(value, 9)
  expect(quantity?.grouped).toEqual(grouped)
})

test.for([['salt'], [''], ['3/0 cup'], ['1,000,000 g'], ['1234567 eggs'], ['-2 cups']] as const)(
  '%j has no quantity at its start',
  ([text]) => {
    expect(readQuantity(text, 0)).toBeNull()
  },
)

test('"1-½" is a mixed number, like "1-1/2"', () => {
  expect(readQuantity('1-½ cups', 0)).toMatchObject({ value: 1.5, kind: 'fraction', end: 3 })
})
