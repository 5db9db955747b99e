/** Secrets the server makes once and keeps in the database, so every process (and every restart) shares them. */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { serverSecrets } from '../../db/schema/index.ts'

export function createServerSecretsRepository(db: Db) {
  return {
    /** Keeps `value` under `name` unless a value is there already (another process may have been first). */
    async keepOnce(name: string, value: unknown): Promise<unknown> {
      await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing()
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
      if (!row) throw new Error(`server secret ${name} was not kept`)
      return row.value
    },
  }
}

export type ServerSecretsRepository = ReturnType<typeof createServerSecretsRepository>
