/**
 * Text people write for others to read, with the characters out that change how it reads without being
 * seen: bidirectional overrides, embeddings and isolates ("\u202Egnp.exe" is shown as "exe.png") and
 * control characters. Right-to-left writing itself is untouched: Arabic and Hebrew letters order
 * themselves, and the marks that place punctuation among them (U+200E, U+200F, U+061C) stay, as they
 * cannot reverse a run of letters.
 */

/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g
/** C0 controls but tab, line feed and carriage return (handled as line breaks), DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
/** Every way to end a line: CR LF, CR, LF, NEL, and the line and paragraph separators. */
const LINE_BREAKS = /\r\n|[\n\r\u0085\u2028\u2029]/g

/** A name, title or list item: on one line, so breaks and tabs become spaces; not trimmed. */
export function toSingleLine(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(CONTROLS, '')
}

/** A message, notes, a recipe's steps: lines end in a line feed, tabs stay; not trimmed. */
export function toMultiLine(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(LINE_BREAKS, '\n').replace(CONTROLS, '')
}
