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
] as const)('parseYield(%j) is %d', ([text, servings]) => {
  expect(parseYield(text)).toBe(servings)
})

test.for([[''], ['Serves a crowd'], ['Enough for everyone'], ['0 servings'], ['1,000 cookies']] as const)(
  'parseYield(%j) is null',
  ([text]) => {
    expect(parseYield(text)).toBeNull()
  },
)
