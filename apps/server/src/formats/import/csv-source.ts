/**
 * What the CSV readers share: the CSV tables of a file, whether it is the CSV itself or a zip holding it
 * (an app's zipped export, or a folder the browser zipped) with the pictures beside it; header names
 * compared the way people vary them ("Prep Time", "prep_time", "Préparation"); and rows turned into
 * items, one recipe a row, a row the file ends inside reported as a failure while the rows before import.
 */
import {
  ImportFileError,
  type ImportedImage,
  type ImportedRecipe,
  type ImportItem,
  type ImportLimits,
  type OpenedImport,
} from '../imported-recipe.ts'
import { UnpackBudget } from './archive/budget.ts'
import { isZip, ZipArchive } from './archive/zip.ts'
import { csvHeader, DEFAULT_CSV_LIMITS, parseCsv, type CsvRecord } from './csv.ts'
import type { FileSample } from './file-sample.ts'
import { decodeText } from './text-encoding.ts'

const CSV_MEMBER = /\.(csv|tsv)$/i

/** A header name for comparing: "Prep_Time (min.)" → "prep time min", "Catégorie" → "categorie". */
export function headerKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** A table's columns by header key; the first of two columns with the same name wins. */
export class CsvColumns {
  readonly header: readonly string[]
  readonly #byKey = new Map<string, number>()

  constructor(header: readonly string[]) {
    this.header = header
    header.forEach((name, index) => {
      const key = headerKey(name)
      if (key !== '' && !this.#byKey.has(key)) this.#byKey.set(key, index)
    })
  }

  has(key: string): boolean {
    return this.#byKey.has(headerKey(key))
  }

  index(key: string): number | undefined {
    return this.#byKey.get(headerKey(key))
  }

  /** The cell under a column name, trimmed; "" when the table or the row has no such cell. */
  cell(record: CsvRecord, key: string): string {
    return cellAt(record, this.index(key))
  }
}

export const cellAt = (record: CsvRecord, index: number | undefined): string =>
  index === undefined ? '' : (record.cells[index] ?? '').trim()

/** "Header: value" for each filled cell of a column not in `handled`, in column order. */
export function otherCells(columns: CsvColumns, record: CsvRecord, handled: ReadonlySet<number>): string[] {
  return columns.header.flatMap((name, index) => {
    const value = cellAt(record, index)
    if (handled.has(index) || value === '' || name.trim() === '') return []
    return [`${name.trim()}: ${value}`]
  })
}

/** The header of a CSV file, or of each CSV member's start in a zip; what a recogniser looks at. */
export function sampleHeaders(sample: FileSample): string[][] {
  if (sample.members === null) {
    const header = csvHeader(sample.text)
    return header ? [header] : []
  }
  return sample.memberHeads
    .filter((member) => CSV_MEMBER.test(member.name))
    .flatMap((member) => {
      const header = csvHeader(member.text)
      return header ? [header] : []
    })
}

export interface CsvDocument {
  /** The zip member it came from, or null for a bare CSV file. */
  member: string | null
  columns: CsvColumns
  rows: CsvRecord[]
}

export interface CsvSource {
  documents: CsvDocument[]
  /** A picture stored in the zip beside the CSV, by file name; null when absent or damaged. */
  findPicture: (reference: string) => ImportedImage | null
}

const isBlankRow = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '')

function documentOf(member: string | null, bytes: Uint8Array): CsvDocument {
  const table = parseCsv(decodeText(bytes), DEFAULT_CSV_LIMITS)
  return { member, columns: new CsvColumns(table.header), rows: table.rows.filter((row) => !isBlankRow(row)) }
}

/**
 * The CSV tables of a file whose header `accepts`; a file (or zip) with none throws ImportFileError with
 * `notThis`, the message naming what was looked for.
 */
export async function readCsvSource(
  file: Uint8Array,
  limits: ImportLimits,
  accepts: (columns: CsvColumns) => boolean,
  notThis: string,
): Promise<CsvSource> {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (!isZip(file)) {
    const document = documentOf(null, file)
    if (!accepts(document.columns)) throw new ImportFileError(notThis)
    return { documents: [document], findPicture: () => null }
  }
  const zip = ZipArchive.open(file, new UnpackBudget(limits))
  const documents: CsvDocument[] = []
  for (const entry of zip.entries.filter((e) => CSV_MEMBER.test(e.name))) {
    const document = documentOf(entry.name, await zip.readRequired(entry))
    if (accepts(document.columns)) documents.push(document)
  }
  if (documents.length === 0) throw new ImportFileError(notThis)
  const findPicture = (reference: string): ImportedImage | null => {
    const data = reference.trim() ? zip.readIfIntact(zip.findReferenced('', reference.trim())) : null
    return data ? { kind: 'bytes', data } : null
  }
  return { documents, findPicture }
}

/**
 * The rows of the documents as import items, one recipe a row; `toRecipe` gives a recipe or the reason a
 * row cannot be one. A row the file ends inside (its quote never closes) is a failure: the file was cut
 * short there, or a stray quote swallowed the rows after it.
 */
export function csvItems(
  source: CsvSource,
  what: string,
  toRecipe: (document: CsvDocument, record: CsvRecord, fallbackTitle: string) => ImportedRecipe | string,
): OpenedImport {
  const total = source.documents.reduce((sum, document) => sum + document.rows.length, 0)
  return {
    total,
    items: async function* (): AsyncIterable<ImportItem> {
      let count = 0
      for (const document of source.documents) {
        for (const record of document.rows) {
          const fallbackTitle = `${what} ${++count}`
          const where = document.member
            ? `line ${record.line} of "${document.member}"`
            : `line ${record.line}`
          if (record.unclosed) {
            const reason = `The quoted cell of the row on ${where} never closes: the file is cut short or has a stray quote.`
            yield { failure: { title: fallbackTitle, reason } }
            continue
          }
          const recipe = toRecipe(document, record, fallbackTitle)
          yield typeof recipe === 'string'
            ? { failure: { title: fallbackTitle, reason: `The row on ${where}: ${recipe}` } }
            : { recipe }
        }
      }
    },
  }
}
