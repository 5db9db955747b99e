import type { Route } from '../../http/route.ts'
import { presentFriends } from './friends.presenter.ts'
import type { FriendsService } from './friends.service.ts'

export function registerFriendsRoutes(
  route: Route,
  deps: { friends: FriendsService; requestRateLimitPerMinute: number },
) {
  const { friends } = deps
  route('GET /users/friends', async ({ session }) => presentFriends(await friends.list(session.userId)))
  // Each request lands in someone else's list: limited per account, so no one can flood others with them.
  route(
    'POST /users/friends/:id',
    async ({ session, params }) => ({ friendship: await friends.ask(session.userId, params.id) }),
    { userRateLimit: { max: deps.requestRateLimitPerMinute, timeWindow: 60_000 } },
  )
  route('DELETE /users/friends/:id', async ({ session, params }) => {
    await friends.end(session.userId, params.id)
    return { ok: true }
  })
}
