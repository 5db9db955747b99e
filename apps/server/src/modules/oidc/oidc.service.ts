/**
 * Signing in through an OpenID Connect provider. A sign-in under way is a database row keyed by its
 * state's digest (any process may serve the return); the state itself stays in the browser's cookie,
 * so a return that another browser started (login CSRF) finds no sign-in. An account is found by the
 * provider's issuer and subject; the first time, by a verified email, else it is made. The session is
 * handed over by a one-time code that the web app trades for it, so no token travels in an address.
 */
import type { TSession } from '@rosemary/shared/contract'
import { isUniqueViolation } from '../../errors.ts'
import { NO_PASSWORD } from '../../security/passwords.ts'
import { createToken, hashToken } from '../../security/tokens.ts'
import type { SessionsService } from '../sessions/sessions.service.ts'
import type { DeviceTrust } from '../users/device-trust.ts'
import type { UsersRepository } from '../users/users.repository.ts'
import { freeHandle, handleStem } from './oidc-handle.ts'
import type { Identity, OidcRepository } from './oidc.repository.ts'
import { type ProviderClaims, type ProviderClient, randomChecks } from './provider-client.ts'

/** Time at the provider: signing in there, perhaps with a second factor. */
export const PENDING_LIFETIME_MS = 10 * 60 * 1000
/** The web app trades the code as soon as it loads. */
export const HANDOFF_LIFETIME_MS = 60 * 1000
const MAX_NAME_LENGTH = 255

/** Why a return from the provider signs nobody in, as the web app names it (?error=). */
export type SignInRefusal = 'email_unverified' | 'registration_closed' | 'account_disabled'

export class SignInRefused extends Error {
  readonly reason: SignInRefusal
  constructor(reason: SignInRefusal) {
    super(`OpenID Connect sign-in refused: ${reason}`)
    this.reason = reason
    this.name = 'SignInRefused'
  }
}

/** The return names no sign-in this browser started, or one that expired: answered 400. */
export class UnknownSignIn extends Error {}

export interface OidcDeps {
  provider: ProviderClient
  repository: OidcRepository
  users: UsersRepository
  sessions: SessionsService
  devices: DeviceTrust
  now: () => Date
  /** What an administrator set, else the configuration (as registering reads it). */
  registrationEnabled: () => Promise<boolean>
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms)

function displayName(claims: ProviderClaims, email: string): string {
  const name = (claims.name ?? claims.preferredUsername ?? email.split('@')[0] ?? email)
    // eslint-disable-next-line no-control-regex -- what a provider sends is shown as one line of text
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .trim()
  return (name || email).slice(0, MAX_NAME_LENGTH)
}

export function createOidcService(deps: OidcDeps) {
  const { provider, repository, users, now } = deps

  async function createAccount(claims: ProviderClaims, email: string, identity: Identity) {
    if (!(await deps.registrationEnabled())) throw new SignInRefused('registration_closed')
    // No password yet: the account signs in through the provider until its owner sets one (account
    // settings, without a current one) or uses a reset link.
    const passwordHash = NO_PASSWORD
    const stem = handleStem(claims.preferredUsername, email)
    for (let attempt = 0; ; attempt++) {
      const handle = freeHandle(stem, await repository.handlesLike(stem))
      try {
        return await repository.createUser(
          { name: displayName(claims, email), email, handle, passwordHash },
          identity,
          now(),
        )
      } catch (error) {
        // Someone took the handle (or the email registered) meanwhile: look again.
        if (attempt < 3 && isUniqueViolation(error, 'users_handle_key')) continue
        if (attempt < 3 && isUniqueViolation(error, 'users_email_key')) {
          const holder = await users.findByEmail(email)
          if (holder) {
            await repository.link(identity, holder.id, now())
            return holder
          }
        }
        throw error
      }
    }
  }

  async function accountOf(claims: ProviderClaims): Promise<string> {
    const identity: Identity = {
      issuer: provider.issuer,
      subject: claims.subject,
      email: claims.email ?? null,
    }
    const known = await repository.findIdentityUser(identity.issuer, identity.subject)
    if (known) {
      await repository.touchIdentity(identity, now())
      return known.id
    }
    // An unverified address could be anyone's: it neither links to an account nor makes one.
    if (!claims.email || !claims.emailVerified) throw new SignInRefused('email_unverified')
    const holder = await users.findByEmail(claims.email)
    if (holder) {
      await repository.link(identity, holder.id, now())
      return holder.id
    }
    const made = await createAccount(claims, claims.email, identity)
    // The first account of a new server runs it, however it was made.
    await users.makeAdminIfOnly(made.id)
    return made.id
  }

  return {
    /** Where to send the browser, and the state for its cookie. */
    async start(redirectUri: string): Promise<{ url: string; state: string }> {
      const checks = randomChecks()
      const url = await provider.authorizationUrl(redirectUri, checks)
      await repository.savePending({
        stateHash: hashToken(checks.state),
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        expiresAt: later(now(), PENDING_LIFETIME_MS),
      })
      return { url, state: checks.state }
    },

    /**
     * The provider's return: `cookieState` is what this browser kept at the start. Answers the one-time
     * code for the web app.
     */
    async finish(returnUrl: URL, cookieState: string | undefined): Promise<string> {
      const state = returnUrl.searchParams.get('state')
      if (!state || !cookieState || state !== cookieState) throw new UnknownSignIn()
      const pending = await repository.takePending(hashToken(state), now())
      if (!pending) throw new UnknownSignIn()
      const claims = await provider.exchange(returnUrl, { state, ...pending })
      const userId = await accountOf(claims)
      // A disabled account signs in no way at all (the provider vouching for it changes nothing).
      if ((await users.findById(userId))?.disabledAt) throw new SignInRefused('account_disabled')
      await users.recordLogin(userId, now())
      const code = createToken()
      await repository.saveHandoff(hashToken(code), userId, later(now(), HANDOFF_LIFETIME_MS))
      return code
    },

    /** The session for a one-time code; null for a used, expired or unknown one, or a deleted or disabled account. */
    async session(code: string): Promise<TSession | null> {
      const userId = await repository.takeHandoff(hashToken(code), now())
      if (!userId || (await users.findById(userId))?.disabledAt) return null
      return { token: await deps.sessions.start(userId), userId, deviceToken: deps.devices.issue(userId) }
    },

    removeExpired: () => repository.deleteExpired(now()),
  }
}

export type OidcService = ReturnType<typeof createOidcService>
