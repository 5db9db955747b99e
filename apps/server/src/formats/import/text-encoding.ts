/**
 * Text files to text. The classic formats (MealMaster, MasterCook, RezKonv) come from DOS and Windows
 * programs and are Windows-1252 or Latin-1 as often as UTF-8; newer apps write UTF-8 and sometimes UTF-16
 * with a byte order mark. A mark decides; otherwise valid UTF-8 is UTF-8, and anything else is read as
 * Windows-1252 (a superset of Latin-1's printable letters) rather than refused.
 */
import { byteOrderEncoding } from './xml-encoding.ts'

/** `partial`: the bytes are a file's start, so a character cut at their end is left out, not a sign of 1252. */
export function decodeText(bytes: Uint8Array, { partial = false } = {}): string {
  const marked = byteOrderEncoding(bytes)
  // TextDecoder drops the mark itself for UTF-8 and UTF-16.
  if (marked) return new TextDecoder(marked).decode(bytes, { stream: partial })
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial })
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
