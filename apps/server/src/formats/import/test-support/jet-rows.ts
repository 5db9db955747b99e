/**
 * Columns and rows of a Jet 4 table, for the test-only writer. A row is: column count, fixed-size values,
 * variable-size values, their offsets (stored backwards from the end), the count of variable columns, and a
 * null mask (one bit per column, set when the value is present; a boolean is its bit). Text is UCS-2; memo
 * and OLE values are a 12-byte field followed by the data, or pointing at rows on long-value pages.
 */

export type JetType = 'boolean' | 'integer' | 'long' | 'double' | 'datetime' | 'text' | 'memo' | 'ole'
export type JetValue = string | number | boolean | Date | Uint8Array | null | undefined

export interface JetColumn {
  name: string
  type: JetType
}

export interface ColumnLayout extends JetColumn {
  code: number
  number: number
  fixed: boolean
  /** Byte offset among the fixed values, or index among the variable ones. */
  slot: number
  size: number
}

const CODES: Record<JetType, number> = {
  boolean: 0x01,
  integer: 0x03,
  long: 0x04,
  double: 0x07,
  datetime: 0x08,
  text: 0x0a,
  ole: 0x0b,
  memo: 0x0c,
}
const FIXED_SIZES: Partial<Record<JetType, number>> = {
  boolean: 0,
  integer: 2,
  long: 4,
  double: 8,
  datetime: 8,
}

export function layoutColumns(columns: JetColumn[]): ColumnLayout[] {
  let fixedOffset = 0
  let variableIndex = 0
  return columns.map((column, number) => {
    const fixedSize = FIXED_SIZES[column.type]
    const fixed = fixedSize !== undefined
    const slot = fixed ? fixedOffset : variableIndex++
    if (fixed) fixedOffset += fixedSize
    const size = fixedSize ?? (column.type === 'text' ? 510 : 0)
    return { ...column, code: CODES[column.type], number, fixed, slot, size }
  })
}

/** Puts a long value (memo, OLE) where it fits and returns the 12-byte field that points at it. */
export type LongValueStore = (data: Uint8Array) => Uint8Array

const INLINE_LIMIT = 64

function longValue(data: Uint8Array, store: LongValueStore): Uint8Array {
  if (data.length > INLINE_LIMIT) return store(data)
  const field = new Uint8Array(12 + data.length)
  new DataView(field.buffer).setUint32(0, data.length | 0x80000000, true)
  field.set(data, 12)
  return field
}

const ucs2 = (text: string) => new Uint8Array(Buffer.from(text, 'utf16le'))

function fixedValue(column: ColumnLayout, value: JetValue): Uint8Array {
  const bytes = new Uint8Array(column.size)
  const view = new DataView(bytes.buffer)
  if (column.type === 'integer') view.setInt16(0, Number(value), true)
  if (column.type === 'long') view.setInt32(0, Number(value), true)
  if (column.type === 'double') view.setFloat64(0, Number(value), true)
  if (column.type === 'datetime') view.setFloat64(0, (value as Date).getTime() / 86_400_000 + 25_569, true)
  return bytes
}

function variableValue(column: ColumnLayout, value: JetValue, store: LongValueStore): Uint8Array {
  if (column.type === 'text') return ucs2(String(value))
  if (column.type === 'memo') return longValue(ucs2(String(value)), store)
  return longValue(value instanceof Uint8Array ? value : new Uint8Array(0), store)
}

export function encodeRow(
  layout: ColumnLayout[],
  values: Record<string, JetValue>,
  store: LongValueStore,
): Uint8Array {
  const fixedSize = layout.filter((c) => c.fixed).reduce((sum, c) => sum + c.size, 0)
  const variables = layout.filter((c) => !c.fixed).sort((a, b) => a.slot - b.slot)
  const maskSize = Math.ceil(layout.length / 8)
  const mask = new Uint8Array(maskSize)
  const fixed = new Uint8Array(fixedSize)
  const parts: Uint8Array[] = []
  const offsets: number[] = []
  let at = 2 + fixedSize
  for (const column of layout) {
    const value = values[column.name]
    const present = column.type === 'boolean' ? value === true : value !== null && value !== undefined
    if (present) mask[column.number >> 3] = (mask[column.number >> 3] ?? 0) | (1 << (column.number & 7))
    if (column.fixed && present && column.type !== 'boolean')
      fixed.set(fixedValue(column, value), column.slot)
  }
  for (const column of variables) {
    const value = values[column.name]
    offsets.push(at)
    if (value === null || value === undefined) continue
    const bytes = variableValue(column, value, store)
    parts.push(bytes)
    at += bytes.length
  }
  offsets.push(at)
  const tail = variables.length > 0 ? 2 * offsets.length + 2 : 0
  const row = new Uint8Array(at + tail + maskSize)
  const view = new DataView(row.buffer)
  view.setUint16(0, layout.length, true)
  row.set(fixed, 2)
  let partAt = 2 + fixedSize
  for (const part of parts) {
    row.set(part, partAt)
    partAt += part.length
  }
  if (variables.length > 0) {
    // Offsets run backwards from just before the variable-column count; the last one is the end of data.
    offsets.forEach((offset, index) => view.setUint16(at + tail - 4 - 2 * index, offset, true))
    view.setUint16(at + tail - 2, variables.length, true)
  }
  row.set(mask, at + tail)
  return row
}
