import { expect, test } from 'vitest'
import type { Row } from './lcb-database.ts'
import { LcbLibrary } from './lcb-library.ts'

test('groups 200,000 ingredient rows of one recipe in their stored order, in time that grows with them', () => {
  const rows = Array.from({ length: 200_000 }, (_, index) => ({
    recipeid: 1,
    ingredientindex: 200_000 - index,
    ingredienttext: `item ${200_000 - index}`,
  }))
  const started = performance.now()
  const library = new LcbLibrary(
    new Map<string, Row[]>([
      ['t_recipe', [{ recipeid: 1, recipename: 'Long' }]],
      ['t_recipeingredient', rows],
    ]),
    () => null,
  )
  const parts = library.partsOf('t_recipeingredient', { recipeid: 1 })
  expect(parts).toHaveLength(200_000)
  expect(parts[0]?.ingredienttext).toBe('item 1')
  expect(parts.at(-1)?.ingredienttext).toBe('item 200000')
  // A hang guard only: copying the group for each row took minutes.
  expect(performance.now() - started).toBeLessThan(10_000)
})
