/**
 * Reads the tables of a Living Cookbook Access database with mdb-reader (pure JavaScript). mdb-reader
 * trusts the file: a damaged page chain can send it round in circles. So before it runs, every chain of
 * table-definition pages is walked once and a loop is refused; while it runs, page reads are counted and
 * capped (a few passes over the file are plenty for a real database); and pictures are read a few rows at
 * a time and counted against the import's unpack budget. Text is decoded around a Node bug (aligned-ucs2.ts).
 */
import MDBReader from 'mdb-reader'
import { ImportFileError } from '../imported-recipe.ts'
import { withAlignedUcs2 } from './aligned-ucs2.ts'
import type { UnpackBudget } from './archive/budget.ts'

export type Row = Record<string, unknown>

const DEFINITION_PAGE = 0x02

/** Jet 3 (Access 97) has 2 KB pages; Jet 4 and the ACE versions after it, 4 KB. */
const pageSizeOf = (bytes: Uint8Array) => (bytes[0x14] === 0 ? 2048 : 4096)
const damaged = (why: string) => new ImportFileError(`The Living Cookbook database is damaged: ${why}.`)

/** An Access file starts with page type 0, "\x00\x01\x00\x00" and its engine name. */
export function isAccessDatabase(bytes: Uint8Array): boolean {
  const engine = new TextDecoder('latin1').decode(bytes.subarray(4, 19))
  return bytes[0] === 0 && bytes[1] === 1 && (engine === 'Standard Jet DB' || engine === 'Standard ACE DB')
}

function refuseDefinitionLoops(bytes: Uint8Array): void {
  const pageSize = pageSizeOf(bytes)
  const pages = Math.floor(bytes.length / pageSize)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const ends = new Set<number>()
  for (let first = 0; first < pages; first++) {
    if (bytes[first * pageSize] !== DEFINITION_PAGE) continue
    const chain = new Set<number>()
    for (let page = first; page > 0 && page < pages && !ends.has(page);) {
      if (chain.has(page)) throw damaged('a table definition loops back on itself')
      chain.add(page)
      page = view.getUint32(page * pageSize + 4, true)
    }
    for (const page of chain) ends.add(page)
  }
}

/** A copy of the file as mdb-reader wants it (a Buffer), with every page read counted. */
function countedBuffer(bytes: Uint8Array): Buffer {
  const buffer = Buffer.from(bytes)
  const maxReads = 50 * Math.ceil(bytes.length / pageSizeOf(bytes)) + 10_000
  let reads = 0
  // mdb-reader reads each page with slice(); a loop in the data shows up as reads without end.
  Object.defineProperty(buffer, 'slice', {
    value: (start?: number, end?: number) => {
      if (++reads > maxReads) throw damaged('reading it does not come to an end')
      return buffer.subarray(start, end)
    },
  })
  return buffer
}

const lowerKeys = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key.toLowerCase(), value]))

function blobBytes(row: Row): number {
  return Object.values(row).reduce<number>(
    (sum, value) => sum + (value instanceof Uint8Array ? value.length : 0),
    0,
  )
}

/** Rows of the named tables (names and columns in lower case); an absent table reads as no rows. */
export function readLcbTables(bytes: Uint8Array, names: string[], budget: UnpackBudget): Map<string, Row[]> {
  refuseDefinitionLoops(bytes)
  return withAlignedUcs2(() => readTables(bytes, names, budget))
}

function readTables(bytes: Uint8Array, names: string[], budget: UnpackBudget): Map<string, Row[]> {
  try {
    const reader = new MDBReader(countedBuffer(bytes))
    const actual = new Map(reader.getTableNames().map((name) => [name.toLowerCase(), name]))
    const tables = new Map<string, Row[]>()
    for (const name of names) {
      const tableName = actual.get(name)
      if (tableName === undefined) continue
      const table = reader.getTable(tableName)
      // Tables with pictures are read a few rows at a time, each counted before many are held at once.
      const step = table.getColumns().some((c) => c.type === 'ole' || c.type === 'binary') ? 32 : Infinity
      const rows: Row[] = []
      for (let offset = 0; offset < table.rowCount; offset += step) {
        const chunk = table.getData({ rowOffset: offset, rowLimit: step })
        if (chunk.length === 0) break
        for (const row of chunk) {
          budget.spend(blobBytes(row))
          rows.push(lowerKeys(row))
        }
      }
      tables.set(name, rows)
    }
    return tables
  } catch (error) {
    if (error instanceof ImportFileError) throw error
    const reason = error instanceof Error ? error.message : 'unknown error'
    throw new ImportFileError(`The Living Cookbook database cannot be read: ${reason}.`, { cause: error })
  }
}
