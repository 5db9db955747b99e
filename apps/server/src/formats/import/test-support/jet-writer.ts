/**
 * A minimal Jet 4 database writer, for tests only: no Access writer exists in JavaScript, and the Living
 * Cookbook importer needs .mdb files to read. It writes what readers need and nothing more: the header page,
 * the MSysObjects catalog at page 2, one definition page per table (no indexes), data pages, usage maps
 * (type 0, on page 1) and long-value pages for memo and OLE values, chained when over one page.
 * Format facts from the mdbtools notes (HACKING.md); checked against mdb-reader and mdbtools.
 */
import { headerPage, PAGE_SIZE, RowPage, usageMap } from './jet-pages.ts'
import { encodeRow, layoutColumns, type ColumnLayout, type JetColumn, type JetValue } from './jet-rows.ts'

export type { JetColumn, JetType, JetValue } from './jet-rows.ts'

export interface JetTable {
  name: string
  columns: JetColumn[]
  rows: Record<string, JetValue>[]
}

const CATALOG: JetColumn[] = [
  { name: 'Id', type: 'long' },
  { name: 'ParentId', type: 'long' },
  { name: 'Name', type: 'text' },
  { name: 'Type', type: 'integer' },
  { name: 'DateCreate', type: 'datetime' },
  { name: 'DateUpdate', type: 'datetime' },
  { name: 'Flags', type: 'long' },
  { name: 'LvProp', type: 'ole' },
]
const LONG_CHUNK = 4000

class Builder {
  readonly usageMaps = new RowPage(0)
  readonly pages: (Uint8Array | RowPage)[] = [headerPage(), this.usageMaps]
  #longValues: { page: RowPage; number: number } | null = null

  allocate(page: Uint8Array | RowPage): number {
    this.pages.push(page)
    return this.pages.length - 1
  }

  /** A row on a long-value page, as the 4-byte page-row pointer Jet uses (page << 8 | row). */
  #placeLong(row: Uint8Array): number {
    if (this.#longValues) {
      const index = this.#longValues.page.add(row)
      if (index !== null) return (this.#longValues.number << 8) | index
    }
    const page = new RowPage('LVAL')
    const number = this.allocate(page)
    this.#longValues = { page, number }
    const first = page.add(row)
    if (first === null) throw new Error('long value row larger than a page')
    return (number << 8) | first
  }

  storeLong = (data: Uint8Array): Uint8Array => {
    const field = new Uint8Array(12)
    const view = new DataView(field.buffer)
    if (data.length <= LONG_CHUNK) {
      view.setUint32(0, data.length | 0x40000000, true)
      view.setUint32(4, this.#placeLong(data), true)
      return field
    }
    // Chained rows: each starts with the pointer to the next; written last to first so pointers are known.
    let next = 0
    for (let at = Math.floor((data.length - 1) / LONG_CHUNK) * LONG_CHUNK; at >= 0; at -= LONG_CHUNK) {
      const chunk = data.subarray(at, at + LONG_CHUNK)
      const row = new Uint8Array(4 + chunk.length)
      new DataView(row.buffer).setUint32(0, next, true)
      row.set(chunk, 4)
      next = this.#placeLong(row)
    }
    view.setUint32(0, data.length, true)
    view.setUint32(4, next, true)
    return field
  }

  /** Writes the rows on data pages owned by the table; returns the page numbers. */
  writeRows(definitionPage: number, layout: ColumnLayout[], rows: Record<string, JetValue>[]): number[] {
    const pages: number[] = []
    let page: RowPage | null = null
    for (const values of rows) {
      const row = encodeRow(layout, values, this.storeLong)
      if ((page?.add(row) ?? null) === null) {
        page = new RowPage(definitionPage)
        pages.push(this.allocate(page))
        if (page.add(row) === null) throw new Error('row larger than a page')
      }
    }
    return pages
  }
}

function definitionPage(
  layout: ColumnLayout[],
  rowCount: number,
  usage: number,
  free: number,
  system: boolean,
) {
  const page = new Uint8Array(PAGE_SIZE)
  const view = new DataView(page.buffer)
  page.set([0x02, 0x01, 0x56, 0x43])
  view.setUint32(16, rowCount, true)
  page[40] = system ? 0x53 : 0x4e
  view.setUint16(41, layout.length, true)
  view.setUint16(43, layout.filter((c) => !c.fixed).length, true)
  view.setUint16(45, layout.length, true)
  view.setUint32(55, usage, true)
  view.setUint32(59, free, true)
  let at = 63
  for (const column of layout) {
    page[at] = column.code
    view.setUint16(at + 5, column.number, true)
    view.setUint16(at + 7, column.fixed ? 0 : column.slot, true)
    view.setUint16(at + 9, column.number, true)
    if (column.type === 'text' || column.type === 'memo') view.setUint16(at + 11, 0x0409, true)
    page[at + 15] = column.fixed ? 0x03 : 0x02
    view.setUint16(at + 21, column.fixed ? column.slot : 0, true)
    view.setUint16(at + 23, column.size, true)
    at += 25
  }
  for (const column of layout) {
    const name = Buffer.from(column.name, 'utf16le')
    view.setUint16(at, name.length, true)
    page.set(name, at + 2)
    at += 2 + name.length
  }
  if (at > PAGE_SIZE) throw new Error('table definition larger than a page')
  view.setUint32(8, at - 8, true)
  return page
}

/** The .mdb bytes of a database holding these tables. */
export function writeJetDatabase(tables: JetTable[]): Uint8Array {
  const builder = new Builder()
  const catalogLayout = layoutColumns(CATALOG)
  // Definition pages come first (the catalog must sit at page 2), so the catalog rows know their numbers.
  const definitions = [2, ...tables.map((_, index) => 3 + index)]
  for (let page = 2; page < 3 + tables.length; page++) builder.allocate(new Uint8Array(PAGE_SIZE))
  const now = new Date(Date.UTC(2024, 0, 1))
  const catalogRows = [
    {
      Id: 2,
      ParentId: 0x0f000001,
      Name: 'MSysObjects',
      Type: 1,
      Flags: 0x80000002,
      DateCreate: now,
      DateUpdate: now,
    },
    ...tables.map((table, index) => ({
      Id: definitions[index + 1],
      ParentId: 0x0f000001,
      Name: table.name,
      Type: 1,
      Flags: 0,
      DateCreate: now,
      DateUpdate: now,
    })),
  ]
  const all = [
    { layout: catalogLayout, rows: catalogRows, system: true },
    ...tables.map((table) => ({ layout: layoutColumns(table.columns), rows: table.rows, system: false })),
  ]
  all.forEach(({ layout, rows, system }, index) => {
    const definition = definitions[index] ?? 0
    const dataPages = builder.writeRows(definition, layout, rows)
    const usage = builder.usageMaps.add(usageMap(dataPages)) ?? 0
    const free = builder.usageMaps.add(usageMap([])) ?? 0
    builder.pages[definition] = definitionPage(layout, rows.length, (1 << 8) | usage, (1 << 8) | free, system)
  })
  const out = new Uint8Array(builder.pages.length * PAGE_SIZE)
  builder.pages.forEach((page, index) =>
    out.set(page instanceof RowPage ? page.bytes : page, index * PAGE_SIZE),
  )
  return out
}
