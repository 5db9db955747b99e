/**
 * A backup: one gzipped tar holding the manifest, every table's rows and every picture, then end.json.
 * - Consistent: all rows are read in one REPEATABLE READ transaction, so a PostgreSQL server may keep
 *   running meanwhile and the archive still holds one moment of the database. (The embedded database cannot
 *   be opened while the server runs: the data folder's lock refuses it.)
 * - Portable: rows are written as JSON arrays of PostgreSQL's text forms, which either engine loads, so a
 *   backup of the embedded database restores into a PostgreSQL server and back, with no pg_dump.
 * - Bounded: rows are read in keyset batches and written as they come, a batch a file.
 * - Never half-written under its name: it is written beside FILE and renamed over it once complete and synced.
 */
import { createWriteStream } from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { gt, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { images } from '../db/schema/index.ts'
import { imageStorageKey, type ImageSize } from '../modules/images/image-urls.ts'
import type { ImageStorage } from '../storage/image-storage.ts'
import { VERSION } from '../version.ts'
import { catalogRows, quote, readCatalog, type TableShape, useStableTextForms } from './catalog.ts'
import { END_NAME, type End, MANIFEST_NAME, type Manifest } from './manifest.ts'
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from './manifest.ts'
import { databaseSchema } from './schema-level.ts'
import { tarEnd, tarFile } from './tar-stream.ts'

const ROWS_PER_BATCH = 500
const PICTURE_SIZES: readonly ImageSize[] = ['full', 'thumb']

export interface BackupSummary {
  tables: { name: string; rows: number }[]
  pictures: number
  missingPictures: string[]
}

/** One table's rows, a batch at a time, in key order, each row a line: a JSON array of text forms. */
async function* tableBatches(db: Db, table: TableShape): AsyncGenerator<string[]> {
  const values = table.columns.map((column) => `${quote(column.name)}::text`).join(', ')
  const keys = table.key.map((column) => `${quote(column.name)}::text`).join(', ')
  const order = table.key.map((column) => quote(column.name)).join(', ')
  const select = sql.raw(
    `select to_json(array[${values}])::text as line, to_json(array[${keys}])::text as key from ${quote(table.name)}`,
  )
  let after: (string | null)[] | null = null
  for (;;) {
    const position: (string | null)[] | null = after
    const where = position
      ? sql` where (${sql.raw(order)}) > (${sql.join(
          table.key.map((column, index) => sql`${position[index]}::${sql.raw(column.type)}`),
          sql`, `,
        )})`
      : sql``
    const result: unknown = await db.execute(
      sql`${select}${where} order by ${sql.raw(order)} limit ${sql.raw(String(ROWS_PER_BATCH))}`,
    )
    const { rows } = result as { rows: { line: string; key: string }[] }
    const last = rows.at(-1)
    if (!last) return
    yield rows.map((row) => row.line)
    if (rows.length < ROWS_PER_BATCH) return
    after = JSON.parse(last.key) as (string | null)[]
  }
}

async function* pictureIds(db: Db): AsyncGenerator<string> {
  let after: string | null = null
  for (;;) {
    const batch: { id: string }[] = await db
      .select({ id: images.id })
      .from(images)
      .where(after === null ? undefined : gt(images.id, after))
      .orderBy(images.id)
      .limit(ROWS_PER_BATCH)
    for (const row of batch) yield row.id
    const last = batch.at(-1)
    if (!last || batch.length < ROWS_PER_BATCH) return
    after = last.id
  }
}

async function* archive(
  db: Db,
  storage: ImageStorage,
  manifest: Manifest,
  tables: TableShape[],
  summary: BackupSummary,
  now: Date,
): AsyncGenerator<Buffer> {
  yield* tarFile(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)), now)
  for (const table of tables) {
    let batchNumber = 0
    for await (const lines of tableBatches(db, table)) {
      batchNumber++
      const name = `tables/${table.name}/${String(batchNumber).padStart(6, '0')}.jsonl`
      yield* tarFile(name, Buffer.from(lines.join('\n') + '\n'), now)
    }
  }
  for await (const id of pictureIds(db)) {
    for (const size of PICTURE_SIZES) {
      const key = imageStorageKey(id, size)
      const data = await storage.get(key)
      if (data === null) summary.missingPictures.push(key)
      else {
        summary.pictures++
        yield* tarFile(`images/${key}`, data, now)
      }
    }
  }
  const end: End = { pictures: summary.pictures, missingPictures: summary.missingPictures }
  yield* tarFile(END_NAME, Buffer.from(JSON.stringify(end)), now)
  yield tarEnd()
}

async function countRows(db: Db, table: TableShape): Promise<number> {
  const [row] = await catalogRows<{ count: number }>(
    db,
    `select count(*)::int as count from ${quote(table.name)}`,
  )
  return row?.count ?? 0
}

export async function writeBackup(options: {
  database: Database
  storage: ImageStorage
  file: string
  now?: () => Date
}): Promise<BackupSummary> {
  const now = options.now?.() ?? new Date()
  const file = path.resolve(options.file)
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`)
  const summary: BackupSummary = { tables: [], pictures: 0, missingPictures: [] }
  try {
    await options.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db
      await db.execute(sql.raw('set transaction isolation level repeatable read, read only'))
      await useStableTextForms(db)
      const tables = await readCatalog(db)
      const counted = []
      for (const table of tables) counted.push({ ...table, rows: await countRows(db, table) })
      summary.tables = counted.map(({ name, rows }) => ({ name, rows }))
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        appVersion: VERSION,
        createdAt: now.toISOString(),
        source: options.database.kind,
        schema: await databaseSchema(db),
        tables: counted.map(({ name, columns, rows }) => ({ name, columns, rows })),
      }
      await pipeline(
        Readable.from(archive(db, options.storage, manifest, tables, summary, now)),
        createGzip(),
        createWriteStream(partial, { flags: 'wx' }),
      )
    })
    const handle = await open(partial, 'r+')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(partial, file)
    return summary
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}
