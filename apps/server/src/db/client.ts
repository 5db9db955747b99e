/**
 * One schema, two drivers: the embedded PGlite (a PostgreSQL build in WebAssembly, data in DATA_DIR/db) by
 * default, or a real PostgreSQL server when DATABASE_URL is set. Migrations run here, at start, on either
 * (unless the database has them all: migrated.ts).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema/index.ts'
import { type ConnectionQueue, createConnectionQueue, DEFAULT_QUEUE_LIMITS } from './connection-queue.ts'
import { createDatabaseApart, needsCreating } from './create-database.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { hasEveryMigration } from './migrated.ts'
import { trackOpenConnections } from './open-connections.ts'
import { queuedPglite, queuedPool } from './queued-clients.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  /** Every query and transaction through it waits its turn in `queue`. */
  db: Db
  kind: DatabaseKind
  queue: ConnectionQueue
  /** Resolves when a trivial query succeeds; it does not wait in the queue (the health check). */
  ping(): Promise<void>
  close(): Promise<void>
  /** The PostgreSQL pool's connections as they are now (the metrics read them); PGlite has no pool. */
  poolCounts?: () => PoolCounts
}

export interface PoolCounts {
  /** Open connections, busy or idle. */
  total: number
  idle: number
  /** Checkouts waiting for a connection. */
  waiting: number
}

/** SQLSTATE 25P02: a statement sent inside a transaction that a failed statement aborted. */
const IN_FAILED_TRANSACTION = '25P02'

/** The PostgreSQL pool's connections for queued work; the pool keeps one more for the health check. */
const POSTGRES_SLOTS = 10

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
const drizzleOptions = { schema, casing: 'snake_case' } as const

export function pgliteExtensions() {
  return { pg_trgm, unaccent }
}

/**
 * Everything PostgreSQL allocates lives inside PGlite's WebAssembly memory, whose pages are never given
 * back once touched.
 * - shared_buffers: the default 128 MB nearly tripled the idle footprint of the whole server (465 MB →
 *   225 MB measured with 16 MB). Pages beyond the buffers are still cached by the operating system.
 * - default_statistics_target: ANALYZE (db/statistics.ts runs it as autovacuum would) reads a sample of
 *   300 rows per unit, long texts and search vectors included: at 100, all of a 10,000-recipe library
 *   (up to 30,000 rows), which kept 24 MB more; at 10, 3,000 rows and 10 MB. Ten values per column are
 *   plenty for these plans (a user, a folder, the indexes' row counts).
 */
export const PGLITE_POSTGRES_CONF = ['shared_buffers=16MB', 'default_statistics_target=10']

/**
 * Opens an already created PGlite instance (a folder, memory, or a loaded snapshot) and migrates it.
 * Each driver is loaded only when it is used: loading modules is most of a start's time.
 */
export async function openPglite(
  client: PGlite,
  onClose: () => Promise<void> = async () => {},
): Promise<Database> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite')
  const queue = createConnectionQueue({ ...DEFAULT_QUEUE_LIMITS, slots: 1 })
  const db = drizzlePglite({ client: queuedPglite(client, queue), ...drizzleOptions })
  if (!(await hasEveryMigration((text) => client.query(text), migrationsFolder))) {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator')
    await migratePglite(db, { migrationsFolder })
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    queue,
    // Behind the statement running now at most (queued-clients.ts: a transaction lets it in between its
    // statements). Caught between a failed statement and its ROLLBACK, it is refused, yet answered.
    ping: async () => {
      try {
        await client.query('select 1')
      } catch (error) {
        if ((error as { code?: string }).code !== IN_FAILED_TRANSACTION) throw error
      }
    },
    close: async () => {
      await client.close()
      await onClose()
    },
  }
}

/**
 * A connection that breaks while idle (PostgreSQL restarted, an administrator ended it) is dropped by the
 * pool and replaced when next needed. The pool reports it as an 'error' event, which would end the process
 * if nothing listened; `onConnectionError` hears it instead.
 */
export async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ])
  // The queue never lets more than POSTGRES_SLOTS wait on the pool, so the spare one is always free to ping.
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_SLOTS + 1 })
  pool.on('error', onConnectionError)
  // pool.end() resolves once it has asked every connection to close, before they have; closing waits for
  // them, so that whatever comes next (a test dropping its database) meets no half-closed connection.
  const connections = trackOpenConnections(pool)
  pool.on('connect', (client) => client.on('error', onConnectionError))
  const close = async () => {
    await pool.end()
    await connections.allEnded()
  }
  const queue = createConnectionQueue({ ...DEFAULT_QUEUE_LIMITS, slots: POSTGRES_SLOTS })
  const db = drizzlePostgres({ client: queuedPool(pool, queue), ...drizzleOptions })
  try {
    if (!(await hasEveryMigration((text) => pool.query(text), migrationsFolder))) {
      const { migrate: migratePostgres } = await import('drizzle-orm/node-postgres/migrator')
      await migratePostgres(db, { migrationsFolder })
    }
  } catch (error) {
    await close()
    throw error
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    queue,
    ping: async () => {
      await pool.query('select 1')
    },
    close,
    poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
}

const embeddedDir = (dataDir: string) => path.join(dataDir, 'db')

/** True when opening will first create the embedded database (in a process of its own: create-database.ts). */
export function willCreateDatabase(options: { dataDir: string; databaseUrl: string | undefined }): boolean {
  return !options.databaseUrl && needsCreating(embeddedDir(options.dataDir))
}

/** The database the configuration asks for; the embedded one is locked to this process while open. */
export async function openDatabase(options: {
  dataDir: string
  databaseUrl: string | undefined
  onConnectionError?: (error: Error) => void
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError)
  const unlock = await lockDataDir(options.dataDir)
  try {
    const dbDir = embeddedDir(options.dataDir)
    if (needsCreating(dbDir)) await createDatabaseApart(dbDir)
    const { PGlite } = await import('@electric-sql/pglite')
    const client = await PGlite.create(dbDir, {
      extensions: pgliteExtensions(),
      postgresqlconf: PGLITE_POSTGRES_CONF,
    })
    return await openPglite(client, unlock)
  } catch (error) {
    await unlock()
    throw error
  }
}
