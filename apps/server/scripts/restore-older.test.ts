/**
 * `npm run restore` of a backup made before an upgrade: a database migrated only as far as an older Rosemary
 * took it (drizzle's own migrator, over the journal cut at 0018), rows written in that schema's shape, backed
 * up by the real backup code; then restored by this code's command into the embedded database and into a
 * PostgreSQL one, where the rows are found with what the newer migrations gave them. And what a restore
 * refuses: a backup from a newer Rosemary, and a cut-short older one, which leaves the target restorable.
 */
import { execFile } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { catalogRows } from '../src/backup/catalog.ts'
import { openBackup } from '../src/backup/read-backup.ts'
import { codeMigrations } from '../src/backup/schema-level.ts'
import { tarEnd, tarFile } from '../src/backup/tar-stream.ts'
import { writeBackup } from '../src/backup/write-backup.ts'
import { type Database, type Db, migrationsFolder, openDatabase, pgliteExtensions } from '../src/db/client.ts'
import { imageStorageKey } from '../src/modules/images/image-urls.ts'
import { databaseUrl, withAdminClient } from '../src/test/databases.ts'
import { createMemoryImageStorage } from '../src/test/memory-image-storage.ts'

const OLD_LAST = '0018_search_words_triggers'
const RESTORE = fileURLToPath(new URL('./restore.ts', import.meta.url))
const userId = randomUUID()
const recipeId = randomUUID()
const imageId = randomUUID()

async function restore(file: string, env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await promisify(execFile)(process.execPath, [RESTORE, file], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    })
    return { code: 0, stderr }
  } catch (error) {
    return error as { code: number; stderr: string }
  }
}

let work: string
let oldBackup: string
const postgresDatabases: string[] = []

/** A migrations folder holding the journal up to `last` and those migrations' files only. */
async function migrationsUpTo(last: string): Promise<string> {
  const folder = path.join(work, 'old-migrations')
  await mkdir(path.join(folder, 'meta'), { recursive: true })
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[]
  }
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === last) + 1)
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const { tag } of entries)
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`))
  return folder
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'rosemary-restore-older-'))
  const client = await PGlite.create({ extensions: pgliteExtensions() })
  try {
    const db = drizzle({ client, casing: 'snake_case' })
    await migrate(db, { migrationsFolder: await migrationsUpTo(OLD_LAST) })
    await db.execute(
      sql`insert into users (id, name, email, password_hash) values (${userId}, 'Ada', 'ada@example.com', 'x')`,
    )
    await db.execute(
      sql`insert into recipes (id, user_id, title, ingredients) values (${recipeId}, ${userId}, 'Crème brûlée', '4 eggs')`,
    )
    await db.execute(
      sql`insert into images (id, user_id, width, height, bytes) values (${imageId}, ${userId}, 1, 1, 3)`,
    )
    const storage = createMemoryImageStorage()
    await storage.put(imageStorageKey(imageId, 'full'), Buffer.from('big'))
    await storage.put(imageStorageKey(imageId, 'thumb'), Buffer.from('sm'))
    oldBackup = path.join(work, 'old.tar.gz')
    const database = { db: db as unknown as Db, kind: 'pglite' } as Database
    await writeBackup({ database, storage, file: oldBackup })
  } finally {
    await client.close()
  }
}, 300_000)

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
  for (const name of postgresDatabases)
    await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`))
})

/** What the restored database holds: the old rows, what the newer migrations added, and every migration. */
async function expectRestored(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<void> {
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL })
  try {
    expect(
      await catalogRows(database.db, `select email, is_admin, disabled_at from users where id = '${userId}'`),
    ).toEqual([{ email: 'ada@example.com', is_admin: false, disabled_at: null }])
    const [recipe] = await catalogRows<{ title: string; stamped: boolean; found: boolean }>(
      database.db,
      `select title, changed_at is not null as stamped,
         search_vector @@ to_tsquery('simple', 'creme') as found from recipes where id = '${recipeId}'`,
    )
    expect(recipe).toEqual({ title: 'Crème brûlée', stamped: true, found: true })
    const [recorded] = await catalogRows<{ count: number }>(
      database.db,
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    )
    expect(recorded?.count).toBe(codeMigrations().length)
  } finally {
    await database.close()
  }
  const picture = path.join(env.DATA_DIR, 'images', imageStorageKey(imageId, 'full'))
  expect(await readFile(picture, 'utf8').catch(() => 'missing')).toBe('big')
}

describe('a backup made by an older Rosemary', () => {
  test('says the schema it was read from', async () => {
    const { manifest, entries } = await openBackup(oldBackup)
    await entries.return(undefined)
    expect(manifest.schema).toEqual({ migrations: 19, last: OLD_LAST })
    expect(manifest.tables.find((table) => table.name === 'users')?.columns.map((c) => c.name)).not.toContain(
      'is_admin',
    )
  })

  test('restores into the embedded database, and the newer migrations run over its rows', async () => {
    const env = { DATA_DIR: path.join(work, 'embedded') }
    const restored = await restore(oldBackup, env)
    expect(restored.stderr).toMatch(/Restored 6 rows of \d+ tables and 2 picture files/)
    expect(restored.stderr).toMatch(
      new RegExp(
        `The backup's schema was ${OLD_LAST}; the \\d+ migrations since \\(0019_recipes_changed_at to`,
      ),
    )
    expect(restored.code).toBe(0)
    await expectRestored(env)
  }, 300_000)

  test('restores into a new PostgreSQL database', async () => {
    const name = `rosemary_restore_older_${randomBytes(6).toString('hex')}`
    await withAdminClient((client) => client.query(`create database ${name}`))
    postgresDatabases.push(name)
    const env = { DATA_DIR: path.join(work, 'postgres'), DATABASE_URL: databaseUrl(name) }
    const restored = await restore(oldBackup, env)
    expect(restored.stderr).toMatch(/Restored 6 rows/)
    expect(restored.code).toBe(0)
    await expectRestored(env)
  }, 300_000)

  test('cut short, is refused and leaves the target as it was, so the whole file then restores', async () => {
    const whole = await readFile(oldBackup)
    const cut = path.join(work, 'cut.tar.gz')
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.9)))
    const env = { DATA_DIR: path.join(work, 'after-cut') }
    const refused = await restore(cut, env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(
      /^The restore failed; nothing was restored: .*(damaged|cut short|incomplete)/,
    )
    expect((await restore(oldBackup, env)).code).toBe(0)
    await expectRestored(env)
  }, 300_000)
})

test('a backup from a newer Rosemary (a migration this one lacks) is refused in words', async () => {
  const { manifest, entries } = await openBackup(oldBackup)
  const newer = { ...manifest, schema: { migrations: 99, last: '0098_from_the_future' }, appVersion: '9.0.0' }
  const parts = tarFile('rosemary-backup.json', Buffer.from(JSON.stringify(newer)), new Date())
  for await (const entry of entries) parts.push(...tarFile(entry.name, entry.data, new Date()))
  parts.push(tarEnd())
  const file = path.join(work, 'newer.tar.gz')
  await writeFile(file, gzipSync(Buffer.concat(parts)))
  const refused = await restore(file, { DATA_DIR: path.join(work, 'newer') })
  expect(refused.code).toBe(1)
  expect(refused.stderr).toContain(
    'This backup was made by a newer Rosemary (9.0.0, database schema 0098_from_the_future, which this ' +
      'Rosemary does not have); upgrade Rosemary first',
  )
}, 300_000)
