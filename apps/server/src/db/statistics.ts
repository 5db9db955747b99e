/**
 * Planner statistics and the visibility map for the embedded database. PostgreSQL's autovacuum daemon
 * vacuums and analyzes a table once a tenth of it has changed; PGlite runs no such daemon, so without
 * this its planner would believe every table empty forever and pick plans that read a whole library for
 * one search (70 ms instead of 1 ms at 10,000 recipes), and no index could answer without reading the
 * table. The same rule as autovacuum's, checked every minute; and at start, since PGlite does not keep its
 * change counters across restarts, tables whose size moved since they were last analyzed.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from './client.ts'

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor, PostgreSQL's defaults. */
const THRESHOLD_ROWS = 50
const SCALE_FACTOR = 0.1

const stale = (changedRows: number, estimatedRows: number) =>
  changedRows > THRESHOLD_ROWS + SCALE_FACTOR * Math.max(estimatedRows, 0)

/** Both drivers answer `execute` with `{ rows }`; Db is typed as either, so the row type is given here. */
async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement)
  return (result as { rows: T[] }).rows
}

async function countRows(db: Db, table: string): Promise<number> {
  const [counted] = await query<{ n: number }>(
    db,
    sql`select count(*)::float8 as n from ${sql.identifier(table)}`,
  )
  return counted?.n ?? 0
}

async function analyze(db: Db, tables: string[]): Promise<string[]> {
  for (const table of tables) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`)
  return tables
}

export function createStatisticsUpkeep(db: Db) {
  return {
    /** Analyzes the tables never analyzed, or whose row count moved past the rule; returns their names. */
    atStart: async (): Promise<string[]> => {
      const tables = await query<{ name: string; estimated: number; empty: boolean }>(
        db,
        sql`select c.relname as name, c.reltuples::float8 as estimated, pg_relation_size(c.oid) = 0 as empty
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r'`,
      )
      const moved: string[] = []
      for (const { name, estimated, empty } of tables) {
        // A table without a page holds no row: most of them on a new server, each count a statement
        // that holds up PGlite's single thread (and the requests behind it) for nothing.
        const actual = empty ? 0 : await countRows(db, name)
        const neverAnalyzed = estimated < 0 && actual > 0
        if (neverAnalyzed || stale(Math.abs(actual - Math.max(estimated, 0)), estimated)) moved.push(name)
      }
      return analyze(db, moved)
    },

    /** Analyzes the tables changed enough since their last analysis; returns their names. */
    whenChanged: async (): Promise<string[]> => {
      const tables = await query<{ name: string; changed: number; estimated: number }>(
        db,
        sql`select s.relname as name, s.n_mod_since_analyze::float8 as changed, c.reltuples::float8 as estimated
            from pg_stat_user_tables s join pg_class c on c.oid = s.relid
            where s.schemaname = 'public'`,
      )
      return analyze(
        db,
        tables.filter((table) => stale(table.changed, table.estimated)).map((table) => table.name),
      )
    },
  }
}
