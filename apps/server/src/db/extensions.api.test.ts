import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { test } from '../test/fixtures.ts'

test('pg_trgm is enabled by the migrations, for typo-tolerant search', async ({ database }) => {
  // Without the extension, similarity() does not exist and the query fails.
  const result = await database.db.execute(sql`select similarity('chicken curry', 'chiken curry') as score`)
  const { rows } = result as unknown as { rows: { score: number }[] }
  expect(Number(rows[0]!.score)).toBeGreaterThan(0.5)
})
