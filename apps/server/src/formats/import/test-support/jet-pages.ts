/**
 * Pages of a Jet 4 (Access 2000–2003) database, for the test-only writer: the header page, and pages that
 * hold rows (table data, long values, usage maps). Facts from the mdbtools file-format notes (HACKING.md):
 * 4 KB pages; a data page starts with its type, free space, owner and a row-offset table, and its rows are
 * packed from the end of the page backwards.
 */

export const PAGE_SIZE = 4096
const ROW_TABLE = 14

/** RC4 keystream XOR; Jet hides part of its header page under a fixed RC4 key. */
function rc4(key: number[], data: Uint8Array): Uint8Array {
  const state = Array.from({ length: 256 }, (_, i) => i)
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (state[i] ?? 0) + (key[i % key.length] ?? 0)) & 0xff
    ;[state[i], state[j]] = [state[j] ?? 0, state[i] ?? 0]
  }
  const out = new Uint8Array(data.length)
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff
    j = (j + (state[i] ?? 0)) & 0xff
    ;[state[i], state[j]] = [state[j] ?? 0, state[i] ?? 0]
    out[n] = (data[n] ?? 0) ^ (state[((state[i] ?? 0) + (state[j] ?? 0)) & 0xff] ?? 0)
  }
  return out
}

/** Page 0: magic, engine name, version 1 (Jet 4), and an encrypted block of zeros: no password, no codec key. */
export function headerPage(): Uint8Array {
  const page = new Uint8Array(PAGE_SIZE)
  page.set([0x00, 0x01, 0x00, 0x00])
  page.set(new TextEncoder().encode('Standard Jet DB\0'), 4)
  page[0x14] = 0x01
  page.set(rc4([0xc7, 0xda, 0x39, 0x6b], new Uint8Array(128)), 0x18)
  return page
}

/** A page of rows; `add` returns the row's number or null when the row does not fit. */
export class RowPage {
  readonly bytes = new Uint8Array(PAGE_SIZE)
  #rows = 0
  #end = PAGE_SIZE

  constructor(owner: number | 'LVAL') {
    this.bytes[0] = 0x01
    this.bytes[1] = 0x01
    if (owner === 'LVAL') this.bytes.set(new TextEncoder().encode('LVAL'), 4)
    else new DataView(this.bytes.buffer).setUint32(4, owner, true)
    this.#updateFreeSpace()
  }

  get free(): number {
    return this.#end - (ROW_TABLE + 2 * (this.#rows + 1))
  }

  add(row: Uint8Array): number | null {
    if (row.length > this.free) return null
    const view = new DataView(this.bytes.buffer)
    this.#end -= row.length
    this.bytes.set(row, this.#end)
    view.setUint16(ROW_TABLE + 2 * this.#rows, this.#end, true)
    this.#rows++
    view.setUint16(12, this.#rows, true)
    this.#updateFreeSpace()
    return this.#rows - 1
  }

  #updateFreeSpace() {
    new DataView(this.bytes.buffer).setUint16(2, Math.max(0, this.free), true)
  }
}

/** A usage map of type 0: the first page number, then one bit per page from there. */
export function usageMap(pages: number[]): Uint8Array {
  const start = pages.length > 0 ? Math.min(...pages) : 0
  const span = pages.length > 0 ? Math.max(...pages) - start + 1 : 0
  const map = new Uint8Array(5 + Math.ceil(span / 8))
  new DataView(map.buffer).setUint32(1, start, true)
  for (const page of pages) {
    const bit = page - start
    map[5 + (bit >> 3)] = (map[5 + (bit >> 3)] ?? 0) | (1 << (bit & 7))
  }
  return map
}
