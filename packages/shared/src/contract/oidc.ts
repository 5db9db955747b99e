import { z } from 'zod'
import { defineEndpoints } from './endpoint.ts'
import { ZSession } from './users.ts'

export const ZOidcSessionRequest = z.object({
  code: z.string().min(1, { error: 'Enter the sign-in code' }).max(200, { error: 'This is no sign-in code' }),
})
export type TOidcSessionRequest = z.input<typeof ZOidcSessionRequest>

/** Why a return from the provider signed nobody in: /#/auth/oidc?error=… */
export const OIDC_ERRORS = [
  'provider_unavailable',
  'provider_error',
  'denied',
  'email_unverified',
  'registration_closed',
  'account_disabled',
] as const
export type TOidcError = (typeof OIDC_ERRORS)[number]

export const oidcEndpoints = defineEndpoints({
  'POST /auth/oidc/session': {
    summary:
      'Trade the one-time code of an OpenID Connect sign-in for a session. GET /api/auth/oidc/start sends the browser to the provider (state, nonce and PKCE); its return, GET /api/auth/oidc/callback, sends it to /#/auth/oidc?code=… (valid once, for a minute) or ?error=… (one of provider_unavailable, provider_error, denied, email_unverified, registration_closed, account_disabled); a return this browser did not start is 400. 401 for a used, expired or unknown code',
    tag: 'users',
    access: 'public',
    body: ZOidcSessionRequest,
    response: ZSession,
    errors: [401, 429],
  },
})
