/**
 * The text of a fetched page in the charset it is written in: the HTTP header's, else a byte-order mark,
 * else a `<meta>` declaration near the top, else UTF-8 (what a browser assumes today).
 */
import { TextDecoder } from 'node:util'

const SNIFF_BYTES = 4096

function decoderFor(label: string | undefined): TextDecoder | null {
  if (!label) return null
  try {
    return new TextDecoder(label.trim().toLowerCase())
  } catch {
    return null
  }
}

function metaCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, SNIFF_BYTES))
  return (
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w-]+)/i.exec(head)?.[1]
  )
}

function bomCharset(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  return undefined
}

export function decodePage(bytes: Uint8Array, contentType: string): string {
  const declared = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1]
  const decoder =
    decoderFor(declared) ??
    decoderFor(bomCharset(bytes)) ??
    decoderFor(metaCharset(bytes)) ??
    new TextDecoder()
  return decoder.decode(bytes)
}

/** True when the content type says HTML (or says nothing, as some servers do). */
export function isHtml(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  return type === '' || type === 'text/html' || type === 'application/xhtml+xml' || type === 'text/plain'
}
