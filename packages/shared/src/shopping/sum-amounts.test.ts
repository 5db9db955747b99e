import { describe, expect, test } from 'vitest'
import { sumAmounts } from './sum-amounts.ts'

describe('sumAmounts', () => {
  test.for<[string[], string[]]>([
    [
      ['2 cups milk', '100 g milk', 'milk'],
      ['2 cups', '100 g'],
    ],
    [['1 cup milk', '250 ml milk'], ['2 cups']],
    [['250 ml milk', '1 cup milk'], ['485 ml']],
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
    [['½ onion', '1 onion'], ['2']],
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

  test('totals come out as a shopper buys them, never a repeating decimal', () => {
    expect(sumAmounts(['1 egg', '0.333 egg'])).toEqual(['2'])
    expect(sumAmounts(['100 g', '0.3333 kg'])).toEqual(['435 g'])
    expect(sumAmounts(['0.67 onion', '1.33 onions', '0.67 onion'])).toEqual(['3'])
    expect(sumAmounts(['333.33 g minced beef', '166.67 g minced beef'])).toEqual(['500 g'])
    expect(sumAmounts(['466.67 ml passata', '233.33 ml passata', '100 ml passata'])).toEqual(['800 ml'])
  })

  test.for<[string[], string[]]>([
    [['3 cups flour', '8 tbsp flour', '1 1/2 cups flour'], ['5 cups']],
    [['4 cups sugar', '1 cup sugar', '16 tbsp sugar'], ['6 cups']],
    [['250 ml flour', '1 cup flour'], ['255 g']],
    [['2 cups flour', '100 g flour', 'flour'], ['350 g']],
    [['500 g sugar', '1/4 cup sugar'], ['550 g']],
    [['4 cups milk', '1 cup milk', '16 tbsp milk'], ['1 1/2 quarts']],
  ])('dry goods are weighed or kept in cups, never quarts; liquids may be: %j → %j', ([titles, totals]) => {
    expect(sumAmounts(titles)).toEqual(totals)
  })
})
