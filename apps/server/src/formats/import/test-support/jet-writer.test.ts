import MDBReader from 'mdb-reader'
import { describe, expect, test } from 'vitest'
import { writeJetDatabase } from './jet-writer.ts'

const blob = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7) & 0xff)

describe('writeJetDatabase', () => {
  const database = writeJetDatabase([
    {
      name: 'Every type',
      columns: [
        { name: 'id', type: 'long' },
        { name: 'small', type: 'integer' },
        { name: 'flag', type: 'boolean' },
        { name: 'price', type: 'double' },
        { name: 'when', type: 'datetime' },
        { name: 'title', type: 'text' },
        { name: 'story', type: 'memo' },
        { name: 'picture', type: 'ole' },
      ],
      rows: [
        {
          id: 1,
          small: -3,
          flag: true,
          price: 2.25,
          when: new Date(Date.UTC(2006, 11, 3, 10, 30)),
          title: 'Käsekuchen 🍰 日本',
          story: 'short',
          picture: blob(10),
        },
        { id: 2, flag: false, title: null, story: 'long '.repeat(600), picture: blob(3000) },
        { id: 3, story: 'x'.repeat(9000), picture: blob(20_000) },
      ],
    },
    {
      name: 'Many',
      columns: [
        { name: 'n', type: 'long' },
        { name: 'text', type: 'text' },
      ],
      rows: manyRows(),
    },
    { name: 'Empty', columns: [{ name: 'x', type: 'text' }], rows: [] },
  ])
  const reader = new MDBReader(Buffer.from(database))

  test('lists the tables, not the catalog', () => {
    expect(reader.getTableNames()).toEqual(['Every type', 'Many', 'Empty'])
  })

  test('stores every column type, nulls, inline and long values on one or several pages', () => {
    const [first, second, third] = reader.getTable('Every type').getData()
    expect(first).toEqual({
      id: 1,
      small: -3,
      flag: true,
      price: 2.25,
      when: new Date(Date.UTC(2006, 11, 3, 10, 30)),
      title: 'Käsekuchen 🍰 日本',
      story: 'short',
      picture: Buffer.from(blob(10)),
    })
    expect(second).toMatchObject({ id: 2, small: null, flag: false, title: null, story: 'long '.repeat(600) })
    expect(second?.picture).toEqual(Buffer.from(blob(3000)))
    expect(third?.story).toBe('x'.repeat(9000))
    expect(third?.picture).toEqual(Buffer.from(blob(20_000)))
  })

  test('spreads rows over several data pages', () => {
    const rows = reader.getTable('Many').getData()
    expect(rows).toHaveLength(2000)
    expect(rows[1999]).toEqual({ n: 1999, text: 'row 1999' })
    expect(database.length / 4096).toBeGreaterThan(10)
  })

  test('writes empty tables', () => {
    expect(reader.getTable('Empty').getData()).toEqual([])
  })
})

function manyRows() {
  return Array.from({ length: 2000 }, (_, n) => ({ n, text: `row ${n}` }))
}
