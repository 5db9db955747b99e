import { randomUUID } from 'node:crypto'
import { ZMealPlanItem, ZShoppingList } from '@rosemary/shared/contract'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { TURN_MS } from '../event-loop/turns.ts'
import { serializeInTurns } from './serialize-in-turns.ts'

const at = '2026-11-29T10:00:00.000Z'
const person = { id: randomUUID(), name: 'Ada', handle: 'ada', profileImageUrl: null }
const item = (index: number) => ({
  id: randomUUID(),
  title: `${index} cups "flour"`,
  groupTitle: 'flour',
  categoryTitle: 'bakery',
  completed: index % 2 === 0,
  completedAt: index % 2 === 0 ? at : null,
  recipeId: null,
  recipeTitle: null,
  mealPlanItemId: null,
  exactTitle: null,
  addedBy: { id: person.id, name: person.name },
  createdAt: at,
  updatedAt: at,
  internal: 'not in the schema',
})
const list = (items: number) => ({
  id: randomUUID(),
  title: 'A "big" list',
  owner: person,
  collaborators: [person],
  isOwner: true,
  itemCount: items,
  openItemCount: Math.floor(items / 2),
  createdAt: at,
  updatedAt: at,
  items: Array.from({ length: items }, (_, index) => item(index)),
  aisles: { flour: 'bakery' },
  secret: 'not in the schema',
})
/** What the route's own serializer writes (fastify-type-provider-zod). */
const usual = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value))

describe('a large answer written in turns', () => {
  test('is the JSON the usual serializer writes, what the schema leaves out stripped', async () => {
    for (const size of [0, 1, 7, 1_000]) {
      const value = list(size)
      const json = await serializeInTurns(ZShoppingList, value)
      expect(json).toBe(usual(ZShoppingList, value))
      expect(json).not.toContain('not in the schema')
    }
  })

  test('an answer that is an array, and one that has no array, too', async () => {
    const meal = {
      id: randomUUID(),
      title: 'Soup',
      recipeId: null,
      scheduledDate: '2026-11-29',
      meal: 'dinner',
      notes: '',
      servings: null,
      recipe: null,
      addedBy: null,
      createdAt: at,
      updatedAt: at,
    }
    const parsed = ZMealPlanItem.safeParse(meal)
    expect(parsed.error).toBeUndefined()
    const meals = z.array(ZMealPlanItem)
    const many = Array.from({ length: 600 }, () => ({ ...meal, id: randomUUID() }))
    expect(await serializeInTurns(meals, many)).toBe(usual(meals, many))
    expect(await serializeInTurns(ZMealPlanItem, meal)).toBe(usual(ZMealPlanItem, meal))
  })

  test('an element outside its schema fails as the usual serializer does', async () => {
    const value = list(600)
    value.items[555]!.categoryTitle = 'the moon'
    await expect(serializeInTurns(ZShoppingList, value)).rejects.toBeInstanceOf(z.ZodError)
    const { owner: _, ...ownerless } = list(3)
    await expect(serializeInTurns(ZShoppingList, ownerless)).rejects.toBeInstanceOf(z.ZodError)
  })

  test('lets the event loop run while it works through 20,000 items', async () => {
    const value = list(20_000)
    const ticks: number[] = []
    const timer = setInterval(() => ticks.push(performance.now()), 1)
    try {
      const started = performance.now()
      await serializeInTurns(ZShoppingList, value)
      const finished = performance.now()
      // Work of well over one turn (TURN_MS): a timer ran in between, not only once it was over. How often
      // it ran depends on how busy the machine is, so only that it ran is asserted.
      const between = ticks.filter((time) => time > started && time < finished)
      expect(finished - started).toBeGreaterThan(TURN_MS)
      expect(between.length, `${finished - started} ms`).toBeGreaterThan(0)
    } finally {
      clearInterval(timer)
    }
  })
})
