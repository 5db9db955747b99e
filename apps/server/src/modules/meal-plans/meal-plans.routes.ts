import type { LinkAddressOf } from '../../http/link-address.ts'
import type { Route } from '../../http/route.ts'
import type { LargeWrites } from '../planning/large-writes.ts'
import type { MealPlansService } from './meal-plans.service.ts'

export function registerMealPlansRoutes(
  route: Route,
  deps: { mealPlans: MealPlansService; largeWrites: LargeWrites; linkAddress: LinkAddressOf },
) {
  const { largeWrites } = deps
  const plans = deps.mealPlans
  const ok = { ok: true } as const
  // Kept per person until anything of theirs changes: every change to a plan is a frame to each member.
  const keep = { cache: 'library' } as const
  // Answers that may hold thousands of items are written in turns, not in one block.
  const large = { largeAnswer: true } as const
  const keepLarge = { ...keep, ...large }
  route('GET /meal-plans', async ({ session }) => plans.list(session.userId), keep)
  route('POST /meal-plans', async ({ session, body }) => plans.create(session.userId, body))
  route('GET /meal-plans/:id', async ({ session, params }) => plans.get(session.userId, params.id), keepLarge)
  route(
    'PUT /meal-plans/:id',
    async ({ session, params, body }) => plans.update(session.userId, params.id, body),
    large,
  )
  route('DELETE /meal-plans/:id', async ({ session, params }) => {
    await plans.remove(session.userId, params.id)
    return ok
  })
  route(
    'POST /meal-plans/:id/items',
    async ({ session, params, body, reply }) =>
      largeWrites({ userId: session.userId, reply }, body.length, () =>
        plans.addItems(session.userId, params.id, body),
      ),
    large,
  )
  route(
    'PUT /meal-plans/:id/items',
    async ({ session, params, body, reply }) =>
      largeWrites({ userId: session.userId, reply }, body.itemIds.length, () =>
        plans.moveItems(session.userId, params.id, body),
      ),
    large,
  )
  route(
    'POST /meal-plans/:id/items/copy',
    async ({ session, params, body, reply }) =>
      largeWrites({ userId: session.userId, reply }, body.itemIds.length, () =>
        plans.copyItems(session.userId, params.id, body),
      ),
    large,
  )
  route(
    'POST /meal-plans/:id/items/delete',
    async ({ session, params, body, reply }) =>
      largeWrites({ userId: session.userId, reply }, body.itemIds.length, () =>
        plans.deleteItems(session.userId, params.id, body.itemIds),
      ),
    large,
  )
  route('PUT /meal-plans/:id/items/:itemId', async ({ session, params, body }) =>
    plans.updateItem(session.userId, params.id, params.itemId, body),
  )
  route('DELETE /meal-plans/:id/items/:itemId', async ({ session, params }) => {
    await plans.deleteItem(session.userId, params.id, params.itemId)
    return ok
  })
  route('POST /meal-plans/:id/calendar-feed', async ({ session, params, request }) =>
    plans.makeCalendarFeed(session.userId, params.id, deps.linkAddress(request).url),
  )
  route('DELETE /meal-plans/:id/calendar-feed', async ({ session, params }) => {
    await plans.stopCalendarFeed(session.userId, params.id)
    return ok
  })
}
