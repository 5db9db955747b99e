/**
 * Which sources a build of the web app was made from: one hash of every file a build reads (the app, the
 * shared package, the root package.json for the version, the lockfile for the dependencies), kept in the
 * build folder. `npm start` builds only when there is no build or the hash of today's sources differs, so
 * a restart does not wait 20 seconds for Vite.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** In the build folder: deleted with it, and emptied by every build before it writes anything. */
export const STAMP_FILE = '.source-stamp'

/** What a build of the web app reads, relative to the repository. */
export const WEB_SOURCES = ['apps/web', 'packages/shared', 'package.json', 'package-lock.json']

/** Folders that are outputs or installs, and tests, which never reach the bundle. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist'])
const SKIPPED_FILES = /\.test\.tsx?$/

async function listFiles(root: string, relative: string): Promise<string[]> {
  const full = path.join(root, relative)
  let entries
  try {
    entries = await readdir(full, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [relative]
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const nested = await Promise.all(
    entries
      .filter((entry) =>
        entry.isDirectory() ? !SKIPPED_FOLDERS.has(entry.name) : !SKIPPED_FILES.test(entry.name),
      )
      .map((entry) => listFiles(root, path.join(relative, entry.name))),
  )
  return nested.flat()
}

/** A hash of the names and contents of the files under `sources` (files or folders, relative to `root`). */
export async function hashSources(root: string, sources: readonly string[] = WEB_SOURCES): Promise<string> {
  const files = (await Promise.all(sources.map((source) => listFiles(root, source)))).flat().sort()
  const hash = createHash('sha256')
  for (const file of files) {
    // The name and the length first, so that moving bytes between files changes the hash.
    const content = await readFile(path.join(root, file))
    hash.update(`${file.split(path.sep).join('/')}\0${content.length}\0`).update(content)
  }
  return hash.digest('hex')
}

export async function readStamp(distDir: string): Promise<string | null> {
  try {
    return (await readFile(path.join(distDir, STAMP_FILE), 'utf8')).trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

export async function writeStamp(distDir: string, hash: string): Promise<void> {
  await writeFile(path.join(distDir, STAMP_FILE), `${hash}\n`)
}

/** Why the web app must be built before it is served, or null when `distDir` is a build of these sources. */
export async function reasonToBuild(distDir: string, sourcesHash: string): Promise<string | null> {
  const built = await readStamp(distDir)
  if (built === null) return 'there is no finished build of it'
  if (built !== sourcesHash) return 'its sources changed since it was built'
  return null
}
