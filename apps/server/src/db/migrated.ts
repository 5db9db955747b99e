/**
 * Whether a database has every migration already: the newest one drizzle's table records is the journal's
 * last. A restart on an up-to-date database then skips the migrator, which loads itself, reads and hashes
 * every migration file, and runs its statements (schema, table, read, an empty transaction) on a database
 * that is still cold: about a tenth of the embedded database's opening.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** drizzle's defaults: migrate() is called without migrationsSchema or migrationsTable. */
const LAST_APPLIED =
  'select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1'

interface Journal {
  entries: { when: number }[]
}

/** The moment the journal's last migration was generated, which drizzle records as its created_at. */
async function lastInJournal(migrationsFolder: string): Promise<number> {
  const text = await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')
  const { entries } = JSON.parse(text) as Journal
  return Math.max(...entries.map((entry) => entry.when))
}

/**
 * `query` runs SQL on the database (either driver's client). False when unsure: no migrations table yet,
 * or any other failure; the migrator then decides, as it always did.
 */
export async function hasEveryMigration(
  query: (sql: string) => Promise<{ rows: unknown[] }>,
  migrationsFolder: string,
): Promise<boolean> {
  try {
    const [journal, { rows }] = await Promise.all([lastInJournal(migrationsFolder), query(LAST_APPLIED)])
    const applied = Number((rows[0] as { created_at?: unknown } | undefined)?.created_at)
    return Number.isFinite(applied) && applied >= journal
  } catch {
    return false
  }
}
