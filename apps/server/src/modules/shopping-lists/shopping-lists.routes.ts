import type { Route } from '../../http/route.ts'
import type { LargeWrites } from '../planning/large-writes.ts'
import type { ShoppingListsService } from './shopping-lists.service.ts'

export function registerShoppingListsRoutes(
  route: Route,
  deps: { shoppingLists: ShoppingListsService; largeWrites: LargeWrites },
) {
  const { largeWrites } = deps
  const lists = deps.shoppingLists
  // Kept per person until anything of theirs changes: every change to a list is a frame to each member.
  const keep = { cache: 'library' } as const
  // Answers that may hold thousands of items are written in turns, not in one block.
  const large = { largeAnswer: true } as const
  const keepLarge = { ...keep, ...large }
  route('GET /shopping-lists', async ({ session }) => lists.list(session.userId), keep)
  route('POST /shopping-lists', async ({ session, body }) => lists.create(session.userId, body))
  route(
    'GET /shopping-lists/:id',
    async ({ session, params }) => lists.get(session.userId, params.id),
    keepLarge,
  )
  route(
    'PUT /shopping-lists/:id',
    async ({ session, params, body }) => lists.update(session.userId, params.id, body),
    large,
  )
  route('DELETE /shopping-lists/:id', async ({ session, params }) => {
    await lists.remove(session.userId, params.id)
    return { ok: true }
  })
  route(
    'POST /shopping-lists/:id/items',
    async ({ session, params, body, reply }) =>
      largeWrites({ userId: session.userId, reply }, body.length, () =>
        lists.addItems(session.userId, params.id, body),
      ),
    large,
  )
  route(
    'POST /shopping-lists/:id/items/from-meal-plan',
    async ({ session, params, body, reply }) =>
      largeWrites({ userId: session.userId, reply }, body.mealPlanItemIds.length, () =>
        lists.addFromMealPlan(session.userId, params.id, body),
      ),
    large,
  )
  route(
    'PUT /shopping-lists/:id/items',
    async ({ session, params, body, reply }) =>
      largeWrites({ userId: session.userId, reply }, body.itemIds.length, () =>
        lists.updateItems(session.userId, params.id, body),
      ),
    large,
  )
  route('DELETE /shopping-lists/:id/items', async ({ session, params, query }) =>
    lists.deleteItems(session.userId, params.id, query.itemIds),
  )
  route(
    'POST /shopping-lists/:id/items/delete',
    async ({ session, params, body, reply }) =>
      largeWrites({ userId: session.userId, reply }, body.itemIds.length, () =>
        lists.deleteItems(session.userId, params.id, body.itemIds),
      ),
    large,
  )
}
