import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import { emptyRecipe, type ImportItem } from '../imported-recipe.ts'
import { ingredientLine, openXmlRecipeFile, plainParagraphs } from './xml-recipe-file.ts'
import { childElements, textContent } from './xml.ts'

test('a recipe that cannot be mapped is a failure, and the others are still read', async () => {
  const opened = openXmlRecipeFile(strToU8('<book><r>Soup</r><r>bad</r><r>Pie</r></book>'), undefined, {
    app: 'Test',
    root: 'book',
    entries: (root) => childElements(root, 'r'),
    toRecipe: (entry, fallbackTitle) => {
      if (textContent(entry) === 'bad') throw new Error('no title element')
      return emptyRecipe(textContent(entry) || fallbackTitle)
    },
  })
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  expect(items.map((item) => ('recipe' in item ? item.recipe.title : item.failure))).toEqual([
    'Soup',
    { title: 'Test recipe 2', reason: 'The recipe cannot be read: no title element' },
    'Pie',
  ])
})

test('plainParagraphs drops the indentation a writer added and keeps paragraphs', () => {
  expect(plainParagraphs('\n\t\t\tFirst line\n\t\t\tsecond\n\t\t\t\n\n\n\t\tNext.\n\t\t')).toBe(
    'First line\nsecond\n\nNext.',
  )
})

test.for([
  [{ amount: '2', unit: 'cups', name: 'flour', preparation: 'sifted' }, '2 cups flour, sifted'],
  [{ amount: ' 1\n1/2 ', name: 'eggs', optional: true }, '1 1/2 eggs (optional)'],
  [{ name: '', preparation: 'to taste' }, 'to taste'],
  [{ name: '', optional: true }, ''],
] as const)('ingredientLine(%j) is %j', ([parts, line]) => {
  expect(ingredientLine(parts)).toBe(line)
})
