/** A line wholly in [square brackets] is a section header (spec §3). */
const HEADER = /^\s*\[(.*)\]\s*$/su
// A backslash ending a line joins it to the next, as in a shell: the backslash and the break read as one space.
const CONTINUED = /[ \t]*\\[ \t]*(?:\r\n|\r|\n)[ \t]*/gu
const ENDS_CONTINUED = /\\[ \t]*$/u

export function readHeaderTitle(line: string): string | null {
  const title = HEADER.exec(line)?.[1]
  return title === undefined ? null : title.trim()
}

export function isHeaderLine(line: string): boolean {
  return readHeaderTitle(line) !== null
}

/** "1 cup milk, \" and "warmed" on the next line are one line: "1 cup milk, warmed". */
export function joinContinuedLines(text: string): string {
  return text.replace(CONTINUED, ' ')
}

export interface WrittenLine {
  /** Trimmed, a continued line joined to the next. */
  text: string
  /** The lines as written (each trimmed), backslashes and breaks kept: what an export writes back. */
  written: string
}

/** One item per non-empty line; a line ending in a backslash goes on on the next. */
export function readLines(text: string): WrittenLine[] {
  const lines: WrittenLine[] = []
  let pieces: string[] = []
  const physical = text.split(/\r\n|\r|\n/u)
  physical.forEach((line, index) => {
    pieces.push(line)
    if (ENDS_CONTINUED.test(line) && index < physical.length - 1) return
    const joined = joinContinuedLines(pieces.join('\n')).trim()
    if (joined !== '') lines.push({ text: joined, written: pieces.map((piece) => piece.trim()).join('\n') })
    pieces = []
  })
  return lines
}

/** One item per non-empty line, trimmed; a line ending in a backslash goes on on the next. */
export function splitLines(text: string): string[] {
  return readLines(text).map((line) => line.text)
}
