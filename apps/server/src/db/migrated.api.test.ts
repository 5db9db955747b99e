/**
 * A start on a database that has every migration skips the migrator (migrated.ts). Made visible with a
 * read-only database: the migrator's first statement (create schema if not exists) is refused there.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { expect, inject, test } from 'vitest'
import { databaseUrl, testDatabaseKind, withAdminClient } from '../test/databases.ts'
import { type Database, openPglite, openPostgres, pgliteExtensions } from './client.ts'

/** The test snapshot or template (migrated), with every transaction read-only. */
async function openReadOnly(): Promise<{ open: () => Promise<Database>; remove: () => Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const blob = new Blob([await readFile(inject('pgliteFile'))])
    const client = await PGlite.create({ extensions: pgliteExtensions(), loadDataDir: blob })
    await client.exec('set default_transaction_read_only = on')
    return { open: () => openPglite(client), remove: () => client.close() }
  }
  const name = `rosemary_t_readonly_${randomBytes(6).toString('hex')}`
  await withAdminClient(async (client) => {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`)
    await client.query(`ALTER DATABASE ${name} SET default_transaction_read_only = on`)
  })
  return {
    open: () => openPostgres(databaseUrl(name)),
    remove: () =>
      withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(),
  }
}

test('a database with every migration opens without running the migrator', async () => {
  const readOnly = await openReadOnly()
  try {
    const database = await readOnly.open()
    const result: unknown = await database.db.execute(sql`select count(*)::int as n from users`)
    expect((result as { rows: unknown[] }).rows).toEqual([{ n: 0 }])
    if (database.kind === 'postgres') await database.close()
  } finally {
    await readOnly.remove()
  }
})
