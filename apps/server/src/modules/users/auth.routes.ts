import type { LinkAddressOf } from '../../http/link-address.ts'
import type { Route } from '../../http/route.ts'
import type { AccountsService } from './accounts.service.ts'

export function registerAuthRoutes(
  route: Route,
  deps: { accounts: AccountsService; linkAddress: LinkAddressOf; rateLimitPerMinute: number },
) {
  const { accounts } = deps
  const rateLimit = { max: deps.rateLimitPerMinute, timeWindow: 60_000 }

  route('POST /users/register', async ({ body }) => accounts.register(body), { rateLimit })
  route('POST /users/login', async ({ body }) => accounts.login(body), { rateLimit })
  route(
    'POST /users/forgot',
    async ({ body, request }) => {
      accounts.forgot(body.email, deps.linkAddress(request).url)
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
