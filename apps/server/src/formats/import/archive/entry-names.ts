/**
 * Names of archive entries and the file references inside recipes that point at them. Entries are never
 * written to disk, but pictures are looked up by name, so a name that climbs out of the archive ("..",
 * an absolute path, a drive letter, a backslash) is refused outright rather than cleaned up: such a file was
 * made to trick an unpacker, not by a recipe app.
 */
import { ImportFileError } from '../../imported-recipe.ts'

const DRIVE_LETTER = /^[a-z]:/i

/** The entry name with "." and empty segments dropped ("./a//b" → "a/b"); throws for names that escape. */
export function normalizeEntryName(name: string): string {
  const refuse = (why: string) =>
    new ImportFileError(
      `The archive has an entry named "${name.slice(0, 200)}", which ${why}; it was refused.`,
    )
  if (name.includes('\\')) throw refuse('uses backslashes (a Windows path)')
  if (name.includes('\0')) throw refuse('holds a NUL character')
  if (name.startsWith('/') || DRIVE_LETTER.test(name)) throw refuse('is an absolute path')
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.')
  if (segments.includes('..')) throw refuse('points outside the archive')
  return segments.join('/') + (name.endsWith('/') && segments.length > 0 ? '/' : '')
}

const JUNK_FILES = new Set(['.ds_store', 'thumbs.db', 'desktop.ini', 'icon\r'])
const JUNK_FOLDERS = new Set(['__macosx', '.thumbnails', '.spotlight-v100', '.trashes', '.fseventsd'])

/**
 * Whether an entry is something the zipping machine added rather than the app that exported: macOS
 * resource forks (`__MACOSX/`, `._name`), Finder and Explorer files, thumbnail caches. Such entries are
 * never recipes, and a person should not read them reported as failed ones.
 */
export function isSystemJunk(name: string): boolean {
  const segments = name.toLowerCase().split('/')
  const file = segments[segments.length - 1] ?? ''
  return (
    file.startsWith('._') || JUNK_FILES.has(file) || segments.some((segment) => JUNK_FOLDERS.has(segment))
  )
}

/** The folder part of an entry name, "" at the top ("a/b/c.xml" → "a/b"). */
export function entryFolder(name: string): string {
  const slash = name.lastIndexOf('/')
  return slash < 0 ? '' : name.slice(0, slash)
}

/** The last segment of a path, with either separator ("C:\\Pictures\\pie.jpg" → "pie.jpg"). */
export function baseName(path: string): string {
  const segments = path.split(/[/\\]/)
  return segments[segments.length - 1] ?? ''
}

/** Whether a reference is an absolute path or address, which can only be matched by its file name. */
export function isAbsoluteReference(reference: string): boolean {
  const normalized = reference.trim().replace(/\\/g, '/')
  return (
    normalized.startsWith('/') || DRIVE_LETTER.test(normalized) || /^[a-z][a-z0-9+.-]*:/i.test(normalized)
  )
}

/**
 * Resolves a relative reference written inside a file (`images/pie.jpg`, `..\pie.jpg`) against the folder
 * of that file. Backslashes count as separators here: a reference is data, Windows apps write them. Returns
 * null for absolute references and for anything that climbs above the archive's top, so it cannot match.
 */
export function resolveReference(folder: string, reference: string): string | null {
  const normalized = reference.trim().replace(/\\/g, '/')
  if (normalized === '' || isAbsoluteReference(normalized)) return null
  const segments = folder === '' ? [] : folder.split('/')
  for (const segment of normalized.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (segments.length === 0) return null
      segments.pop()
      continue
    }
    segments.push(segment)
  }
  return segments.length === 0 ? null : segments.join('/')
}
