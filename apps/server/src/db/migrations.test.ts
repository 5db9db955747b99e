/**
 * Migrations are generated from the schema and committed. If someone changes the schema and forgets to
 * run `npm run db:generate`, this fails instead of a database missing a column in production.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cp, readdir, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'
import { migrationsFolder } from './client.ts'

// The package's exports hide bin.cjs; it sits next to the main entry.
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs')
const serverRoot = path.resolve(migrationsFolder, '../../..')

test('the committed migrations are what drizzle-kit generates from the schema', async () => {
  // drizzle-kit prefixes "./" to --out (an absolute path breaks it), so the copy lives inside the package.
  const out = `.migrations-check-${randomBytes(4).toString('hex')}`
  try {
    await cp(migrationsFolder, path.join(serverRoot, out), { recursive: true })
    const before = await readdir(path.join(serverRoot, out), { recursive: true })
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        drizzleKit,
        'generate',
        '--dialect=postgresql',
        '--schema=./src/db/schema/index.ts',
        `--out=./${out}`,
        '--casing=snake_case',
      ],
      { cwd: serverRoot },
    )
    const after = await readdir(path.join(serverRoot, out), { recursive: true })
    expect(after.sort(), `drizzle-kit would write a new migration:\n${stdout}${stderr}`).toEqual(
      before.sort(),
    )
    expect(stdout).toContain('No schema changes')
  } finally {
    await rm(path.join(serverRoot, out), { recursive: true, force: true })
  }
})
