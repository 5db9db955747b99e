/**
 * A bounded RFC 4180 reader for the CSV files recipe apps and spreadsheets export: quoted fields may hold
 * the delimiter, doubled quotes and line breaks; records end with CRLF, LF or CR; the delimiter is a
 * comma, a semicolon (what Excel writes where the comma is the decimal mark) or a tab, detected from the
 * header line, or named by Excel's `sep=;` first line. One pass over the text, no regular expressions:
 * a field is found by scanning to the next delimiter or quote, so time stays linear in the file whatever
 * it holds. Rows, columns and field sizes are capped so a damaged or hostile file fails cleanly.
 * Lenient where spreadsheets are: spaces before an opening quote are dropped, text after a closing quote
 * is kept, and a row may have fewer or more cells than the header.
 */
import { ImportFileError } from '../imported-recipe.ts'

export type CsvDelimiter = ',' | ';' | '\t'

export interface CsvLimits {
  /** Records after the header. */
  maxRows: number
  /** Cells in one record. */
  maxColumns: number
  /** UTF-16 units in one cell. */
  maxFieldChars: number
}

/** Far above any recipe export (a 64 MB upload of 2 KB recipes is 32,000 rows). */
export const DEFAULT_CSV_LIMITS: CsvLimits = { maxRows: 100_000, maxColumns: 1_000, maxFieldChars: 4_000_000 }

export interface CsvRecord {
  cells: string[]
  /** The line the record starts on, counting from 1, for messages about it. */
  line: number
  /** True when the file ended inside this record's quoted field: the file was cut short or a quote is stray. */
  unclosed: boolean
}

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t']
const QUOTE = 34
const CR = 13
const LF = 10
const SPACE = 32
const TAB = 9

/** Excel's first line naming the delimiter: "sep=;". */
function separatorLine(text: string): CsvDelimiter | null {
  if (!text.startsWith('sep=')) return null
  const delimiter = DELIMITERS.find((candidate) => candidate === text[4])
  const after = text.charCodeAt(5)
  return delimiter && (Number.isNaN(after) || after === CR || after === LF) ? delimiter : null
}

/**
 * The delimiter of a header line: whichever of comma, semicolon and tab appears most often outside quotes
 * in the first record (a comma on a tie, and for a one-column file).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>()
  let quoted = false
  for (let at = 0; at < text.length && at < 65_536; at++) {
    const char = text[at] ?? ''
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1)
  }
  let best: CsvDelimiter = ','
  for (const candidate of DELIMITERS)
    if ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0)) best = candidate
  return best
}

/** Reads records one at a time, so a recogniser can stop after the header. */
export class CsvReader {
  readonly delimiter: CsvDelimiter
  readonly #text: string
  readonly #limits: CsvLimits
  readonly #delimiterCode: number
  #at = 0
  #line = 1
  #records = 0

