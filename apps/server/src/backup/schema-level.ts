/**
 * Which migrations a backup's rows fit, and bringing a restore's target to that level and on from it, so that
 * a backup made before an upgrade restores into the upgraded Rosemary: the rows load into the schema they
 * were read from and the newer migrations then change them as they changed every database that was running.
 * Everything here runs inside the restore's one transaction (PostgreSQL's DDL is transactional, PGlite's
 * too), which is why drizzle's migrator, which opens a transaction of its own, is not used: its steps are
 * repeated as drizzle takes them (the statements between its breakpoints, then a row in its table naming the
 * migration's hash and moment), so that a server started afterwards finds every migration recorded.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import type { Db } from '../db/client.ts'
import { migrationsFolder } from '../db/client.ts'
import { catalogRows } from './catalog.ts'
import type { Manifest } from './manifest.ts'

export interface Migration {
  tag: string
  when: number
  hash: string
  statements: string[]
}

/** drizzle's defaults: the migrator is called without migrationsSchema or migrationsTable. */
const MIGRATIONS_TABLE = '"drizzle"."__drizzle_migrations"'

/** This code's migrations, in the order they run. */
export function codeMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  return readMigrationFiles({ migrationsFolder }).map((file, index) => ({
    tag: journal.entries[index]?.tag ?? '',
    when: file.folderMillis,
    hash: file.hash,
    statements: file.sql,
  }))
}

/** The database's schema holds migrations this code does not have: a newer Rosemary migrated it. */
export class NewerSchemaError extends Error {}

/** The migrations the database has had (read in the backup's transaction, so they are its rows' schema). */
export async function databaseSchema(db: Db): Promise<Manifest['schema']> {
  const [applied] = await catalogRows<{ migrations: number; last: string | null }>(
    db,
    `select count(*)::int as migrations, max(created_at)::text as last from ${MIGRATIONS_TABLE}`,
  )
  const migrations = codeMigrations()
  const last = migrations.find((migration) => String(migration.when) === applied?.last)
  if (!applied || !last)
    throw new NewerSchemaError(
      'the database has migrations this Rosemary does not know (a newer Rosemary upgraded it): ' +
        'back it up with that version',
    )
  return { migrations: applied.migrations, last: last.tag }
}

/** Every table, view, sequence, routine and type of the public schema, extensions' own members aside. */
async function dropSchemaObjects(db: Db): Promise<void> {
  const notExtensionMember = (catalog: string, oid: string) =>
    `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`
  const statements = await catalogRows<{ statement: string }>(
    db,
    `select format('drop %s if exists %s cascade', case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
       when 'S' then 'sequence' when 'f' then 'foreign table' else 'table' end, c.oid::regclass) as statement
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${notExtensionMember('pg_class', 'c.oid')}
     union all
     select format('drop routine if exists %s cascade', p.oid::regprocedure)
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind in ('f', 'p') and ${notExtensionMember('pg_proc', 'p.oid')}
     union all
     select format('drop %s if exists %s cascade', case t.typtype when 'd' then 'domain' else 'type' end, t.oid::regtype)
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = 'public' and (t.typtype in ('e', 'd', 'r')
       or (t.typtype = 'c' and (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c'))
       and ${notExtensionMember('pg_type', 't.oid')}`,
  )
  for (const { statement } of statements) await db.execute(sql.raw(statement))
}

/** Runs migrations and records them, as drizzle's migrator does. */
export async function applyMigrations(db: Db, migrations: Migration[]): Promise<void> {
  for (const migration of migrations) {
    for (const statement of migration.statements) await db.execute(sql.raw(statement))
    await db.execute(
      sql`insert into ${sql.raw(MIGRATIONS_TABLE)} ("hash", "created_at") values (${migration.hash}, ${migration.when})`,
    )
  }
}

/**
 * Takes an empty database (every table checked to have no rows) back to the schema of its first `count`
 * migrations: what they made is dropped, then they run again.
 */
export async function rebuildSchemaAt(db: Db, migrations: Migration[], count: number): Promise<void> {
  await dropSchemaObjects(db)
  await db.execute(sql.raw(`delete from ${MIGRATIONS_TABLE}`))
  await applyMigrations(db, migrations.slice(0, count))
}
