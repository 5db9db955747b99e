import { describe, expect, test } from 'vitest'
import { readTable, splitTextBlocks, tableEnd } from './markdown-table.ts'

const TABLE = '| Size | Time |\n|---|---|\n| Small | 20 min |\n| Large | 35 min |'

describe('splitTextBlocks', () => {
  test('a table between paragraphs is a block of its own', () => {
    expect(splitTextBlocks(`Bake by size:\n${TABLE}\nLet cool.\nServe.`)).toEqual([
      { kind: 'text', text: 'Bake by size:' },
      {
        kind: 'table',
        table: {
          header: ['Size', 'Time'],
          align: [null, null],
          rows: [
            ['Small', '20 min'],
            ['Large', '35 min'],
          ],
        },
      },
      { kind: 'text', text: 'Let cool.\nServe.' },
    ])
  })

  test('text without a table is one block, its blank lines kept inside', () => {
    expect(splitTextBlocks('One.\n\nTwo | three.')).toEqual([{ kind: 'text', text: 'One.\n\nTwo | three.' }])
    expect(splitTextBlocks('  \n\n')).toEqual([])
  })

  test('alignment, outer pipes left out, escaped pipes, short and long rows', () => {
    const [block] = splitTextBlocks('A | B | C\n:--|:-:|--:\n1 | 2\n1 \\| 2 | x | y | z')
    expect(block).toEqual({
      kind: 'table',
      table: {
        header: ['A', 'B', 'C'],
        align: ['left', 'center', 'right'],
        rows: [
          ['1', '2', ''],
          ['1 | 2', 'x', 'y'],
        ],
      },
    })
  })

  test('a header needs a separator of as many cells under it', () => {
    expect(splitTextBlocks('| a | b |\n| c | d |')).toEqual([{ kind: 'text', text: '| a | b |\n| c | d |' }])
    expect(splitTextBlocks('| a | b |\n|---|')).toHaveLength(1)
    expect(splitTextBlocks('| a | b |\n|---|---|')[0]).toMatchObject({ kind: 'table' })
  })

  test('markup in a cell is text', () => {
    const [block] = splitTextBlocks('| <b>x</b> |\n|---|\n| <img src=x onerror=alert(1)> |')
    expect(block).toMatchObject({
      table: { header: ['<b>x</b>'], rows: [['<img src=x onerror=alert(1)>']] },
    })
  })
})

describe('tableEnd', () => {
  test('a table with a leading pipe ends at the first line without one', () => {
    const lines = ['x', '| a |', '|---|', '| 1 |', 'a | b', 'y']
    expect(tableEnd(lines, 1)).toBe(4)
    expect(tableEnd(lines, 0)).toBe(0)
    expect(readTable(lines.slice(1, 4)).rows).toEqual([['1']])
  })
})
