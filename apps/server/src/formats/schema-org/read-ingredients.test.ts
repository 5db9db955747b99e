import { expect, test } from 'vitest'
import { readIngredients } from './read-ingredients.ts'

test.for([
  [
    'a list of strings, stripped and decoded',
    ['2 <b>eggs</b>', '1 cup milk &amp; cream', '  '],
    ['2 eggs', '1 cup milk & cream'],
  ],
  ['one string with a line an ingredient', '2 eggs\n1 cup milk', ['2 eggs', '1 cup milk']],
  [
    'one HTML string whose bold lines name groups',
    '<p><b>Dough:</b><br>2 cups flour<br><b>2 eggs</b></p><p><b>Glaze</b><br>sugar</p>',
    ['[Dough]', '2 cups flour', '2 eggs', '[Glaze]', 'sugar'],
  ],
  [
    'a heading inside HTML names a group',
    '<h4>Sauce</h4><ul><li>1 tomato</li></ul>',
    ['[Sauce]', '1 tomato'],
  ],
  [
    'a group with no ingredient is dropped',
    '<h4>Sauce</h4><h4>Topping</h4><p>cheese</p>',
    ['[Topping]', 'cheese'],
  ],
  ['nothing', undefined, []],
] as const)('%s', ([, value, expected]) => {
  expect(readIngredients(value)).toEqual(expected)
})
