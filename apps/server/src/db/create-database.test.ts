import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { migrationsFolder, PGLITE_POSTGRES_CONF, pgliteExtensions } from './client.ts'
import { createDatabaseApart, needsCreating } from './create-database.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-create-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const residentMiB = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024

test('a new folder gets a migrated database, and this process none of the memory that took', async () => {
  const dbDir = path.join(dir, 'db')
  expect(needsCreating(dbDir)).toBe(true)
  const before = residentMiB()
  await createDatabaseApart(dbDir)
  // In this process, PGlite's initdb alone takes 400 MB or more.
  expect(residentMiB() - before).toBeLessThan(100)
  expect(needsCreating(dbDir)).toBe(false)

  const client = await PGlite.create(dbDir, {
    extensions: pgliteExtensions(),
    postgresqlconf: PGLITE_POSTGRES_CONF,
  })
  try {
    const applied = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )
    const migrations = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'))
    expect(applied.rows[0]?.n).toBe(migrations.length)
    const users = await client.query<{ n: number }>('select count(*)::int as n from users')
    expect(users.rows[0]?.n).toBe(0)
  } finally {
    await client.close()
  }
})

test('a database that cannot be created says where and why', async () => {
  const dbDir = path.join(dir, 'no', 'such', 'folder', 'db')
  await expect(createDatabaseApart(dbDir)).rejects.toThrow(
    new RegExp(`the database in ${dbDir} could not be created: .*ENOENT`, 's'),
  )
})
