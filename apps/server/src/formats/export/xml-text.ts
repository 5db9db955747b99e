/** Text made safe for an XML 1.0 document, whatever it holds. */

// XML 1.0 allows tab, newline, carriage return and U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF; with
// the u flag a lone surrogate is a code point of its own, so it is dropped as well.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  // A parser turns a literal carriage return into a newline; as a reference it survives.
  '\r': '&#13;',
}

/** Escapes text for element content or a double-quoted attribute, dropping characters XML cannot hold. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"\r]/g, (character) => ESCAPES[character] ?? character)
}

/** `<name>text</name>`, the text escaped. */
export function xmlElement(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`
}
