/**
 * The backup file appears under its name only when complete: a backup that fails part-way (here the picture
 * storage breaks) leaves neither a partial file nor a changed older backup of the same name. And what a
 * restore keeps as it was, in process (the CLI tests in scripts/backup.test.ts cover the rest).
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { type Database, openPglite, pgliteExtensions } from '../db/client.ts'
import { images, recipes, users } from '../db/schema/index.ts'
import { createLocalImageStorage, type ImageStorage } from '../storage/image-storage.ts'
import { createMemoryImageStorage } from '../test/memory-image-storage.ts'
import { openBackup } from './read-backup.ts'
import { restoreBackup } from './restore-backup.ts'
import { writeBackup } from './write-backup.ts'

let opened: Database | undefined
const database = (): Database => {
  if (!opened) throw new Error('the database did not open')
  return opened
}
let folder: string
beforeAll(async () => {
  opened = await openPglite(await PGlite.create({ extensions: pgliteExtensions() }))
  const [user] = await database()
    .db.insert(users)
    .values({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' })
    .returning()
  await database().db.insert(images).values({ userId: user!.id, width: 1, height: 1, bytes: 1 })
  folder = await mkdtemp(path.join(os.tmpdir(), 'rosemary-write-backup-'))
}, 300_000)
afterAll(async () => {
  await opened?.close()
  await rm(folder, { recursive: true, force: true })
})

const brokenStorage: ImageStorage = {
  ...createMemoryImageStorage(),
  get: () => Promise.reject(new Error('the disk went away')),
}

test('a backup that fails part-way leaves no file, and an older file of the same name as it was', async () => {
  const file = path.join(folder, 'backup.tar.gz')
  await expect(writeBackup({ database: database(), storage: brokenStorage, file })).rejects.toThrow(
    'the disk went away',
  )
  expect(await readdir(folder)).toEqual([])

  await writeFile(file, 'the older backup')
  await expect(writeBackup({ database: database(), storage: brokenStorage, file })).rejects.toThrow(
    'the disk went away',
  )
  expect(await readdir(folder)).toEqual(['backup.tar.gz'])
  expect(await readFile(file, 'utf8')).toBe('the older backup')
})

test('a picture the storage does not have is named in end.json, and the rest is backed up', async () => {
  const file = path.join(folder, 'complete.tar.gz')
  const empty: ImageStorage = { ...brokenStorage, get: () => Promise.resolve(null) }
  const summary = await writeBackup({ database: database(), storage: empty, file })
  expect(summary.pictures).toBe(0)
  expect(summary.missingPictures).toHaveLength(2)
  const backup = await openBackup(file)
  expect(backup.manifest.tables.find((table) => table.name === 'users')?.rows).toBe(1)
  const names = []
  for await (const entry of backup.entries) names.push(entry.name)
  expect(names.at(-1)).toBe('end.json')
  expect(names.filter((name) => name.startsWith('tables/users/'))).toHaveLength(1)
})

test('a restore keeps what triggers stamped, takes a table no code lists, and moves its sequence on', async () => {
  const source = database()
  await source.db.execute(sql`create table backup_test_counters (id serial primary key, note text)`)
  await source.db.execute(sql`insert into backup_test_counters (note) values ('one'), ('two')`)
  const [user] = await source.db.select().from(users)
  await source.db.insert(recipes).values({ userId: user!.id, title: 'Soup' })
  // An old stamp: a trigger run again by the restore would write the clock's time instead.
  await source.db.execute(sql`alter table recipes disable trigger user`)
  await source.db.execute(sql`update recipes set changed_at = '2020-01-02T03:04:05.678Z'`)
  await source.db.execute(sql`alter table recipes enable trigger user`)
  const file = path.join(folder, 'round-trip.tar.gz')
  const files = createLocalImageStorage(path.join(folder, 'source-images'))
  await files.put(`${(await source.db.select().from(images))[0]!.id}/full.webp`, Buffer.from('full'))
  await writeBackup({
    database: source,
    storage: { ...files, get: async (key) => (await files.get(key)) ?? Buffer.from(key) },
    file,
  })

  const target = await openPglite(await PGlite.create({ extensions: pgliteExtensions() }))
  try {
    await target.db.execute(sql`create table backup_test_counters (id serial primary key, note text)`)
    const restoredImages = createLocalImageStorage(path.join(folder, 'restored-images'))
    await restoreBackup({ backup: await openBackup(file), database: target, storage: restoredImages })
    const [recipe] = await target.db.select().from(recipes)
    expect(recipe?.changedAt.toISOString()).toBe('2020-01-02T03:04:05.678Z')
    expect(recipe?.labelText).toBe('')
    await target.db.execute(sql`insert into backup_test_counters (note) values ('three')`)
    const counters: unknown = await target.db.execute(
      sql`select id, note from backup_test_counters order by id`,
    )
    expect((counters as { rows: unknown[] }).rows).toEqual([
      { id: 1, note: 'one' },
      { id: 2, note: 'two' },
      { id: 3, note: 'three' },
    ])
    const [image] = await target.db.select().from(images)
    expect((await restoredImages.get(`${image!.id}/full.webp`))?.toString()).toBe('full')
  } finally {
    await target.close()
  }
}, 300_000)

test('rows the database refuses end the restore in its words, without the rows, and leave it empty', async () => {
  const target = await openPglite(await PGlite.create({ extensions: pgliteExtensions() }))
  try {
    await target.db.execute(
      sql`create table backup_test_counters (id serial primary key, note text check (note <> 'two'))`,
    )
    const storage = createLocalImageStorage(path.join(folder, 'refused-images'))
    const restoring = restoreBackup({
      backup: await openBackup(path.join(folder, 'round-trip.tar.gz')),
      database: target,
      storage,
    })
    await expect(restoring).rejects.toThrow(
      /^the rows of backup_test_counters in tables\/backup_test_counters\/000001\.jsonl could not be loaded: .*violates check constraint/,
    )
    await expect(restoring).rejects.not.toThrow(/one|\$2a|argon|params/)
    expect(await target.db.select().from(users)).toEqual([])
  } finally {
    await target.close()
  }
}, 300_000)
