/**
 * `npm run backup` and `npm run restore` as the operator runs them: real processes, a server filled through
 * its API, backed up, restored into an empty data folder and into empty PostgreSQL databases, then started
 * on the restored data and asked for everything again: embedded → embedded, embedded → PostgreSQL (moving
 * off the default) and PostgreSQL → PostgreSQL (backed up while its server runs).
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { databaseUrl, withAdminClient } from '../src/test/databases.ts'
import { fillLibrary, type Person, readLibrary } from '../src/test/library-over-http.ts'
import { startServer, stopServer } from '../src/test/server-process.ts'

const SCRIPTS = { backup: 'backup.ts', restore: 'restore.ts' } as const

interface Run {
  code: number
  stderr: string
}

async function run(command: keyof typeof SCRIPTS, file: string, env: Record<string, string>): Promise<Run> {
  const script = fileURLToPath(new URL(`./${SCRIPTS[command]}`, import.meta.url))
  try {
    const { stderr } = await promisify(execFile)(process.execPath, [script, file], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    })
    return { code: 0, stderr }
  } catch (error) {
    const failed = error as { code: number; stderr: string }
    return { code: failed.code, stderr: failed.stderr }
  }
}

let work: string
let people: Person[]
let original: unknown
const databases: string[] = []

async function newPostgresDatabase(): Promise<string> {
  const name = `rosemary_restore_${randomBytes(6).toString('hex')}`
  await withAdminClient((client) => client.query(`create database ${name}`))
  databases.push(name)
  return databaseUrl(name)
}

async function readServed(env: Record<string, string>): Promise<unknown> {
  const server = await startServer(env)
  try {
    return await readLibrary(server.url, people)
  } finally {
    expect(await stopServer(server)).toBe(0)
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'rosemary-backup-'))
  const server = await startServer({ DATA_DIR: path.join(work, 'source') })
  try {
    people = await fillLibrary(server.url)
    original = await readLibrary(server.url, people)
  } finally {
    expect(await stopServer(server)).toBe(0)
  }
}, 420_000)

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
  for (const name of databases)
    await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`))
})

describe('npm run backup and npm run restore', () => {
  test('embedded → embedded: every account, recipe, picture, label, list, plan and message comes back', async () => {
    const file = path.join(work, 'embedded.tar.gz')
    const backup = await run('backup', file, { DATA_DIR: path.join(work, 'source') })
    expect(backup.stderr).toMatch(/Backed up \d+ rows of \d+ tables and 2 picture files/)
    expect(backup.code).toBe(0)

    const target = path.join(work, 'restored')
    const restore = await run('restore', file, { DATA_DIR: target })
    expect(restore.stderr).toMatch(/Restored \d+ rows of \d+ tables and 2 picture files/)
    expect(restore.code).toBe(0)
    expect(await readServed({ DATA_DIR: target })).toEqual(original)
  }, 420_000)

  test('embedded → PostgreSQL, then PostgreSQL → PostgreSQL backed up while its server runs', async () => {
    const file = path.join(work, 'embedded.tar.gz')
    const moved = { DATABASE_URL: await newPostgresDatabase(), DATA_DIR: path.join(work, 'moved') }
    expect((await run('restore', file, moved)).code).toBe(0)
    expect(await readServed(moved)).toEqual(original)

    const server = await startServer(moved)
    const fromPostgres = path.join(work, 'postgres.tar.gz')
    try {
      const backup = await run('backup', fromPostgres, moved)
      expect(backup.code).toBe(0)
    } finally {
      expect(await stopServer(server)).toBe(0)
    }
    const again = { DATABASE_URL: await newPostgresDatabase(), DATA_DIR: path.join(work, 'again') }
    expect((await run('restore', fromPostgres, again)).code).toBe(0)
    expect(await readServed(again)).toEqual(original)
  }, 420_000)

  test('a backup of the embedded database while the server runs is refused, and no file is left', async () => {
    const dataDir = path.join(work, 'source')
    const server = await startServer({ DATA_DIR: dataDir })
    const file = path.join(work, 'refused.tar.gz')
    try {
      const backup = await run('backup', file, { DATA_DIR: dataDir })
      expect(backup.code).toBe(1)
      expect(backup.stderr).toContain(
        `The backup failed: Another Rosemary process (pid ${server.process.pid}) is using ${dataDir}; stop it first`,
      )
    } finally {
      expect(await stopServer(server)).toBe(0)
    }
    await expect(stat(file)).rejects.toThrow(/ENOENT/)
  }, 300_000)

  test('a cut-short, a wrong and a missing file are refused in words, and leave the target empty', async () => {
    const whole = await readFile(path.join(work, 'embedded.tar.gz'))
    const target = { DATA_DIR: path.join(work, 'faults') }
    const cases: [string, Buffer | null, RegExp][] = [
      ['cut.tar.gz', whole.subarray(0, Math.floor(whole.length * 0.8)), /is damaged or cut short/],
      ['notes.txt', Buffer.from('my shopping notes\n'), /is not a Rosemary backup \(it is not a gzip file\)/],
      ['other.gz', gzipSync(Buffer.from('not a tar at all '.repeat(100))), /is not a Rosemary backup/],
      ['missing.tar.gz', null, /does not exist or cannot be read/],
    ]
    for (const [name, bytes, message] of cases) {
      const file = path.join(work, name)
      if (bytes) await writeFile(file, bytes)
      const restore = await run('restore', file, target)
      expect(restore.code, name).toBe(1)
      expect(restore.stderr, name).toMatch(/^The restore failed; nothing was restored: /)
      expect(restore.stderr, name).toMatch(message)
    }
    // Nothing of the cut-short file stayed: the whole one then restores into the same folder.
    expect((await run('restore', path.join(work, 'embedded.tar.gz'), target)).code).toBe(0)
  }, 420_000)

  test('a restore into a database that holds data is refused and changes nothing', async () => {
    const restore = await run('restore', path.join(work, 'embedded.tar.gz'), {
      DATA_DIR: path.join(work, 'restored'),
    })
    expect(restore.code).toBe(1)
    expect(restore.stderr).toMatch(
      /The database is not empty \(.*users.*\): restore into an empty data folder/,
    )
    expect(await readServed({ DATA_DIR: path.join(work, 'restored') })).toEqual(original)
  }, 300_000)
})
