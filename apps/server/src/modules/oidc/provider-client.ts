/**
 * The provider, as openid-client 6 speaks to it: its metadata found once (and found again after a
 * failure, so a provider that was down is used once it is back), every call bounded in time, the
 * authorization request with state, nonce and PKCE (S256), and the code's exchange with the ID token's
 * checks (issuer, audience, nonce, expiry). Every failure of the provider becomes ProviderFailure.
 */
import { randomBytes } from 'node:crypto'
import type * as Client from 'openid-client'
import type { OidcConfig } from '../../config.ts'

export class ProviderFailure extends Error {
  readonly reason: 'provider_unavailable' | 'provider_error' | 'denied'
  constructor(reason: ProviderFailure['reason'], cause: unknown) {
    super(`OpenID Connect provider: ${reason}`, { cause })
    this.reason = reason
    this.name = 'ProviderFailure'
  }
}

/** What the provider says of the person, from the ID token and, where it leaves something out, userinfo. */
export interface ProviderClaims {
  subject: string
  email: string | undefined
  emailVerified: boolean
  name: string | undefined
  preferredUsername: string | undefined
}

export interface PendingChecks {
  state: string
  nonce: string
  codeVerifier: string
}

const SCOPE = 'openid email profile'

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/** Loaded at the first sign-in rather than at every start of a server that may never see one. */
const openid = () => import('openid-client')

export function createProviderClient(settings: OidcConfig) {
  const timeoutSeconds = Math.max(1, Math.ceil(settings.timeoutMs / 1000))
  let found: Promise<Client.Configuration> | null = null

  function configuration(): Promise<Client.Configuration> {
    found ??= openid()
      .then((client) =>
        client.discovery(
          new URL(settings.issuer),
          settings.clientId,
          undefined,
          client.ClientSecretBasic(settings.clientSecret),
          {
            timeout: timeoutSeconds,
            // The operator chose the address; plain http is for a provider on the same host or a test.
            // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only to stand out, as here
            ...(settings.issuer.startsWith('http:') && { execute: [client.allowInsecureRequests] }),
          },
        ),
      )
      .catch((error: unknown) => {
        found = null
        throw new ProviderFailure('provider_unavailable', error)
      })
    return found
  }

  async function claimsOf(
    config: Client.Configuration,
    tokens: Awaited<ReturnType<typeof Client.authorizationCodeGrant>>,
  ): Promise<ProviderClaims> {
    const client = await openid()
    const idToken = tokens.claims()
    if (!idToken) throw new ProviderFailure('provider_error', new Error('no ID token'))
    let claims: Record<string, unknown> = idToken
    // Many providers keep email and profile for userinfo unless they are asked for in the ID token.
    if (idToken.email === undefined || idToken.email_verified === undefined) {
      claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken }
    }
    return {
      subject: idToken.sub,
      email: text(claims.email)?.toLowerCase(),
      emailVerified: claims.email_verified === true,
      name: text(claims.name),
      preferredUsername: text(claims.preferred_username),
    }
  }

  return {
    issuer: settings.issuer,

    async authorizationUrl(redirectUri: string, checks: PendingChecks): Promise<string> {
      const config = await configuration()
      const client = await openid()
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      })
      return url.href
    },

    /** `returnUrl`: the callback's address as the provider sent the browser to it, query included. */
    async exchange(returnUrl: URL, checks: PendingChecks): Promise<ProviderClaims> {
      const config = await configuration()
      const client = await openid()
      try {
        const tokens = await client.authorizationCodeGrant(config, returnUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        })
        return await claimsOf(config, tokens)
      } catch (error) {
        if (error instanceof ProviderFailure) throw error
        if (error instanceof client.AuthorizationResponseError) throw new ProviderFailure('denied', error)
        throw new ProviderFailure('provider_error', error)
      }
    },
  }
}

export type ProviderClient = ReturnType<typeof createProviderClient>

/** 32 random bytes in base64url each, as openid-client's randomState, randomNonce and randomPKCECodeVerifier make them. */
const randomValue = () => randomBytes(32).toString('base64url')

export const randomChecks = (): PendingChecks => ({
  state: randomValue(),
  nonce: randomValue(),
  codeVerifier: randomValue(),
})
