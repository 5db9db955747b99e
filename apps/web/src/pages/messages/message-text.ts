/**
 * A message body as pieces of text and links: only http(s) addresses become links (toWebLink refuses
 * every other scheme), and nothing else in the text is interpreted. Punctuation that ends a sentence is
 * left out of the address.
 */
import { toWebLink } from '@rosemary/shared'

export type BodyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi
const TRAILING = /[.,;:!?'"»”’)\]]+$/

/** Keeps a closing bracket that has its opening one inside the address (Wikipedia's "Foo_(bar)"). */
function trimAddress(found: string): string {
  let address = found.replace(TRAILING, '')
  const closing = found.slice(address.length)
  for (const char of closing) {
    const opening = char === ')' ? '(' : char === ']' ? '[' : null
    if (!opening) break
    const opened = address.split(opening).length - 1
    const closed = address.split(char).length - 1
    if (opened > closed) address += char
    else break
  }
  return address
}

export function splitMessageBody(body: string): BodyPart[] {
  const parts: BodyPart[] = []
  let at = 0
  for (const match of body.matchAll(ADDRESS)) {
    const address = trimAddress(match[0])
    const href = toWebLink(address)
    if (!href || address.length === 0) continue
    if (match.index > at) parts.push({ kind: 'text', text: body.slice(at, match.index) })
    parts.push({ kind: 'link', text: address, href })
    at = match.index + address.length
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) })
  return parts
}
