import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { test } from '../test/fixtures.ts'

test('pg_trgm is enabled by the migrations, for typo-tolerant search', async ({ database }) => {
  // Without the extension, similarity() does not exist and the query fails.
  const { rows } = (await database.db.execute(
    sql`select similarity('chicken curry', 'chiken curry') as score`,
  )) as {
    rows: { score: number }[]
  }
  expect(rows[0]!.score).toBeGreaterThan(0.5)
})
