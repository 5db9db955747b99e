import { describe, expect, test } from 'vitest'
import { ImportFileError } from '../imported-recipe.ts'
import { csvHeader, CsvReader, detectDelimiter, parseCsv } from './csv.ts'

const cells = (text: string) => parseCsv(text).rows.map((row) => row.cells)

describe('parseCsv', () => {
  test('quoted cells hold delimiters, doubled quotes and line breaks of any kind', () => {
    const text = 'title,notes\r\n"Pie, apple","Say ""hi""\r\nthen\nbake\rcool"\r\nTea,\n'
    const table = parseCsv(text)
    expect(table.header).toEqual(['title', 'notes'])
    expect(cells(text)).toEqual([
      ['Pie, apple', 'Say "hi"\r\nthen\nbake\rcool'],
      ['Tea', ''],
    ])
    expect(table.rows.map((row) => row.line)).toEqual([2, 6])
  })

  test('a byte order mark, blank lines and a last line without an ending', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\r\n   \n3,4').rows.map((row) => row.cells)).toEqual([
      ['1', '2'],
      ['3', '4'],
    ])
  })

  test('lone CR line endings (old Mac exports)', () => {
    expect(cells('a,b\r1,2\r3,4\r')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ])
  })

  test('a quoted empty cell is a row, unlike a blank line', () => {
    expect(cells('a\n""\n\n')).toEqual([['']])
  })

  test('rows may be shorter or longer than the header', () => {
    expect(cells('a,b,c\n1\n1,2,3,4,\n')).toEqual([['1'], ['1', '2', '3', '4', '']])
  })

  test('lenient where spreadsheets are: spaces before a quote, text after it, quotes inside a cell', () => {
    expect(cells('a,b,c\n1, "x, y" ,say "hi" there\n"ab"cd,2,3')).toEqual([
      ['1', 'x, y ', 'say "hi" there'],
      ['abcd', '2', '3'],
    ])
  })

  test('semicolons and tabs are detected from the header line, quotes not counted', () => {
    expect(parseCsv('Titel;Zutaten;"a,b,c,d"\nKuchen;"Mehl; Zucker";x').rows[0]?.cells).toEqual([
      'Kuchen',
      'Mehl; Zucker',
      'x',
    ])
    const tabs = parseCsv('title\tingredients, one a line\tnotes\nTea\twater, tea')
    expect(tabs.delimiter).toBe('\t')
    expect(tabs.rows[0]?.cells).toEqual(['Tea', 'water, tea'])
  })

  test("Excel's sep= line names the delimiter and is not the header", () => {
    const table = parseCsv('sep=;\r\ntitle,x;notes\r\nTea,y;Hot\r\n')
    expect(table.header).toEqual(['title,x', 'notes'])
    expect(table.rows[0]?.cells).toEqual(['Tea,y', 'Hot'])
  })

  test('a file ending inside a quoted cell marks that row, and keeps the rows before it', () => {
    const table = parseCsv('a,b\n1,2\n3,"never\nclosed,4\n')
    expect(table.rows.map((row) => [row.cells, row.unclosed])).toEqual([
      [['1', '2'], false],
      [['3', 'never\nclosed,4\n'], true],
    ])
  })

  test('an empty text has no header and no rows', () => {
    expect(parseCsv('')).toEqual({ delimiter: ',', header: [], rows: [] })
  })
})

describe('parseCsv bounds', () => {
  const limits = { maxRows: 2, maxColumns: 3, maxFieldChars: 10 }

  test.for([
    ['too many rows', 'a\n1\n2\n3\n', 'more than 2 rows'],
    ['too many columns', 'a,b,c,d\n', 'more than 3 columns'],
    ['a long unquoted cell', `a\n${'x'.repeat(11)}\n`, 'longer than 10'],
    ['a long quoted cell', `a\n"${'""'.repeat(11)}"\n`, 'longer than 10'],
    ['a long cell that never closes', `a\n"${'x'.repeat(50)}`, 'longer than 10'],
  ])('%s', ([, text, message]) => {
    expect(() => parseCsv(text!, limits)).toThrow(ImportFileError)
    expect(() => parseCsv(text!, limits)).toThrow(message!)
  })

  test('exactly at the caps is fine', () => {
    expect(parseCsv(`a,b,c\n${'x'.repeat(10)},2,3\n"${'""'.repeat(5)}"\n`, limits).rows).toHaveLength(2)
  })

  test('a million quotes and delimiters read in linear time', () => {
    const hostile = `a,b\n${'"",'.repeat(300_000)}\n${',"x""'.repeat(200_000)}`
    const started = performance.now()
    const roomy = { maxRows: 1e6, maxColumns: 1e6, maxFieldChars: 1e7 }
    expect(parseCsv(hostile, roomy).rows).toHaveLength(2)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('the header alone', () => {
  test('detectDelimiter prefers the most frequent, and a comma on a tie or none', () => {
    expect(detectDelimiter('a;b;c,d')).toBe(';')
    expect(detectDelimiter('a;b,c')).toBe(',')
    expect(detectDelimiter('title')).toBe(',')
    expect(detectDelimiter('"a;b;c"\tx\ty')).toBe('\t')
  })

  test('CsvReader stops after the record asked for', () => {
    const reader = new CsvReader('a,b\n1,2\n"open')
    expect(reader.next()?.cells).toEqual(['a', 'b'])
  })

  test('csvHeader takes a first line of two or more short names, nothing else', () => {
    expect(csvHeader('Title;Zutaten\nx')).toEqual(['Title', 'Zutaten'])
    expect(csvHeader('Grandma’s tea\nBoil water.')).toBeNull()
    expect(csvHeader(`title,${'x'.repeat(300)}`)).toBeNull()
    expect(csvHeader('"title,ingredients')).toBeNull()
    expect(csvHeader('')).toBeNull()
  })
})
