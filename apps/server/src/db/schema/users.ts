import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Stored trimmed and lowercase, so equality is the comparison. */
    email: text().notNull(),
    /** Public handle, lowercase; null until the person picks one. */
    handle: text(),
    passwordHash: text().notNull(),
    enableProfile: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** Runs the server from the app's Admin page (the first account made on a new server, or `make-admin`). */
    isAdmin: boolean().notNull().default(false),
    /** Set while an administrator keeps the account out: no sign-in, no session, no API token. */
    disabledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_handle_key')
      .on(table.handle)
      .where(sql`${table.handle} is not null`),
  ],
)

export type UserRow = typeof users.$inferSelect

/**
 * One row per signed-in device. Only a SHA-256 of the token is kept, so a copy of the database cannot be
 * used to sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
)

export type SessionRow = typeof sessions.$inferSelect

/**
 * The password-reset link of an account: one at most (the account is the key, so a new link replaces the
 * last), kept as a SHA-256 of its token like sessions. It is no session: it sets a new password once,
 * within its hour, and is gone.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_key').on(table.tokenHash),
    index('password_resets_expires_at_idx').on(table.expiresAt),
  ],
)

/**
 * Personal API tokens: for a person's own scripts, sent as `Authorization: Bearer rsm_…`. Like sessions, only
 * a SHA-256 of the token is kept. `scope` is `read` (GET and HEAD only) or `write`.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    scope: text({ enum: ['read', 'write'] }).notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_key').on(table.tokenHash),
    index('api_tokens_user_id_idx').on(table.userId),
  ],
)

export type ApiTokenRow = typeof apiTokens.$inferSelect

/**
 * What the administrators set in the app, by name (`registrationEnabled`, …); a setting without a row
 * keeps the server's configuration.
 */
export const instanceSettings = pgTable('instance_settings', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
})
