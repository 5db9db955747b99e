import { and, eq, ne, notExists } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { type UserRow, users } from '../../db/schema/index.ts'

export interface NewUser {
  name: string
  email: string
  passwordHash: string
  now: Date
}

export type UserChanges = Partial<
  Pick<UserRow, 'name' | 'email' | 'handle' | 'passwordHash' | 'enableProfile'>
>

export function createUsersRepository(db: Db) {
  return {
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({
          name: user.name,
          email: user.email,
          passwordHash: user.passwordHash,
          createdAt: user.now,
          updatedAt: user.now,
          lastLoginAt: user.now,
        })
        .returning()
      if (!row) throw new Error('insert into users returned no row')
      return row
    },

    /**
     * Makes the account an administrator when it is the only one. Two first sign-ups at the same moment
     * may each see the other and neither become one (never both): then `npm run admin -- make-admin`.
     */
    async makeAdminIfOnly(id: string): Promise<void> {
      await db
        .update(users)
        .set({ isAdmin: true })
        .where(
          and(eq(users.id, id), notExists(db.select({ id: users.id }).from(users).where(ne(users.id, id)))),
        )
    },

    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      return row ?? null
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
      return row ?? null
    },

    async findByHandle(handle: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.handle, handle)).limit(1)
      return row ?? null
    },

    async update(id: string, changes: UserChanges, now: Date): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id))
        .returning()
      return row ?? null
    },

    async recordLogin(id: string, now: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, id))
    },

    /** Removes the account; its sessions and everything else it owns go with it (ON DELETE CASCADE). */
    async delete(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id))
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
