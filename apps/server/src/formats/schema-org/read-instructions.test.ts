import { expect, test } from 'vitest'
import { readInstructions } from './read-instructions.ts'

test.for([
  ['one string splits on its line breaks', 'Chop.\n\nFry.\r\nServe.', ['Chop.', 'Fry.', 'Serve.']],
  [
    'one HTML string splits on paragraphs and items',
    '<p>Chop.</p><ol><li>Fry.</li><li>Serve.</li></ol>',
    ['Chop.', 'Fry.', 'Serve.'],
  ],
  ['a heading inside HTML is a section header', '<h3>Sauce</h3><p>Stir.</p>', ['[Sauce]', 'Stir.']],
  ['a list of strings', ['Chop.', 'Fry &amp; serve.'], ['Chop.', 'Fry & serve.']],
  [
    'a line break inside a listed step is soft',
    ['Warm to 80 °C\n(175 °F) and wait.', 'Serve.'],
    ['Warm to 80 °C (175 °F) and wait.', 'Serve.'],
  ],
  [
    'a listed string is one step, whatever its line breaks',
    ['Chop it.\nFry it.', 'Serve.'],
    ['Chop it. Fry it.', 'Serve.'],
  ],
  [
    'a listed HowToStep holding finished sentences splits',
    [
      { '@type': 'HowToStep', text: 'Chop it.\nFry it.' },
      { '@type': 'HowToStep', text: 'Serve.' },
    ],
    ['Chop it.', 'Fry it.', 'Serve.'],
  ],
  [
    'HowToStep text',
    [
      { '@type': 'HowToStep', text: 'Chop.' },
      { '@type': 'HowToStep', text: 'Fry.' },
    ],
    ['Chop.', 'Fry.'],
  ],
  ['HowToStep name when there is no text', [{ '@type': 'HowToStep', name: 'Chop.' }], ['Chop.']],
  [
    'a section written without its type still names its steps',
    [
      { name: 'Sauce', itemListElement: [{ text: 'Stir.' }, { text: 'Simmer.' }] },
      { name: 'Serve.', text: 'Serve.' },
    ],
    ['[Sauce]', 'Stir.', 'Simmer.', 'Serve.'],
  ],
  [
    'HowToStep with HowToDirection items',
    [
      {
        '@type': 'HowToStep',
        itemListElement: [
          { '@type': 'HowToDirection', text: 'Chop.' },
          { '@type': 'HowToTip', text: 'Carefully.' },
        ],
      },
    ],
    ['Chop.', 'Carefully.'],
  ],
  [
    'HowToSection names become headers',
    [
      { '@type': 'HowToSection', name: 'Dough', itemListElement: [{ '@type': 'HowToStep', text: 'Knead.' }] },
      { '@type': 'HowToSection', name: 'Filling', itemListElement: ['Mix.', 'Fill.'] },
    ],
    ['[Dough]', 'Knead.', '[Filling]', 'Mix.', 'Fill.'],
  ],
  [
    'a section without a name adds no header',
    [{ '@type': 'HowToSection', itemListElement: ['Mix.'] }],
    ['Mix.'],
  ],
  [
    'an empty section is dropped',
    [{ '@type': 'HowToSection', name: 'Empty', itemListElement: [] }, 'Mix.'],
    ['Mix.'],
  ],
  [
    'an ItemList',
    {
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', item: { '@type': 'HowToStep', text: 'Mix.' } }],
    },
    ['Mix.'],
  ],
  ['nested lists', [['Chop.', ['Fry.']]], ['Chop.', 'Fry.']],
  [
    'section names in odd case and types as lists',
    [{ '@type': ['HowToSection'], Name: 'Glaze', itemListElement: ['Pour.'] }],
    ['[Glaze]', 'Pour.'],
  ],
  ['nothing', undefined, []],
  ['numbers and booleans are no steps', [3, true], []],
] as const)('%s', ([, value, expected]) => {
  expect(readInstructions(value)).toEqual(expected)
})

test('hostile nesting ends', () => {
  let value: unknown = 'Deep.'
  for (let level = 0; level < 1_000; level += 1) value = { '@type': 'HowToStep', itemListElement: [value] }
  expect(readInstructions(value)).toEqual([])
})
