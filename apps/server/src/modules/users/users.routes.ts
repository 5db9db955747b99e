import type { Route } from '../../http/route.ts'
import type { AccountsService } from './accounts.service.ts'
import { presentMe, presentUserSummary } from './users.presenter.ts'
import type { UsersService } from './users.service.ts'

export function registerUsersRoutes(
  route: Route,
  deps: { accounts: AccountsService; users: UsersService; lookupRateLimitPerMinute: number },
) {
  const { accounts, users } = deps
  // Every answer says whether an address has an account: limited per address and per account alike, so
  // neither many accounts on one address nor one account on many addresses can go through a list.
  const lookups = { max: deps.lookupRateLimitPerMinute, timeWindow: 60_000 }

  route('GET /users/', async ({ session }) => presentMe(session.user))
  route('PUT /users/', async ({ session, body }) => presentMe(await accounts.update(session, body)))
  route('DELETE /users/', async ({ session }) => {
    await accounts.remove(session)
    return { ok: true }
  })

  route('GET /users/by-email', async ({ query }) => presentUserSummary(await users.byEmail(query.email)), {
    rateLimit: lookups,
    userRateLimit: lookups,
  })
  route('GET /users/:id', async ({ params }) => presentUserSummary(await users.byId(params.id)))

  // GET and PUT /users/profile: modules/profiles/, with the items and pictures.
  route('GET /users/handle-info/:handle', async ({ session, params }) => ({
    available: await users.isHandleAvailable(session.userId, params.handle),
  }))

  route('GET /users/stats', async ({ session }) => users.stats(session.userId))
  route('GET /users/capabilities', async () => users.capabilities())
}
