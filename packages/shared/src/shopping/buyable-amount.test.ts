import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { scaleIngredientLine } from '../recipe-text/scale-line.ts'
import { buyableItem, buyableLine, roundCount, roundMetric } from './buyable-amount.ts'

describe('buyableLine', () => {
  test.for<[string, string]>([
    ['0.67 onion', '1 onion'],
    ['1.5 onion', '2 onions'],
    ['1.33 cloves garlic', '2 cloves garlic'],
    ['0.5 cloves garlic', '1 clove garlic'],
    ['2.67 eggs', '3 eggs'],
    ['1/2 lemon', '1 lemon'],
    ['0.75 can tomatoes', '1 can tomatoes'],
    ['1.5 packages yeast', '2 packages yeast'],
    ['1.5-2.25 carrots', '2-3 carrots'],
    ['1.2-1.8 carrots', '2 carrots'],
  ])('whole counted things are rounded up: %s → %s', ([line, buyable]) => {
    expect(buyableLine(line)).toBe(buyable)
  })

  test.for<[string, string]>([
    ['333.33 g minced beef', '335 g minced beef'],
    ['466.67 ml passata', '465 ml passata'],
    ['525 ml passata', '530 ml passata'],
    ['375 g beef', '375 g beef'],
    ['1333.33 g potatoes', '1350 g potatoes'],
    ['37.5 g butter', '38 g butter'],
    ['123 g butter', '125 g butter'],
    ['3.33 g salt', '3.5 g salt'],
    ['0.33 kg Mehl', '0.33 kg Mehl'],
    ['0,667 kg Mehl', '0,67 kg Mehl'],
    ['333,33 g Mehl', '335 g Mehl'],
    ['0.04 g saffron', '0.1 g saffron'],
    ['1.333 l milk', '1.35 l milk'],
  ])('grams and millilitres go to steps that grow with the amount: %s → %s', ([line, buyable]) => {
    expect(buyableLine(line)).toBe(buyable)
  })

  test.for<[string, string]>([
    ['3/16 cup sugar', '1/4 cup sugar'],
    ['0.33 cups milk', '1/3 cup milk'],
    ['1 3/8 cups flour', '1 1/3 cups flour'],
    ['2 2/3 tbsp oil', '2 1/2 tbsp oil'],
    ['1/16 tsp salt', '1/8 tsp salt'],
    ['≈ 1/3 cup sugar', '1/3 cup sugar'],
    ['0.6 lb beef', '1/2 lb beef'],
    ['1,33 EL Öl', '1,5 EL Öl'],
  ])('cups, spoons, ounces and pounds go to cooking fractions: %s → %s', ([line, buyable]) => {
    expect(buyableLine(line)).toBe(buyable)
  })

  test.for<string>([
    'salt',
    'salt to taste',
    '180 °C',
    'a 2 cm piece of ginger',
    '2 onions',
    '500 g beef',
    '',
  ])('a line with nothing to round stays as it is: %j', (line) => {
    expect(buyableLine(line)).toBe(line)
  })

  test('the exact line is kept when rounding changed it', () => {
    expect(buyableItem('0.67 onion')).toEqual({ title: '1 onion', exact: '0.67 onion' })
    expect(buyableItem('2 onions')).toEqual({ title: '2 onions', exact: null })
  })

  test('a recipe at an awkward factor comes out buyable', () => {
    const lines = ['2 onions', '4 cloves garlic', '500 g minced beef', '700 ml passata', '1/4 cup sugar']
    expect(lines.map((line) => buyableLine(scaleIngredientLine(line, 2 / 3)))).toEqual([
      '2 onions',
      '3 cloves garlic',
      '335 g minced beef',
      '465 ml passata',
      '1/4 cup sugar',
    ])
  })
})

describe('buyable amounts, over any amount', () => {
  const amount = fc.double({ min: 0.001, max: 5000, noNaN: true })

  test('a counted thing is never rounded down, nor to 0', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const rounded = roundCount(value)
        return rounded >= value - 1e-5 && rounded >= 1 && rounded - value < 1
      }),
    )
  })

  test('grams and millilitres stay within a step, never 0 and at most a quarter off from 1 up', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const rounded = roundMetric(value)
        return rounded > 0 && (value < 1 || Math.abs(rounded - value) / value <= 0.25)
      }),
    )
  })

  test('rounding twice is rounding once', () => {
    const units = fc.constantFrom(
      '',
      ' onions',
      ' g beef',
      ' ml milk',
      ' kg Mehl',
      ' cups flour',
      ' tbsp oil',
      ' oz cheese',
    )
    fc.assert(
      fc.property(amount, units, (value, unit) => {
        const once = buyableLine(`${String(Math.round(value * 100) / 100)}${unit}`)
        return buyableLine(once) === once
      }),
    )
  })

  test('a scaled line with a counted thing never reads 0 of it', () => {
    const factor = fc.double({ min: 0.01, max: 10, noNaN: true })
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), factor, (count, scale) => {
        const line = buyableLine(scaleIngredientLine(`${count} onions`, scale))
        return /^[1-9]\d* onions?$/u.test(line)
      }),
    )
  })
})
