import { expect, test } from 'vitest'
import { parseYield } from './parse-yield.ts'

test.for([
  ['4', 4],
  ['Serves 4', 4],
  ['4 servings', 4],
  ['Makes 12 cookies', 12],
  ['Yields: 6', 6],
  // A range gives its lower bound.
  ['4-6 servings', 4],
  ['4 to 6', 4],
  ['Serves 8–10', 8],
  ['Für 4 Personen', 4],
  ['Per 4 persone', 4],
  ['Dosi per 6 persone', 6],
  ['1 loaf', 1],
  ['Makes 1 9-inch pie', 1],
  ['Yield: 2 1/2 cups', 2.5],
  ['½ cake', 0.5],
  ['1,5 l', 1.5],
  ['2 dozen cookies', 24],
  ['a dozen muffins', 12],
  ['Serves two', 2],
  ['Für zwei Personen', 2],
  ['Per quattro persone', 4],
  ['Für eine Person', 1],
  // Dozens, in figures or words, in the three languages.
  ['1.5 dozen', 18],
  ['two dozen', 24],
  ['Makes 3 dozen cookies', 36],
  ['1,5 Dutzend', 18],
  ['ein Dutzend Eier', 12],
  ['zwei Dutzend Plätzchen', 24],
  ['una dozzina di biscotti', 12],
  ['due dozzine', 24],
  ['half a dozen muffins', 6],
  ['mezza dozzina', 6],
  ['ein halbes Dutzend', 6],
  // Every number word from one to twelve.
  ['twelve rolls', 12],
  ['Serves eleven', 11],
  ['dodici porzioni', 12],
  ['Für zwölf Personen', 12],
  ['sieben Stück', 7],
  // "1,000" is a thousand in English, "1.000" in German and Italian.
  ['1,000 cookies', 1000],
  ['Makes 2,500 mini meringues', 2500],
  ['1.000 Kekse', 1000],
  ['1.000 biscotti', 1000],
  ['1,5 Portionen', 1.5],
] as const)('parseYield(%j) is %d', ([text, servings]) => {
  expect(parseYield(text)).toBe(servings)
})

test.for([
  [''],
  ['Serves a crowd'],
  ['Enough for everyone'],
  ['0 servings'],
  // A thousands separator of the other convention: one with three decimals, or a thousand? Neither is safe.
  ['1,000 Kekse'],
  ['1.250 cookies'],
] as const)('parseYield(%j) is null', ([text]) => {
  expect(parseYield(text)).toBeNull()
})
