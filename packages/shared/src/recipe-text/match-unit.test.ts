import { expect, test } from 'vitest'
import { matchUnitAt } from './match-unit.ts'

/** The unit written after a quantity of `value`. */
function unitAfter(written: string, value = 1): string | null {
  return matchUnitAt(` ${written}`, 0, value)?.unit.id ?? null
}

test.for([
  ['tsp', 'tsp'],
  ['t', 'tsp'],
  ['teaspoons', 'tsp'],
  ['T', 'tbsp'],
  ['T.', 'tbsp'],
  ['tbsp', 'tbsp'],
  ['Tbsp.', 'tbsp'],
  ['TBSP', 'tbsp'],
  ['tbs', 'tbsp'],
  ['tbl', 'tbsp'],
  ['tablespoons', 'tbsp'],
  ['c', 'cup'],
  ['c.', 'cup'],
  ['C', 'cup'],
  ['cups', 'cup'],
  ['fl oz', 'fl-oz'],
  ['fl. oz.', 'fl-oz'],
  ['fluid ounces', 'fl-oz'],
  ['pt', 'pint'],
  ['pints', 'pint'],
  ['qt', 'quart'],
  ['quarts', 'quart'],
  ['gal', 'gallon'],
  ['gallons', 'gallon'],
  ['oz', 'oz'],
  ['ounces', 'oz'],
  ['lb', 'lb'],
  ['lbs', 'lb'],
  ['lb.', 'lb'],
  ['pounds', 'lb'],
  ['g', 'g'],
  ['gr', 'g'],
  ['grams', 'g'],
  ['grammes', 'g'],
  ['kg', 'kg'],
  ['kilograms', 'kg'],
  ['mg', 'mg'],
  ['ml', 'ml'],
  ['mL', 'ml'],
  ['millilitres', 'ml'],
  ['milliliter', 'ml'],
  ['cl', 'cl'],
  ['dl', 'dl'],
  ['l', 'l'],
  ['L', 'l'],
  ['litre', 'l'],
  ['liters', 'l'],
  ['mm', 'mm'],
  ['cm', 'cm'],
  ['m', 'm'],
  ['in', 'in'],
  ['in.', 'in'],
  ['inches', 'in'],
  ['°F', 'fahrenheit'],
  ['° F', 'fahrenheit'],
  ['ºF', 'fahrenheit'],
  ['degrees F', 'fahrenheit'],
  ['degrees Fahrenheit', 'fahrenheit'],
  ['°C', 'celsius'],
  ['degrees C', 'celsius'],
  ['℃', 'celsius'],
] as const)('%j is %s', ([written, id]) => {
  expect(unitAfter(written)).toBe(id)
})

test.for([
  ['EL', 'el'],
  ['Esslöffel', 'el'],
  ['TL', 'tl'],
  ['Teelöffel', 'tl'],
  ['Tasse', 'tasse'],
  ['Tassen', 'tasse'],
  ['Gramm', 'g'],
  ['Kilogramm', 'kg'],
  ['Liter', 'l'],
  ['Pfund', 'pfund'],
  ['Grad', 'celsius'],
  ['cucchiaio', 'el'],
  ['cucchiai', 'el'],
  ['cucchiaino', 'tl'],
  ['cucchiaini', 'tl'],
  ['tazza', 'tasse'],
  ['grammi', 'g'],
  ['etti', 'hg'],
  ['litri', 'l'],
  ['gradi', 'celsius'],
] as const)('Italian and German: %j is %s', ([written, id]) => {
  expect(unitAfter(written)).toBe(id)
})

test.for([
  ['tablesp', 'tbsp'],
  ['tablespoo', 'tbsp'],
  ['teasp', 'tsp'],
  ['tbsps', 'tbsp'],
  ['tsps', 'tsp'],
  ['ozs', 'oz'],
  ['teaspon', 'tsp'],
  ['tablspoon', 'tbsp'],
  ['tablespoonfuls', 'tbsp'],
  ['tablespoon(s)', 'tbsp'],
  ['cup(s)', 'cup'],
  ['inch(es)', 'in'],
  ['Tasse(n)', 'tasse'],
  ['kilogr', 'kg'],
  ['millil', 'ml'],
] as const)('shortened, plural and misspelled forms: %j is %s', ([written, id]) => {
  expect(unitAfter(written)).toBe(id)
})

test.for([
  ['tea bag'],
  ['teas'],
  ['cloves garlic'],
  ['large eggs'],
  ['cinnamon stick'],
  ['T-bone steaks'],
  ['in-season tomatoes'],
  ['tablets'],
  ['tomatoes'],
  ['leeks'],
  ['medium onions'],
  ['mango'],
  ['grapefruit'],
  ['courgettes'],
  ['gallo'],
  ['pinto beans'],
  ['milli'],
  ['°'],
  ['(14 ounce) can'],
  [''],
  ['% fat'],
] as const)('%j is no unit', ([written]) => {
  expect(unitAfter(written)).toBeNull()
})

test.for([
  ['can', 'can'],
  ['tin', 'can'],
  ['Dose', 'can'],
  ['package', 'package'],
  ['pkg', 'package'],
  ['Päckchen', 'package'],
  ['bustina', 'package'],
  ['minutes', 'minute'],
  ['hours', 'hour'],
] as const)('containers and times are known but never convert: %j is %s', ([written, id]) => {
  expect(unitAfter(written)).toBe(id)
})

test.for([
  [2, 'cup'],
  [49, 'cup'],
  [50, 'celsius'],
  [180, 'celsius'],
] as const)('a bare capital C after %d is %s', ([value, id]) => {
  expect(unitAfter('C', value)).toBe(id)
})

test('a bare F is always Fahrenheit', () => {
  expect(unitAfter('F', 350)).toBe('fahrenheit')
})

test('the match covers the unit only, after the spaces', () => {
  expect(matchUnitAt('2  cups flour', 1, 2)).toMatchObject({ start: 3, end: 7 })
  expect(matchUnitAt('500g flour', 3, 500)).toMatchObject({ start: 3, end: 4 })
  expect(matchUnitAt('2 fl. oz. rum', 1, 2)).toMatchObject({ start: 2, end: 9 })
})
