/**
 * The backup file appears under its name only when complete: a backup that fails part-way (here the picture
 * storage breaks) leaves neither a partial file nor a changed older backup of the same name.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Database, openPglite, pgliteExtensions } from '../db/client.ts'
import { images, users } from '../db/schema/index.ts'
import type { ImageStorage } from '../storage/image-storage.ts'
import { openBackup } from './read-backup.ts'
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
  put: () => Promise.reject(new Error('unused')),
  get: () => Promise.reject(new Error('the disk went away')),
  deletePrefix: () => Promise.reject(new Error('unused')),
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
