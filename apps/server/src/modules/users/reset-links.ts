/**
 * Links that set a new password: the forgot-password mail's, and the one an operator makes with
 * `npm run admin -- reset-link` when the server sends no mail. Either works once, within the hour, and
 * only while it is the account's newest; only its token's digest is kept.
 */
import type { UserRow } from '../../db/schema/index.ts'
import { createToken, hashToken } from '../../security/tokens.ts'
import type { PasswordResetsRepository } from './password-resets.repository.ts'
import type { UsersRepository } from './users.repository.ts'

/** How long a reset link works, if it is not used or replaced before. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000

export interface ResetLinkDeps {
  users: Pick<UsersRepository, 'findByEmail'>
  resets: Pick<PasswordResetsRepository, 'replace'>
  now: () => Date
}

/** The account settings page with the token, which the web app turns into "set a new password". */
export function resetLinkUrl(linkBase: string, token: string): string {
  return `${linkBase}/#/settings/account?token=${encodeURIComponent(token)}`
}

/** A new link for the account with this email (an earlier one stops working); null without such an account. */
export async function issueResetLink(
  deps: ResetLinkDeps,
  email: string,
  linkBase: string,
): Promise<{ user: UserRow; link: string } | null> {
  const user = await deps.users.findByEmail(email.trim().toLowerCase())
  if (!user) return null
  const token = createToken()
  const at = deps.now()
  await deps.resets.replace({
    userId: user.id,
    tokenHash: hashToken(token),
    now: at,
    expiresAt: new Date(at.getTime() + RESET_LINK_LIFETIME_MS),
  })
  return { user, link: resetLinkUrl(linkBase, token) }
}
