/**
 * Personal API tokens: `rsm_` and 256 random bits, handed out once; only their SHA-256 is kept (as for
 * sessions). Each request looks its token up afresh (nothing remembered), so a revoked token, or one of an
 * account just disabled, is refused at once in every process. When it was last used is written at most
 * once a minute, so a busy script's reads do not each become a write.
 */
import { API_TOKEN_PREFIX, MAX_API_TOKENS, type TCreateApiTokenRequest } from '@rosemary/shared/contract'
import { AppError, notFound } from '../../errors.ts'
import type { ApiTokenLookup, AuthSession } from '../../http/auth-session.ts'
import { createToken, hashToken } from '../../security/tokens.ts'
import type { ApiTokensRepository } from './api-tokens.repository.ts'

const LAST_USED_PRECISION_MS = 60 * 1000
/** A token lives until it is revoked: its "session" never expires by itself. */
const NEVER = new Date('9999-12-31T23:59:59Z')

export function createApiTokensService(deps: { tokens: ApiTokensRepository; now: () => Date }) {
  const { tokens, now } = deps
  return {
    async create(userId: string, input: Required<TCreateApiTokenRequest>) {
      if ((await tokens.countFor(userId)) >= MAX_API_TOKENS)
        throw new AppError(
          'forbidden',
          `An account keeps at most ${MAX_API_TOKENS} API tokens: revoke one first`,
        )
      const token = `${API_TOKEN_PREFIX}${createToken()}`
      const id = await tokens.insert({ userId, ...input, tokenHash: hashToken(token), now: now() })
      return { id, token }
    },

    list: (userId: string) => tokens.listFor(userId),

    async revoke(userId: string, id: string): Promise<void> {
      if (!(await tokens.delete(userId, id))) throw notFound('The API token')
    },

    async authenticate(token: string): Promise<AuthSession | null> {
      const row = await tokens.findLive(hashToken(token))
      if (!row) return null
      const at = now()
      if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS)
        await tokens.touch(row.id, at)
      return {
        sessionId: row.id,
        userId: row.userId,
        expiresAt: NEVER,
        user: row.user,
        apiToken: { id: row.id, scope: row.scope },
      }
    },
  } satisfies ApiTokenLookup & Record<string, unknown>
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>
