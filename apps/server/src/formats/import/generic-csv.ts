/**
 * Any CSV file of recipes with a header row: a spreadsheet people keep themselves, or an app's export no
 * reader knows. The columns are mapped to fields by the caller (the page asks the user, starting from
 * `csvColumns`' guess) or guessed from the header names; a recipe needs at least a title. Tried last of
 * all formats, and claimed only when the header has a column named like a title.
 */
import { CSV_RECIPE_FIELDS, type CsvColumnMapping, type TCsvColumns } from '@rosemary/shared/contract'
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportFormat,
  type ImportLimits,
  type OpenedImport,
} from '../imported-recipe.ts'
import { isZip } from './archive/zip.ts'
import { CsvColumns, csvItems, readCsvSource } from './csv-source.ts'
import { csvHeader, CsvReader } from './csv.ts'
import type { FileSample } from './file-sample.ts'
import { guessColumnMapping } from './generic-csv-columns.ts'
import { toGenericCsvRecipe } from './generic-csv-recipe.ts'
import { recognizesPlanToEat } from './plan-to-eat.ts'
import { recognizesRecetteTek } from './recettetek.ts'
import { decodeText } from './text-encoding.ts'

const NO_TITLE =
  'This CSV file has no column for the recipe title: name one Title or Name (or Titel, Titolo, Titre, Nom, Título, Nombre), or choose it when importing.'
/** What a recogniser takes for text rather than a spreadsheet's first row. */
const NOT_A_HEADER = /^\s*[[{<]/
/** Rows the column preview reads for an example value of each column. */
const PREVIEW_ROWS = 20
const EXAMPLE_CHARS = 80

/** A first line that reads as a spreadsheet's header: two columns or more, and not JSON or markup. */
function looksLikeCsv(sample: FileSample): boolean {
  if (sample.members !== null || NOT_A_HEADER.test(sample.text.slice(0, 64))) return false
  return csvHeader(sample.text) !== null
}

/** A CSV file with a title column that no reader of an app's CSV export claims. */
export function recognizesGenericCsv(sample: FileSample): boolean {
  if (!looksLikeCsv(sample)) return false
  const header = csvHeader(sample.text) ?? []
  if (guessColumnMapping(header).title === undefined) return false
  return !recognizesPlanToEat(sample) && !recognizesRecetteTek(sample)
}

/**
 * A CSV file's columns, an example of each, the guessed mapping and its rows, for the person to check.
 * `headerOnly` (the import, which reads the whole file next): the names and the mapping only, no examples
 * and 0 rows, without reading past the header.
 */
export function csvColumns(file: Uint8Array, { headerOnly = false } = {}): TCsvColumns {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (isZip(file)) throw new ImportFileError('This is a zip archive, not a CSV file.')
  const reader = new CsvReader(decodeText(file))
  const names = reader.next()?.cells ?? []
  if (names.length === 0) throw new ImportFileError('This CSV file has no header row.')
  const examples = names.map(() => '')
  if (headerOnly) return { names, examples, mapping: guessColumnMapping(names), rows: 0 }
  let rows = 0
  for (let record = reader.next(); record; record = reader.next()) {
    if (record.cells.every((cell) => cell.trim() === '')) continue
    if (rows++ >= PREVIEW_ROWS) continue
    record.cells.forEach((cell, index) => {
      if (index < examples.length && examples[index] === '')
        examples[index] = cell.trim().slice(0, EXAMPLE_CHARS)
    })
  }
  return { names, examples, mapping: guessColumnMapping(names), rows }
}

/**
 * The columns of a file the person may map by hand: a CSV file no app's reader claims, whether its
 * header names a title or not (a file of no known format that reads as a spreadsheet). Null for others.
 */
export function columnsToChoose(
  file: Uint8Array,
  sample: FileSample,
  format: string | null,
  options: { headerOnly?: boolean } = {},
): TCsvColumns | null {
  if (format !== 'genericCsv' && (format !== null || !looksLikeCsv(sample))) return null
  try {
    return csvColumns(file, options)
  } catch (error) {
    if (error instanceof ImportFileError) return null
    throw error
  }
}

/** A mapping from the caller must name columns the file has, and a title. */
function checkedMapping(mapping: CsvColumnMapping, columns: CsvColumns): CsvColumnMapping {
  if (mapping.title === undefined) throw new ImportFileError(NO_TITLE)
  for (const field of CSV_RECIPE_FIELDS) {
    const index = mapping[field]
    if (index !== undefined && !(Number.isInteger(index) && index >= 0 && index < columns.header.length))
      throw new ImportFileError(
        `The column chosen for ${field} (${index}) is not one of this CSV file's columns.`,
      )
  }
  return mapping
}

export async function openGenericCsv(
  file: Uint8Array,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
  mapping?: CsvColumnMapping,
): Promise<OpenedImport> {
  if (isZip(file)) throw new ImportFileError('This is a zip archive, not a CSV file.')
  const source = await readCsvSource(
    file,
    limits,
    (columns) => columns.header.length > 0,
    'This CSV file has no header row.',
  )
  const [document] = source.documents
  if (!document) throw new ImportFileError('This CSV file has no header row.')
  const chosen = checkedMapping(mapping ?? guessColumnMapping(document.columns.header), document.columns)
  return csvItems(source, 'CSV recipe', ({ columns }, record) => toGenericCsvRecipe(columns, chosen, record))
}

/** The reader of the import files drop zone: the columns guessed from the header. */
export const openGuessedCsv: ImportFormat = (file, limits) => openGenericCsv(file, limits)
