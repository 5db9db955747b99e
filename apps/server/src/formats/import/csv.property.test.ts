import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ImportFileError } from '../imported-recipe.ts'
import { parseCsv, type CsvDelimiter } from './csv.ts'
import { writeCsv } from './test-support/csv-files.ts'

/** Any text, weighted towards what CSV gives meaning to: quotes, delimiters, line breaks, spaces. */
const cell = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('"', ',', ';', '\t', '\r', '\n', ' ', 'a', 'é', '😀'), maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
)
const delimiter = fc.constantFrom<CsvDelimiter>(',', ';', '\t')
const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 })
const style = fc.record({
  delimiter,
  lineEnd: fc.constantFrom<'\r\n' | '\n'>('\r\n', '\n'),
  bom: fc.boolean(),
  quoteAll: fc.boolean(),
})

test('what the writer writes, the reader reads back cell for cell', () => {
  fc.assert(
    fc.property(rows, style, (table, written) => {
      const parsed = parseCsv(writeCsv(table, written), undefined, written.delimiter)
      expect([parsed.header, ...parsed.rows.map((row) => row.cells)]).toEqual(table)
      expect(parsed.rows.every((row) => !row.unclosed)).toBe(true)
    }),
    { numRuns: 3000 },
  )
})

/** Header names without the characters that could make another delimiter more frequent. */
const name = fc.string({
  unit: fc.constantFrom('a', 'b', 'é', ' ', '(', ')', '"'),
  minLength: 1,
  maxLength: 10,
})

test('the delimiter of a header of plain names is detected', () => {
  fc.assert(
    fc.property(fc.array(name, { minLength: 2, maxLength: 8 }), rows, style, (header, body, written) => {
      const parsed = parseCsv(writeCsv([header, ...body], written))
      expect(parsed.delimiter).toBe(written.delimiter)
      expect(parsed.header).toEqual(header)
    }),
    { numRuns: 2000 },
  )
})

test('any text parses, or fails on a cap, quickly', () => {
  const limits = { maxRows: 50, maxColumns: 20, maxFieldChars: 200 }
  fc.assert(
    fc.property(
      fc.string({ unit: fc.constantFrom('"', ',', ';', '\t', '\r', '\n', ' ', 'x'), maxLength: 400 }),
      (text) => {
        const started = performance.now()
        try {
          const table = parseCsv(text, limits)
          for (const row of table.rows) expect(row.cells.length).toBeGreaterThan(0)
        } catch (error) {
          expect(error).toBeInstanceOf(ImportFileError)
        }
        expect(performance.now() - started).toBeLessThan(100)
      },
    ),
    { numRuns: 3000 },
  )
})
