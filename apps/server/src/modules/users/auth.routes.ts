import type { LinkAddressOf } from '../../http/link-address.ts'
import type { Route } from '../../http/route.ts'
import { AppError } from '../../errors.ts'
import type { AccountsService } from './accounts.service.ts'

export function registerAuthRoutes(
  route: Route,
  deps: {
    accounts: AccountsService
    linkAddress: LinkAddressOf
    rateLimitPerMinute: number
    /** false (PASSWORD_SIGNIN): the provider is the only way in; a reset link would be another. */
    passwordSignIn: boolean
  },
) {
  const { accounts } = deps
  const rateLimit = { max: deps.rateLimitPerMinute, timeWindow: 60_000 }
  const withPasswords = () => {
    if (!deps.passwordSignIn)
      throw new AppError('forbidden', 'This server signs in through its identity provider only')
  }

  route(
    'POST /users/register',
    async ({ body }) => {
      withPasswords()
      return accounts.register(body)
    },
    { rateLimit },
  )
  route(
    'POST /users/login',
    async ({ body }) => {
      withPasswords()
      return accounts.login(body)
    },
    { rateLimit },
  )
  route(
    'POST /users/forgot',
    async ({ body, request }) => {
      withPasswords()
      accounts.forgot(body.email, deps.linkAddress(request).url)
      return { ok: true }
    },
    { rateLimit },
  )
  route(
    'POST /users/reset-password',
    async ({ body }) => {
      withPasswords()
      return accounts.resetPassword(body)
    },
    { rateLimit },
  )
  route('POST /users/logout', async ({ session }) => {
    await accounts.logout(session)
    return { ok: true }
  })
}
