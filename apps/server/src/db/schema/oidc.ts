import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * An account at an OpenID Connect provider (issuer + subject, which never change) and the Rosemary
 * account it signs in to. Found by these two first, so a later change of email at the provider keeps
 * the link; the email is what the provider said last, for the operator.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastLoginAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('user_identities_user_id_idx').on(table.userId),
  ],
)

/**
 * A sign-in under way at the provider: kept in the database, not in one process's memory, since another
 * process may serve the provider's return. Keyed by a SHA-256 of the state; the state itself is only in
 * the browser's cookie, which ties the return to the browser that started it.
 */
export const oidcLogins = pgTable(
  'oidc_logins',
  {
    stateHash: text().primaryKey(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('oidc_logins_expires_at_idx').on(table.expiresAt)],
)

/**
 * The one-time code the web app trades for a session after the provider's return (a SHA-256 of it):
 * the session token itself never travels in an address.
 */
export const oidcHandoffs = pgTable(
  'oidc_handoffs',
  {
    codeHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('oidc_handoffs_expires_at_idx').on(table.expiresAt)],
)
