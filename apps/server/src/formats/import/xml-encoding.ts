/**
 * XML bytes to text. Recipe apps of the 2000s wrote Latin-1 and Windows-1252 as often as UTF-8, sometimes
 * declared in the prolog and sometimes not at all; the byte order mark and the declaration decide, and an
 * undeclared file that is not valid UTF-8 is read as Windows-1252 (a superset of Latin-1) rather than refused.
 */
import { ImportFileError } from '../imported-recipe.ts'

const DECLARED_ENCODING = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/

/** The encoding a byte order mark (or UTF-16's `<?` pair) names, or null when there is none. */
export function byteOrderEncoding(bytes: Uint8Array): string | null {
  const [a, b, c, d] = bytes
  if (a === 0xef && b === 0xbb && c === 0xbf) return 'utf-8'
  if (a === 0xff && b === 0xfe) return 'utf-16le'
  if (a === 0xfe && b === 0xff) return 'utf-16be'
  if (a === 0x3c && b === 0 && c === 0x3f && d === 0) return 'utf-16le'
  if (a === 0 && b === 0x3c && c === 0 && d === 0x3f) return 'utf-16be'
  return null
}

function decodeAs(label: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder(label).decode(bytes)
  } catch (error) {
    throw new ImportFileError(`The XML declares the encoding "${label}", which is not supported.`, {
      cause: error,
    })
  }
}

export function decodeXmlBytes(bytes: Uint8Array): string {
  const marked = byteOrderEncoding(bytes)
  if (marked) return new TextDecoder(marked).decode(bytes)
  const prolog = new TextDecoder('latin1').decode(bytes.subarray(0, 200))
  const declared = DECLARED_ENCODING.exec(prolog)?.[1]?.toLowerCase()
  if (declared && declared !== 'utf-8' && declared !== 'utf8') return decodeAs(declared, bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
