/**
 * The tables a backup holds, read from the database's own catalog rather than listed by hand, so a table a
 * new migration adds is backed up and restored without touching this code: every ordinary table of the
 * public schema (extensions' own tables aside), its stored columns (generated ones are computed again on
 * restore), the columns its rows are read in order of, and the order tables load in (a table after those
 * its foreign keys point to).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

export interface TableShape {
  name: string
  columns: { name: string; type: string }[]
  /** The primary key's columns, or ctid for a table without one (stable within the dump's snapshot). */
  key: { name: string; type: string }[]
}

/** A quoted SQL identifier. */
export function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

async function rows<T>(db: Db, query: string): Promise<T[]> {
  const result: unknown = await db.execute(sql.raw(query))
  return (result as { rows: T[] }).rows
}

/** Tables in an order in which each comes after the tables it refers to (a reference to itself aside). */
function loadOrder(names: string[], references: { from: string; to: string }[]): string[] {
  const ordered: string[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  const visit = (name: string) => {
    if (placed.has(name)) return
    if (visiting.has(name)) throw new Error(`the tables' foreign keys form a cycle through ${name}`)
    visiting.add(name)
    for (const reference of references)
      if (reference.from === name && reference.to !== name) visit(reference.to)
    visiting.delete(name)
    placed.add(name)
    ordered.push(name)
  }
  for (const name of [...names].sort()) visit(name)
  return ordered
}

export async function readCatalog(db: Db): Promise<TableShape[]> {
  const tables = await rows<{ name: string }>(
    db,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`,
  )
  const columns = await rows<{ table: string; name: string; type: string; key: number | null }>(
    db,
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            (select k.ord::int from pg_index i, unnest(i.indkey) with ordinality k(attnum, ord)
             where i.indrelid = c.oid and i.indisprimary and k.attnum = a.attnum) as key
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
  )
  const generated = await rows<{ table: string; name: string }>(
    db,
    `select c.relname as table, a.attname as name
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and a.attnum > 0 and a.attgenerated <> ''`,
  )
  const references = await rows<{ from: string; to: string }>(
    db,
    `select f.relname as from, t.relname as to from pg_constraint k
     join pg_class f on f.oid = k.conrelid join pg_class t on t.oid = k.confrelid
     join pg_namespace n on n.oid = f.relnamespace
     where k.contype = 'f' and n.nspname = 'public'`,
  )
  const isGenerated = new Set(generated.map((column) => `${column.table}.${column.name}`))
  const names = tables.map((table) => table.name)
  return loadOrder(names, references).map((name) => {
    const own = columns.filter((column) => column.table === name)
    const key = own
      .filter((column) => column.key !== null)
      .sort((a, b) => (a.key ?? 0) - (b.key ?? 0))
      .map(({ name, type }) => ({ name, type }))
    return {
      name,
      columns: own
        .filter((column) => !isGenerated.has(`${name}.${column.name}`))
        .map(({ name, type }) => ({ name, type })),
      key: key.length > 0 ? key : [{ name: 'ctid', type: 'tid' }],
    }
  })
}

/**
 * Values leave and enter the database as PostgreSQL's text forms; these settings make those forms the same
 * whatever the server's defaults (dates, zones, intervals, floats kept exactly, bytes as hex).
 */
export async function useStableTextForms(db: Db): Promise<void> {
  for (const setting of [
    `set local datestyle = 'ISO, YMD'`,
    `set local timezone = 'UTC'`,
    `set local intervalstyle = 'postgres'`,
    `set local extra_float_digits = 3`,
    `set local bytea_output = 'hex'`,
  ])
    await db.execute(sql.raw(setting))
}

export { rows as catalogRows }
