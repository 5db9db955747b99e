import type { Route } from '../../http/route.ts'
import type { AccountsService } from './accounts.service.ts'

export function registerAuthRoutes(
  route: Route,
  deps: { accounts: AccountsService; rateLimitPerMinute: number },
) {
  const { accounts } = deps
  const rateLimit = { max: deps.rateLimitPerMinute, timeWindow: 60_000 }

  route('POST /users/register', async ({ body }) => accounts.register(body), { rateLimit })
  route('POST /users/login', async ({ body }) => accounts.login(body), { rateLimit })
  route(
    'POST /users/forgot',
    async ({ body }) => {
      accounts.forgot(body.email)
      return { ok: true }
    },
    { rateLimit },
  )
  route('POST /users/reset-password', async ({ body }) => accounts.resetPassword(body), { rateLimit })
  route('POST /users/logout', async ({ session }) => {
    await accounts.logout(session)
    return { ok: true }
  })
}
