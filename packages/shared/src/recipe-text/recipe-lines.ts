/** A line wholly in [square brackets] is a section header (spec §3). */
const HEADER = /^\s*\[(.*)\]\s*$/su

export function readHeaderTitle(line: string): string | null {
  const title = HEADER.exec(line)?.[1]
  return title === undefined ? null : title.trim()
}

export function isHeaderLine(line: string): boolean {
  return readHeaderTitle(line) !== null
}

/** One item per non-empty line, trimmed. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/u)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
}
