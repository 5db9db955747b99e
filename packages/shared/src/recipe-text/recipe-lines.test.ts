import { expect, test } from 'vitest'
import { joinContinuedLines, readLines, splitLines } from './recipe-lines.ts'

test.for([
  ['1 cup milk, \\\nwarmed', '1 cup milk, warmed'],
  ['1 cup milk,\\\nwarmed', '1 cup milk, warmed'],
  ['1 cup milk, \\  \r\n   warmed', '1 cup milk, warmed'],
  ['a \\\nb \\\nc', 'a b c'],
  ['a \\\rb', 'a b'],
  // Only a backslash ending a line continues it.
  ['a \\ b\nc', 'a \\ b\nc'],
  ['C:\\path', 'C:\\path'],
] as const)('%j reads %j', ([text, joined]) => {
  expect(joinContinuedLines(text)).toBe(joined)
})

test('continued lines are one item; a blank line after the backslash still ends it', () => {
  expect(splitLines('2 cups flour, \\\nsifted\n1 egg \\\n\n[Top \\\n ping]')).toEqual([
    '2 cups flour, sifted',
    '1 egg',
    '[Top ping]',
  ])
})

test('each line keeps how it was written, for exports', () => {
  expect(readLines('  2 cups flour, \\ \r\n  sifted  \n\\\na\nlast \\')).toEqual([
    { text: '2 cups flour, sifted', written: '2 cups flour, \\\nsifted' },
    { text: 'a', written: '\\\na' },
    { text: 'last \\', written: 'last \\' },
  ])
})
