/** Makes an account an administrator, as `npm run admin -- make-admin` does, for tests of admin routes. */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'

export async function makeAdmin(database: Database, userId: string, isAdmin = true): Promise<void> {
  await database.db.update(users).set({ isAdmin }).where(eq(users.id, userId))
}
