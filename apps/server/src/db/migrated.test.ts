import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { migrationsFolder } from './client.ts'
import { hasEveryMigration } from './migrated.ts'

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { when: number }[]
}
const last = journal.entries.at(-1)?.when ?? 0

const answering = (rows: unknown[]) => async () => ({ rows })

test('the migrator is needed unless the newest migration applied is the journal’s last', async () => {
  // node-postgres gives a bigint as text, PGlite as a number.
  expect(await hasEveryMigration(answering([{ created_at: String(last) }]), migrationsFolder)).toBe(true)
  expect(await hasEveryMigration(answering([{ created_at: last }]), migrationsFolder)).toBe(true)
  expect(await hasEveryMigration(answering([{ created_at: last - 1 }]), migrationsFolder)).toBe(false)
  expect(await hasEveryMigration(answering([]), migrationsFolder)).toBe(false)
  const noTable = async () => {
    throw new Error('relation "drizzle.__drizzle_migrations" does not exist')
  }
  expect(await hasEveryMigration(noTable, migrationsFolder)).toBe(false)
})
