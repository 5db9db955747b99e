import { and, eq, like, lt, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { oidcHandoffs, oidcLogins, type UserRow, userIdentities, users } from '../../db/schema/index.ts'

export interface PendingLogin {
  stateHash: string
  nonce: string
  codeVerifier: string
  expiresAt: Date
}

export interface Identity {
  issuer: string
  subject: string
  email: string | null
}

export interface NewOidcUser {
  name: string
  email: string
  handle: string
  passwordHash: string
}

export function createOidcRepository(db: Db) {
  return {
    async savePending(login: PendingLogin): Promise<void> {
      await db.insert(oidcLogins).values(login)
    },

    /** Removes the sign-in under way with this state; one statement, so a return is used once. */
    async takePending(stateHash: string, now: Date): Promise<PendingLogin | null> {
      const [row] = await db.delete(oidcLogins).where(eq(oidcLogins.stateHash, stateHash)).returning()
      return row && row.expiresAt > now ? row : null
    },

    async saveHandoff(codeHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(oidcHandoffs).values({ codeHash, userId, expiresAt })
    },

    async takeHandoff(codeHash: string, now: Date): Promise<string | null> {
      const [row] = await db.delete(oidcHandoffs).where(eq(oidcHandoffs.codeHash, codeHash)).returning()
      return row && row.expiresAt > now ? row.userId : null
    },

    async findIdentityUser(issuer: string, subject: string): Promise<UserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
        .limit(1)
      return row?.user ?? null
    },

    async touchIdentity(identity: Identity, now: Date): Promise<void> {
      await db
        .update(userIdentities)
        .set({ email: identity.email, lastLoginAt: now })
        .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)))
    },

    async link(identity: Identity, userId: string, now: Date): Promise<void> {
      await db
        .insert(userIdentities)
        .values({ ...identity, userId, createdAt: now, lastLoginAt: now })
        .onConflictDoNothing()
    },

    /** The account and its identity together: neither is kept without the other. */
    async createUser(user: NewOidcUser, identity: Identity, now: Date): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...user, createdAt: now, updatedAt: now, lastLoginAt: now })
          .returning()
        if (!row) throw new Error('insert into users returned no row')
        await tx
          .insert(userIdentities)
          .values({ ...identity, userId: row.id, createdAt: now, lastLoginAt: now })
        return row
      })
    },

    /** Handles in use that start with this stem (the stem itself included). */
    async handlesLike(stem: string): Promise<Set<string>> {
      const escaped = stem.replace(/[\\%_]/g, (c) => `\\${c}`)
      const rows = await db
        .select({ handle: users.handle })
        .from(users)
        .where(or(eq(users.handle, stem), like(users.handle, `${escaped}%`)))
      return new Set(rows.map((row) => row.handle ?? ''))
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, now))
      await db.delete(oidcHandoffs).where(lt(oidcHandoffs.expiresAt, now))
    },
  }
}

export type OidcRepository = ReturnType<typeof createOidcRepository>
