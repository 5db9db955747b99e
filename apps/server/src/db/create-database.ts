/**
 * A new embedded database is created and migrated by a short-lived process of its own. PostgreSQL's
 * initdb inside PGlite runs a second PGlite instance and copies its 128 MB of WebAssembly memory, which
 * took the server's peak to 600-750 MB; WebAssembly memory is never given back, and neither were 40 MB
 * of it after the start. A process that ends returns all of it; the server then opens a finished database.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const CHILD_ENTRY = fileURLToPath(new URL('./create-database-child.ts', import.meta.url))

/** True when `dbDir` holds no database yet (PostgreSQL writes PG_VERSION first thing). */
export function needsCreating(dbDir: string): boolean {
  return !existsSync(path.join(dbDir, 'PG_VERSION'))
}

/** Creates and migrates the database in `dbDir` in a child process, with this process's Node flags. */
export async function createDatabaseApart(dbDir: string): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, CHILD_ENTRY, dbDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const errors: Buffer[] = []
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) {
    const output = Buffer.concat(errors).toString().trim()
    throw new Error(`the database in ${dbDir} could not be created: ${output || `exit code ${code}`}`)
  }
}
