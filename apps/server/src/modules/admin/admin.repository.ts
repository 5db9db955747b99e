import { and, asc, count, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

const adminColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  handle: users.handle,
  createdAt: users.createdAt,
  isAdmin: users.isAdmin,
  disabledAt: users.disabledAt,
}

/** `%`, `_` and `\` match themselves in what an administrator types. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export function createAdminRepository(db: Db) {
  return {
    async page(q: string, offset: number, limit: number) {
      const pattern = containing(q)
      const where: SQL | undefined = q
        ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.handle, pattern))
        : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select(adminColumns)
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(users).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async find(id: string) {
      const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id)).limit(1)
      return row ?? null
    },

    async findByEmail(email: string) {
      const [row] = await db.select(adminColumns).from(users).where(eq(users.email, email)).limit(1)
      return row ?? null
    },

    async update(id: string, changes: { isAdmin?: boolean; disabledAt?: Date | null }, now: Date) {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, id))
        .returning(adminColumns)
      return row ?? null
    },

    /** Administrators who can still act (not disabled), but for this one. */
    async countOtherActiveAdmins(id: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.disabledAt), ne(users.id, id)))
      return row?.n ?? 0
    },

    async isActiveAdmin(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.isAdmin, true), isNull(users.disabledAt)))
        .limit(1)
      return row !== undefined
    },
  }
}

export type AdminRepository = ReturnType<typeof createAdminRepository>
export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminRepository['find']>>>
