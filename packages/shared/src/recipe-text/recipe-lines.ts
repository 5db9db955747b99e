/** A line wholly in [square brackets] is a section header (spec §3). */
const HEADER = /^\s*\[(.*)\]\s*$/su
// A backslash ending a line joins it to the next, as in a shell: the backslash and the break read as one space.
const CONTINUED = /[ \t]*\\[ \t]*(?:\r\n|\r|\n)[ \t]*/gu

export function readHeaderTitle(line: string): string | null {
  const title = HEADER.exec(line)?.[1]
  return title === undefined ? null : title.trim()
}

export function isHeaderLine(line: string): boolean {
  return readHeaderTitle(line) !== null
}

/** "1 cup milk, \⏎ warmed" is one line: "1 cup milk, warmed". */
export function joinContinuedLines(text: string): string {
  return text.replace(CONTINUED, ' ')
}

/** One item per non-empty line, trimmed; a line ending in a backslash goes on on the next. */
export function splitLines(text: string): string[] {
  return joinContinuedLines(text)
    .split(/\r\n|\r|\n/u)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
}
