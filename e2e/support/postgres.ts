/**
 * The journeys that run on PostgreSQL as well (E2E_DATABASE=postgres) get a database of their own on the
 * server the API tests use, named for this run, made empty before the app starts (it migrates it) and
 * dropped at the end.
 */
import pg from 'pg'

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export const onPostgres = process.env.E2E_DATABASE === 'postgres'

/** Decided once by the runner; its workers inherit it with the environment. */
export function runDatabaseName(): string {
  process.env.E2E_DATABASE_NAME ??= `rosemary_e2e_${process.pid}`
  return process.env.E2E_DATABASE_NAME
}

export function runDatabaseUrl(): string {
  const url = new URL(ADMIN_URL)
  url.pathname = `/${runDatabaseName()}`
  return url.toString()
}

async function withAdmin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

export async function createRunDatabase(): Promise<void> {
  const name = runDatabaseName()
  await withAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  })
}

export async function dropRunDatabase(): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${runDatabaseName()} WITH (FORCE)`))
}
