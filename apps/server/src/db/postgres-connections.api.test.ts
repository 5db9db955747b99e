/** A PostgreSQL restart must not take Rosemary down: broken idle connections are reported and replaced. */
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { test } from '../test/fixtures.ts'
import { databaseUrl, testDatabaseKind, withAdminClient } from '../test/databases.ts'
import { openPostgres } from './client.ts'

test.runIf(testDatabaseKind() === 'postgres')(
  'connections the server ends are reported, replaced, and do not end the process',
  async ({ database }) => {
    const result: unknown = await database.db.execute(sql`select current_database() as name`)
    const name = (result as { rows: { name: string }[] }).rows[0]!.name
    const errors: Error[] = []
    const own = await openPostgres(databaseUrl(name), (error) => errors.push(error))
    try {
      // Several connections at once, so that some sit idle in the pool afterwards.
      await Promise.all([1, 2, 3].map(() => own.db.execute(sql`select pg_sleep(0.05)`)))
      await withAdminClient((client) =>
        client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]),
      )
      await expect.poll(() => errors.length).toBeGreaterThan(0)
      expect(errors[0]?.message).toContain('terminating connection')
      // Another idle connection may not have heard of its end yet and fail once; the pool then drops it
      // and a fresh connection answers.
      await expect
        .poll(() =>
          own.ping().then(
            () => 'answered',
            (error: unknown) => String(error),
          ),
        )
        .toBe('answered')
    } finally {
      await own.close()
    }
  },
)
