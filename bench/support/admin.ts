/**
 * Scratch databases on the PostgreSQL server, made and dropped through its admin connection, and the
 * scratch data folder each benchmark part runs a server on.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export async function adminQuery(sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows
  } finally {
    await client.end()
  }
}

/** The PostgreSQL server's version, for the report's machine line; null when it does not answer. */
export async function postgresVersion(): Promise<string | null> {
  try {
    const [row] = await adminQuery('show server_version')
    return typeof row?.server_version === 'string' ? row.server_version : null
  } catch {
    return null
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return url.toString()
}

export type Engine = 'pglite' | 'postgres'

export interface ScratchEngine {
  dataDir: string
  /** The server's environment for it: the data folder, and on PostgreSQL the scratch database's URL. */
  env: Record<string, string>
  /** Removes the folder and drops the database. */
  remove: () => Promise<void>
}

/** A fresh data folder and, on PostgreSQL, a fresh database for one benchmark part. */
export async function scratchEngine(database: Engine, part: string): Promise<ScratchEngine> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `rosemary-bench-${part}-`))
  const dbName = `rosemary_bench_${randomBytes(4).toString('hex')}`
  // Warn level: no line per request, as the ceiling has none either.
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  if (database === 'postgres') {
    await adminQuery(`CREATE DATABASE ${dbName}`)
    env.DATABASE_URL = databaseUrl(dbName)
  }
  return {
    dataDir,
    env,
    remove: async () => {
      await rm(dataDir, { recursive: true, force: true })
      if (database === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    },
  }
}
