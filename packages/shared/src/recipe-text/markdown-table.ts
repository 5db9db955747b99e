/**
 * Markdown tables in steps and notes ("| Size | Time |", "|---|---|", then a row a line), read into cells so
 * the page can show a real table. Only text comes out: the cells are shown as written, never as markup.
 */
export type CellAlign = 'left' | 'center' | 'right' | null

export interface MarkdownTable {
  header: string[]
  align: CellAlign[]
  /** Each as long as the header: missing cells are empty, extra ones dropped (as GitHub does). */
  rows: string[][]
}

export type TextBlock = { kind: 'text'; text: string } | { kind: 'table'; table: MarkdownTable }

const SEPARATOR_CELL = /^:?-+:?$/u
// A pipe a cell holds is written "\|".
const CELL_BORDER = /(?<!\\)\|/u

function cellsOf(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/u, '')
    .replace(/(?<!\\)\|$/u, '')
  return inner.split(CELL_BORDER).map((cell) => cell.trim().replaceAll('\\|', '|'))
}

function isRow(line: string, leadingPipe: boolean): boolean {
  const trimmed = line.trim()
  return leadingPipe ? trimmed.startsWith('|') : CELL_BORDER.test(trimmed)
}

function alignOf(cell: string): CellAlign {
  if (cell.startsWith(':')) return cell.endsWith(':') ? 'center' : 'left'
  return cell.endsWith(':') ? 'right' : null
}

/** The separator under a header of `count` cells ("|---|:--:|"), or null. */
function readSeparator(line: string, count: number): CellAlign[] | null {
  if (!line.includes('-') || !CELL_BORDER.test(line)) return null
  const cells = cellsOf(line)
  return cells.length === count && cells.every((cell) => SEPARATOR_CELL.test(cell))
    ? cells.map(alignOf)
    : null
}

/** Where the table that starts at `lines[start]` ends (the index after its last row), or `start` when none does. */
export function tableEnd(lines: readonly string[], start: number): number {
  const header = lines[start]
  const separator = lines[start + 1]
  if (header === undefined || separator === undefined || !isRow(header, false)) return start
  if (!readSeparator(separator, cellsOf(header).length)) return start
  const leadingPipe = header.trim().startsWith('|')
  let end = start + 2
  while (end < lines.length && isRow(lines[end] ?? '', leadingPipe)) end += 1
  return end
}

/** The table written on `lines` (as tableEnd found them). */
export function readTable(lines: readonly string[]): MarkdownTable {
  const [header = '', separator = '', ...body] = lines
  const headerCells = cellsOf(header)
  const width = headerCells.length
  return {
    header: headerCells,
    align: readSeparator(separator, width) ?? headerCells.map(() => null),
    rows: body.map((line) => {
      const cells = cellsOf(line).slice(0, width)
      return [...cells, ...Array<string>(width - cells.length).fill('')]
    }),
  }
}

/** Text split into its paragraphs of plain text and its tables, in order; blank text between them goes. */
export function splitTextBlocks(text: string): TextBlock[] {
  const lines = text.split(/\r\n|\r|\n/u)
  const blocks: TextBlock[] = []
  let plain: string[] = []
  const flush = () => {
    const joined = plain.join('\n').replace(/^(?:[ \t]*\n)+|(?:\n[ \t]*)+$/gu, '')
    if (joined.trim() !== '') blocks.push({ kind: 'text', text: joined })
    plain = []
  }
  for (let index = 0; index < lines.length;) {
    const end = tableEnd(lines, index)
    if (end === index) {
      plain.push(lines[index] ?? '')
      index += 1
    } else {
      flush()
      blocks.push({ kind: 'table', table: readTable(lines.slice(index, end)) })
      index = end
    }
  }
  flush()
  return blocks
}
