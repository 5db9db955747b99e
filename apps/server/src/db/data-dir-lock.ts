/**
 * PGlite is a database engine inside this process: two processes writing the same folder would corrupt it.
 * A pid file claims DATA_DIR; a file left by a process that has died is taken over.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'rosemary.pid'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readOwner(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '')
  const pid = Number.parseInt(text, 10)
  return Number.isInteger(pid) && pid > 0 ? pid : null
}

/** Claims the folder for this process; the returned function gives it back. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  const release = async () => {
    if ((await readOwner(file)) === process.pid) await rm(file, { force: true })
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' })
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = await readOwner(file)
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `Another Rosemary process (pid ${owner}) is using ${dataDir}; stop it first or set DATA_DIR to another folder`,
        )
      }
      await rm(file, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not claim ${dataDir}: another process keeps taking ${LOCK_FILE}`)
}