  constructor(text: string, limits: CsvLimits = DEFAULT_CSV_LIMITS, delimiter?: CsvDelimiter) {
    const start = text.charCodeAt(0) === 0xfeff ? 1 : 0
    const body = text.slice(start)
    const named = separatorLine(body)
    this.#text = body
    if (named) this.#skipLine()
    this.delimiter = delimiter ?? named ?? detectDelimiter(body.slice(this.#at))
    this.#delimiterCode = this.delimiter.charCodeAt(0)
    this.#limits = limits
  }

  /** The next record that is not a blank line, or null at the end of the text. */
  next(): CsvRecord | null {
    this.#skipBlankLines()
    if (this.#at >= this.#text.length) return null
    // The header is record 1, so data rows may number maxRows.
    if (++this.#records > this.#limits.maxRows + 1)
      throw new ImportFileError(`The CSV file has more than ${this.#limits.maxRows} rows.`)
    return this.#record()
  }

  /** Past lines holding nothing but spaces, without making records of them: a file may be mostly those. */
  #skipBlankLines(): void {
    const text = this.#text
    for (;;) {
      let at = this.#at
      for (let code = text.charCodeAt(at); code === SPACE || (code === TAB && this.#delimiterCode !== TAB);)
        code = text.charCodeAt(++at)
      if (at < text.length && !this.#isLineEnd(text.charCodeAt(at))) return
      this.#at = at
      if (at >= text.length) return
      this.#endOfLine()
    }
  }

  #skipLine(): void {
    while (this.#at < this.#text.length && !this.#isLineEnd(this.#text.charCodeAt(this.#at))) this.#at++
    this.#endOfLine()
  }

  #isLineEnd(code: number): boolean {
    return code === LF || code === CR
  }

  /** Past a CRLF, LF or CR at the current position. */
  #endOfLine(): void {
    const code = this.#text.charCodeAt(this.#at)
    if (code === CR && this.#text.charCodeAt(this.#at + 1) === LF) this.#at += 2
    else if (code === CR || code === LF) this.#at += 1
    else return
    this.#line++
  }

  #record(): CsvRecord {
    const line = this.#line
    const cells: string[] = []
    let unclosed = false
    for (;;) {
      const field = this.#field()
      unclosed ||= field.unclosed
      cells.push(field.text)
      if (cells.length > this.#limits.maxColumns)
        throw new ImportFileError(
          `Line ${line} of the CSV file has more than ${this.#limits.maxColumns} columns.`,
        )
      const code = this.#text.charCodeAt(this.#at)
      if (code === this.#delimiterCode) {
        this.#at++
        continue
      }
      this.#endOfLine()
      return { cells, line, unclosed }
    }
  }

  /** One cell, leaving the position on the delimiter or line end after it (or the text's end). */
  #field(): { text: string; unclosed: boolean } {
    const text = this.#text
    let at = this.#at
    while (text.charCodeAt(at) === SPACE) at++
    if (text.charCodeAt(at) !== QUOTE) return { text: this.#unquoted(this.#at), unclosed: false }
    let value = ''
    for (;;) {
      const close = text.indexOf('"', at + 1)
      const end = close < 0 ? text.length : close
      this.#countLines(at + 1, end)
      value += text.slice(at + 1, end)
      this.#checkSize(value.length)
      if (close < 0) {
        this.#at = text.length
        return { text: value, unclosed: true }
      }
      if (text.charCodeAt(close + 1) !== QUOTE) {
        // Lenient: what follows the closing quote up to the delimiter belongs to the cell ("a"b → ab).
        value += this.#unquoted(close + 1)
        this.#checkSize(value.length)
        return { text: value, unclosed: false }
      }
      value += '"'
      at = close + 1
    }
  }

  /** The text from `from` to the next delimiter or line end; the position moves there. */
  #unquoted(from: number): string {
    const text = this.#text
    let at = from
    for (; at < text.length; at++) {
      const code = text.charCodeAt(at)
      if (code === this.#delimiterCode || code === LF || code === CR) break
    }
    this.#at = at
    this.#checkSize(at - from)
    return text.slice(from, at)
  }

  #countLines(from: number, to: number): void {
    const text = this.#text
    for (let at = from; at < to; at++) {
      const code = text.charCodeAt(at)
      if (code === LF || (code === CR && text.charCodeAt(at + 1) !== LF)) this.#line++
    }
  }

  #checkSize(length: number): void {
    if (length > this.#limits.maxFieldChars)
      throw new ImportFileError(
        `The CSV file has a cell longer than ${this.#limits.maxFieldChars} characters (from line ${this.#line}).`,
      )
  }
}

export interface CsvTable {
  delimiter: CsvDelimiter
  /** The first record's cells, as written. */
  header: string[]
  rows: CsvRecord[]
}

/**
 * The whole text as a header and rows; an empty text has an empty header and no rows. The delimiter is
 * detected unless given.
 */
export function parseCsv(
  text: string,
  limits: CsvLimits = DEFAULT_CSV_LIMITS,
  delimiter?: CsvDelimiter,
): CsvTable {
  const reader = new CsvReader(text, limits, delimiter)
  const header = reader.next()?.cells ?? []
  const rows: CsvRecord[] = []
  for (let record = reader.next(); record; record = reader.next()) rows.push(record)
  return { delimiter: reader.delimiter, header, rows }
}

/**
 * The header of a text that may be a CSV file's start (a recogniser's sample), or null when its first
 * record is no header: under two columns, a cell longer than a column name, or a file cut inside it.
 */
export function csvHeader(text: string): string[] | null {
  try {
    const record = new CsvReader(text, { maxRows: 0, maxColumns: 1_000, maxFieldChars: 200 }).next()
    if (!record || record.unclosed || record.cells.length < 2) return null
    return record.cells
  } catch (error) {
    if (error instanceof ImportFileError) return null
    throw error
  }
}
