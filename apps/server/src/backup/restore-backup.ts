/**
 * Restores a backup into an empty database (a fresh DATA_DIR, or a new PostgreSQL database), whichever
 * engine made it, and whichever Rosemary, this one or an older one. All rows load in one transaction, with
 * the tables' own triggers off so that what they stamp or derive (changed_at, label_text, the search
 * vocabularies, which are tables of the backup too) is kept as it was; foreign keys are still checked. A
 * backup from before this Rosemary's newest migrations loads into the schema it was read from, rebuilt in
 * the same transaction, and the newer migrations then run over its rows (schema-level.ts). The transaction
 * commits only once the whole archive has been read and every count matches the manifest: a damaged or
 * cut-short file leaves the database as empty as it was, at this Rosemary's schema. Pictures are written
 * as they come (keys are image ids, never reused): a failed restore may leave some files no row refers to,
 * which a second restore overwrites.
 */
import { sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import type { ImageStorage } from '../storage/image-storage.ts'
import { catalogRows, quote, readCatalog, type TableShape, useStableTextForms } from './catalog.ts'
import { END_NAME, type Manifest, ZEnd } from './manifest.ts'
import { BACKUP_FORMAT_VERSION } from './manifest.ts'
import { BackupFileError, type OpenedBackup } from './read-backup.ts'
import { applyMigrations, codeMigrations, type Migration, rebuildSchemaAt } from './schema-level.ts'

/** The target is not one a backup may be restored into; nothing was changed. */
export class RestoreRefusedError extends Error {}

export interface RestoreSummary {
  tables: { name: string; rows: number }[]
  pictures: number
  /** The migrations newer than the backup that ran over its rows, oldest first (none for a current one). */
  migrationsRun: string[]
}

/**
 * Refuses an archive this code cannot load, before the database is touched; else says how many of this
 * code's migrations its rows fit (all of them, or fewer for a backup made before an upgrade).
 */
export function checkRestorable(manifest: Manifest, migrations: Migration[] = codeMigrations()): number {
  const newer = `This backup was made by a newer Rosemary (${manifest.appVersion}`
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new RestoreRefusedError(
      `${newer}, backup format ${manifest.formatVersion}); upgrade Rosemary first`,
    )
  const { migrations: count, last } = manifest.schema
  const position = migrations.findIndex((migration) => migration.tag === last)
  if (count > migrations.length || position === -1)
    throw new RestoreRefusedError(
      `${newer}, database schema ${last}, which this Rosemary does not have); upgrade Rosemary first`,
    )
  if (position !== count - 1)
    throw new RestoreRefusedError(
      `This backup's database schema (${count} migrations, the last ${last}; made by Rosemary ` +
        `${manifest.appVersion}) is not one this Rosemary's migrations pass through`,
    )
  return count
}

async function tablesWithRows(db: Db, tables: TableShape[]): Promise<string[]> {
  const filled: string[] = []
  for (const table of tables) {
    const [row] = await catalogRows<{ any: boolean }>(
      db,
      `select exists (select 1 from ${quote(table.name)}) as any`,
    )
    if (row?.any) filled.push(table.name)
  }
  return filled
}

function sameColumns(manifest: Manifest['tables'][number], table: TableShape): boolean {
  // Names only: the types' spelling may differ between PostgreSQL versions; the target's are the casts.
  const names = (columns: { name: string }[]) => columns.map((column) => column.name).join(',')
  return names(manifest.columns) === names(table.columns)
}

async function insertRows(db: Db, table: TableShape, lines: string[]): Promise<void> {
  const names = table.columns.map((column) => quote(column.name)).join(', ')
  const values = table.columns.map((column, index) => `(row->>${index})::${column.type}`).join(', ')
  await db.execute(
    sql`${sql.raw(`insert into ${quote(table.name)} (${names}) overriding system value select ${values}`)} from json_array_elements(${`[${lines.join(',')}]`}::json) as row`,
  )
}

/** Sequences behind serial or identity columns continue after the restored rows. */
async function advanceSequences(db: Db): Promise<void> {
  const sequences = await catalogRows<{ sequence: string; table: string; column: string }>(
    db,
    `select quote_ident(sn.nspname) || '.' || quote_ident(s.relname) as sequence, t.relname as table, a.attname as column
     from pg_class s join pg_namespace sn on sn.oid = s.relnamespace
     join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
     join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and d.deptype in ('a', 'i') and tn.nspname = 'public'`,
  )
  for (const { sequence, table, column } of sequences)
    await db.execute(
      sql.raw(
        `select setval('${sequence.replaceAll("'", "''")}', max(${quote(column)}::bigint)) from ${quote(table)} having max(${quote(column)}) is not null`,
      ),
    )
}

const TABLE_ENTRY = /^tables\/([^/]+)\/\d+\.jsonl$/
const PICTURE_ENTRY = /^images\/(.+)$/

export async function restoreBackup(options: {
  backup: OpenedBackup
  database: Database
  storage: ImageStorage
}): Promise<RestoreSummary> {
  const { manifest, entries } = options.backup
  const migrations = codeMigrations()
  const level = checkRestorable(manifest, migrations)
  const loaded = new Map(manifest.tables.map((table) => [table.name, 0]))
  let pictures = 0
  await options.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db
    await useStableTextForms(db)
    const filled = await tablesWithRows(db, await readCatalog(db))
    if (filled.length > 0)
      throw new RestoreRefusedError(
        `The database is not empty (${filled.join(', ')} ${filled.length === 1 ? 'has' : 'have'} rows): ` +
          'restore into an empty data folder (DATA_DIR) or a new, empty PostgreSQL database',
      )
    const older = level < migrations.length
    if (older) await rebuildSchemaAt(db, migrations, level)
    const tables = await readCatalog(db)
    const byName = new Map(tables.map((table) => [table.name, table]))
    for (const table of manifest.tables) {
      const target = byName.get(table.name)
      if (!target || !sameColumns(table, target))
        throw new RestoreRefusedError(`The backup's table ${table.name} does not match this database's`)
    }
    for (const table of tables)
      await db.execute(sql.raw(`alter table ${quote(table.name)} disable trigger user`))
    let end: unknown = null
    for await (const entry of entries) {
      if (end !== null) throw new BackupFileError(`the backup has files after ${END_NAME}`)
      const tableName = TABLE_ENTRY.exec(entry.name)?.[1]
      const picture = PICTURE_ENTRY.exec(entry.name)?.[1]
      if (tableName !== undefined) {
        const table = byName.get(tableName)
        if (!table || !loaded.has(tableName))
          throw new BackupFileError(`the backup holds rows of an unknown table ${tableName}`)
        const lines = entry.data.toString('utf8').split('\n').filter(Boolean)
        try {
          await insertRows(db, table, lines)
        } catch (error) {
          // The database's own words: Drizzle's message repeats the rows, password digests included.
          const reason = (error as { cause?: Error }).cause?.message ?? 'the database refused them'
          throw new BackupFileError(
            `the rows of ${tableName} in ${entry.name} could not be loaded: ${reason}`,
          )
        }
        loaded.set(tableName, (loaded.get(tableName) ?? 0) + lines.length)
      } else if (picture !== undefined) {
        await options.storage.put(picture, entry.data)
        pictures++
      } else if (entry.name === END_NAME) {
        end = JSON.parse(entry.data.toString('utf8'))
      } else throw new BackupFileError(`the backup holds an unexpected file ${entry.name}`)
    }
    const parsedEnd = ZEnd.safeParse(end)
    if (!parsedEnd.success) throw new BackupFileError(`the backup is incomplete: it has no ${END_NAME}`)
    for (const table of manifest.tables)
      if (loaded.get(table.name) !== table.rows)
        throw new BackupFileError(
          `the backup is incomplete: ${table.name} has ${loaded.get(table.name)} rows of ${table.rows}`,
        )
    if (parsedEnd.data.pictures !== pictures)
      throw new BackupFileError(
        `the backup is incomplete: ${pictures} picture files of ${parsedEnd.data.pictures}`,
      )
    for (const table of tables)
      await db.execute(sql.raw(`alter table ${quote(table.name)} enable trigger user`))
    if (older) await applyMigrations(db, migrations.slice(level))
    await advanceSequences(db)
  })
  return {
    tables: manifest.tables.map(({ name }) => ({ name, rows: loaded.get(name) ?? 0 })),
    pictures,
    migrationsRun: migrations.slice(level).map((migration) => migration.tag),
  }
}
