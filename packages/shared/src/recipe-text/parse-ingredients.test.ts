import { expect, test } from 'vitest'
import { parseIngredients } from './parse-ingredients.ts'

const text = '[Dough]\n2 cups flour\n\n  1 tsp salt  \r\n[ Filling ]\n1/2 cup sugar\n'

test('lines are trimmed, empty ones dropped, headers lose their brackets, the rest is scaled', () => {
  expect(parseIngredients(text, 2)).toEqual([
    { content: 'Dough', originalContent: '[Dough]', isHeader: true, complete: false },
    { content: '4 cups flour', originalContent: '2 cups flour', isHeader: false, complete: false },
    { content: '2 tsp salt', originalContent: '1 tsp salt', isHeader: false, complete: false },
    { content: 'Filling', originalContent: '[ Filling ]', isHeader: true, complete: false },
    { content: '1 cup sugar', originalContent: '1/2 cup sugar', isHeader: false, complete: false },
  ])
})

test('without a scale the content is the line as written', () => {
  const lines = parseIngredients('1 ½ cups milk\nSalt to taste')
  expect(lines.map((line) => line.content)).toEqual(['1 ½ cups milk', 'Salt to taste'])
  expect(lines.every((line) => line.content === line.originalContent)).toBe(true)
})

test.for([[''], ['\n\n'], ['   \r\n  ']] as const)('%j has no ingredients', ([empty]) => {
  expect(parseIngredients(empty, 2)).toEqual([])
})

test('Windows and old Mac line endings split lines too', () => {
  expect(parseIngredients('1 egg\r\n2 eggs\r3 eggs').map((line) => line.content)).toEqual([
    '1 egg',
    '2 eggs',
    '3 eggs',
  ])
})

test('a header is never scaled, even when it holds a number', () => {
  expect(parseIngredients('[2 layers]', 3)[0]).toMatchObject({ content: '2 layers', isHeader: true })
})

test('a line ending in a backslash goes on on the next; as written, it keeps both lines', () => {
  expect(parseIngredients('2 cups flour, \\\nsifted\n1 egg', 2)).toEqual([
    {
      content: '4 cups flour, sifted',
      originalContent: '2 cups flour, \\\nsifted',
      isHeader: false,
      complete: false,
    },
    { content: '2 eggs', originalContent: '1 egg', isHeader: false, complete: false },
  ])
})

test('braced amounts scale and lose their braces, at × 1 too; the line as written keeps them', () => {
  expect(parseIngredients('1 cup milk ({240 ml})', 1)[0]).toMatchObject({
    content: '1 cup milk (240 ml)',
    originalContent: '1 cup milk ({240 ml})',
  })
  expect(parseIngredients('1 cup milk ({240 ml})', 2)[0]?.content).toBe('2 cups milk (480 ml)')
})
