/**
 * A fresh, migrated database for each test file, on the engine the project runs with (TEST_DATABASE):
 * PGlite restored from a snapshot made once per run, or a PostgreSQL database copied from a template.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { type Database, openPglite, openPostgres, pgliteExtensions } from '../db/client.ts'

export type TestDatabaseKind = 'pglite' | 'postgres'

export const ADMIN_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export function testDatabaseKind(env: Record<string, string | undefined> = process.env): TestDatabaseKind {
  const kind = env.TEST_DATABASE ?? 'pglite'
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`TEST_DATABASE must be pglite or postgres, not ${kind}`)
  return kind
}

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_POSTGRES_URL)
  url.pathname = `/${name}`
  return url.toString()
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_POSTGRES_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function openTestDatabase(snapshot: {
  pgliteFile: string
  postgresTemplate: string
}): Promise<Database> {
  if (testDatabaseKind() === 'pglite') {
    const blob = new Blob([await readFile(snapshot.pgliteFile)])
    return openPglite(await PGlite.create({ extensions: pgliteExtensions(), loadDataDir: blob }))
  }
  // Named after the run (its template's process id), so a concurrent run's clean-up leaves it alone.
  const runPid = /^rosemary_tpl_(\d+)_/.exec(snapshot.postgresTemplate)?.[1] ?? '0'
  const name = `rosemary_t_${runPid}_${randomBytes(6).toString('hex')}`
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${snapshot.postgresTemplate}`),
  )
  const database = await openPostgres(databaseUrl(name))
  return {
    ...database,
    close: async () => {
      await database.close()
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}
