/**
 * Which addresses may become a link or a picture source. A recipe's url is free text: `javascript:` or
 * `data:` in an href would run or show whatever the text says, so only http(s) addresses are used.
 */

const WEB_PROTOCOLS = new Set(['http:', 'https:'])

/** The text as an absolute http(s) URL for an href, or null when it is anything else. */
export function toLinkUrl(text: string): string | null {
  const url = URL.parse(text.trim())
  return url && WEB_PROTOCOLS.has(url.protocol) ? url.href : null
}

/** A picture address: absolute http(s) or a path on this server ("/api/…"); null otherwise. */
export function toImageUrl(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  const url = URL.parse(trimmed, 'http://relative.invalid/')
  return url && WEB_PROTOCOLS.has(url.protocol) ? trimmed : null
}
