import { describe, expect, test } from 'vitest'
import { sumAmounts } from './sum-amounts.ts'

describe('sumAmounts', () => {
  test.for<[string[], string[]]>([
    [
      ['2 cups flour', '100 g flour', 'flour'],
      ['2 cups', '100 g'],
    ],
    [['1 cup milk', '250 ml milk'], ['2 cups']],
    [['250 ml milk', '1 cup milk'], ['487 ml']],
    [['2 eggs', '3 eggs'], ['5']],
    [['500 g Mehl', '1 kg Mehl'], ['1.5 kg']],
    [['0,5 l Milch', '250 ml Milch'], ['750 ml']],
    [['1 lb 4 oz beef', '8 oz beef'], ['1 3/4 lb']],
    [['1 cup + 2 tbsp butter', '2 tbsp butter'], ['1 1/4 cups']],
  ])('one total per unit class, converted within it: %j → %j', ([titles, totals]) => {
    expect(sumAmounts(titles)).toEqual(totals)
  })

  test.for<[string[], string[]]>([
    [['1/2 cup sugar', '1/4 cup sugar'], ['3/4 cup']],
    [['1 1/2 cups sugar', '1 cup sugar'], ['2 1/2 cups']],
    [['1/3 cup oil', '1/3 cup oil', '1/3 cup oil'], ['1 cup']],
    [['½ onion', '1 onion'], ['1 1/2']],
    [['0.5 l milk', '0.25 l milk'], ['0.75 l']],
    [['1,5 kg Kartoffeln', '0,5 kg Kartoffeln'], ['2 kg']],
    [['0,25 l Sahne', '0,5 l Sahne'], ['0,75 l']],
    [['2 EL Öl', '1 EL Öl'], ['3 EL']],
  ])('fractions stay fractions and decimals decimals: %j → %j', ([titles, totals]) => {
    expect(sumAmounts(titles)).toEqual(totals)
  })

  test.for<[string[], string[]]>([
    [['1 cup flour', '2 cups flour'], ['3 cups']],
    [['2 cups flour', '1 cup flour'], ['3 cups']],
    [['2 (14 oz) cans tomatoes', '1 can tomatoes'], ['3 cans']],
    [
      ['3 cloves garlic', '2 cloves garlic', '1 garlic'],
      ['5 cloves', '1'],
    ],
  ])('counted units add up and keep their spelling: %j → %j', ([titles, totals]) => {
    expect(sumAmounts(titles)).toEqual(totals)
  })

  test.for<[string[], string[]]>([
    [['1-2 eggs', '3 eggs'], ['4-5']],
    [['1-2 cups milk', '1 cup milk'], ['2-3 cups']],
    [['1 to 2 tbsp oil', '50 ml oil'], ['1/4-1/3 cup']],
  ])('ranges add end by end: %j → %j', ([titles, totals]) => {
    expect(sumAmounts(titles)).toEqual(totals)
  })

  test.for<[string[], string[]]>([
    [['salt', 'pepper'], []],
    [[], []],
    [
      ['2 cm ginger', '1 tsp ginger'],
      ['2 cm', '1 tsp'],
    ],
  ])('amounts that cannot join stay apart, items without one add nothing: %j → %j', ([titles, totals]) => {
    expect(sumAmounts(titles)).toEqual(totals)
  })

  test('never prints a repeating decimal', () => {
    expect(sumAmounts(['1 egg', '0.333 egg'])).toEqual(['1.33'])
    expect(sumAmounts(['100 g', '0.3333 kg'])).toEqual(['433 g'])
  })
})
