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
  [
    'a plain-text list indented with tabs: the lines at the margin name its groups',
    'Ingredients\r\n\r\nDough\r\n\t2 cups flour\r\n\t1 egg\r\n\tsalt\r\n\t<br>\r\nGlaze:\n\t1 cup sugar\n\t1 tbsp water\n\tlemon juice &amp; zest',
    [
      '[Dough]',
      '2 cups flour',
      '1 egg',
      'salt',
      '[Glaze]',
      '1 cup sugar',
      '1 tbsp water',
      'lemon juice & zest',
    ],
  ],
  [
    'a line at the margin with an amount is an item, not a group',
    'Dough\n\t2 cups flour\n\tsalt\n2 eggs\n\t1 cup sugar',
    ['Dough', '2 cups flour', 'salt', '2 eggs', '1 cup sugar'],
  ],
  ['nothing', undefined, []],
] as const)('%s', ([, value, expected]) => {
  expect(readIngredients(value)).toEqual(expected)
})
