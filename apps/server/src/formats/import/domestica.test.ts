import { strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type OpenedImport } from '../imported-recipe.ts'
import { openDomestica, recognizesDomestica } from './domestica.ts'
import { sampleOf } from './file-sample.ts'
import { domesticaExport, domesticaJson } from './test-support/domestica-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

async function itemsOf(opened: OpenedImport): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return items
}

const dataUrl = (bytes: Uint8Array) => `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`

const fullRecipe = domesticaJson({
  name: 'Chili sin carne 🌶️',
  servings: '6 bowls',
  timePrep: 20,
  timeCook: 70,
  rating: 4,
  complexity: 3,
  cookMealPlanCount: 5,
  cookMealPlanLast: '2024-02-11',
  source: 'Aunt Mary',
  tags: ['dinner', 'Vegan', 'DINNER'],
  image: dataUrl(fakeJpeg(21)),
  ingredients:
    '## Chili\n- 2 cans **black** beans\n- 1 onion, diced\n\n## Toppings\n* [lime](https://example.com/lime)\n#10 can tomatoes',
  directions: '1. Sauté the onion.\n2) Add the beans.\n\n### Serve\n- Top with lime.',
  notes: [
    { date: '2024-01-05', note: 'Less cumin next time.', rating: 3, complexity: 2 },
    { date: '2024-02-11', note: 'Perfect.' },
    { note: '' },
  ],
  created: '2021-06-01T18:00:00Z',
})

describe('openDomestica maps every field', () => {
  test('a full recipe', async () => {
    const opened = await openDomestica(domesticaExport([fullRecipe]))
    expect(opened.total).toBe(1)
    expect(await itemsOf(opened)).toEqual([
      {
        recipe: {
          title: 'Chili sin carne 🌶️',
          description: '',
          yield: '6 bowls',
          activeTime: '20 min',
          totalTime: '1 h 30 min',
          source: 'Aunt Mary',
          url: '',
          notes: [
            'Complexity: 3/5\nPlanned 5 times, last on 2024-02-11',
            'Notes:\n2024-01-05 (3/5, complexity 2/5): Less cumin next time.\n2024-02-11: Perfect.',
          ].join('\n\n'),
          ingredients: [
            '[Chili]',
            '2 cans black beans',
            '1 onion, diced',
            '[Toppings]',
            'lime (https://example.com/lime)',
            '#10 can tomatoes',
          ].join('\n'),
          instructions: 'Sauté the onion.\nAdd the beans.\n[Serve]\nTop with lime.',
          rating: 4,
          labels: ['dinner', 'Vegan'],
          images: [{ kind: 'bytes', data: fakeJpeg(21) }],
          createdAt: new Date('2021-06-01T18:00:00Z'),
        },
      },
    ])
  })

  test('a bare recipe: a web address as source, no times, no picture, no notes', async () => {
    const bare = domesticaJson({ timePrep: 0, timeCook: 0, complexity: 0, created: 'soon' })
    const [item] = await itemsOf(await openDomestica(domesticaExport([bare])))
    expect(item).toEqual({
      recipe: expect.objectContaining({
        title: 'Lentil soup',
        yield: '4',
        activeTime: '',
        totalTime: '',
        source: '',
        url: 'https://example.com/lentil-soup',
        notes: '',
        ingredients: '1 cup red lentils\n1 l water',
        instructions: 'Rinse the lentils.\nSimmer 40 minutes.',
        rating: null,
        images: [],
      }) as unknown,
    })
    expect(item && 'recipe' in item ? item.recipe.createdAt : 'none').toBeUndefined()
  })

  test('a preparation time alone is no total; a picture by address; one recipe, not a list', async () => {
    const one = domesticaJson({ timeCook: 0, image: 'https://example.com/chili.jpg', name: '' })
    const [item] = await itemsOf(await openDomestica(strToU8(JSON.stringify(one))))
    expect(item).toMatchObject({
      recipe: {
        title: 'Domestica recipe 1',
        activeTime: '10 min',
        totalTime: '',
        images: [{ kind: 'url', url: 'https://example.com/chili.jpg' }],
      },
    })
  })

  test('an entry that is not a recipe is a failure; the others go on', async () => {
    const opened = await openDomestica(strToU8(JSON.stringify([domesticaJson(), 'oops', null, { id: 'x' }])))
    expect(opened.total).toBe(4)
    const items = await itemsOf(opened)
    expect(items.map((item) => ('recipe' in item ? item.recipe.title : item.failure.reason))).toEqual([
      'Lentil soup',
      'Entry 2 of the list is not a recipe.',
      'Entry 3 of the list is not a recipe.',
      'Entry 4 of the list is not a recipe.',
    ])
  })
})

describe('openDomestica refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['damaged JSON', strToU8('[{"name": "x", "timePrep": '), 'damaged'],
    ['an empty list', strToU8('[]'), 'not a Domestica'],
    ['a Mela recipe', strToU8('{"title": "x", "ingredients": "a", "link": ""}'), 'not a Domestica'],
    [
      'schema.org JSON',
      strToU8('[{"@type": "Recipe", "name": "x", "ingredients": "a", "timePrep": 1}]'),
      'not a',
    ],
    ['text', strToU8('Lentil soup'), 'not a Domestica'],
  ] as const)('%s', async ([, file, message]) => {
    await expect(openDomestica(file)).rejects.toThrow(ImportFileError)
    await expect(openDomestica(file)).rejects.toThrow(message)
  })
})

describe('recognizesDomestica', () => {
  const picture = dataUrl(new Uint8Array(60_000))
  test.for([
    ['an export', domesticaExport([domesticaJson()]), true],
    ['one recipe', strToU8(JSON.stringify(domesticaJson())), true],
    [
      'an export whose first picture fills the sample',
      strToU8(JSON.stringify([{ timeCook: 5, timePrep: 1, image: picture, name: 'x', ingredients: '' }])),
      true,
    ],
    [
      'an export whose picture comes first',
      strToU8(JSON.stringify([{ image: picture, timeCook: 5, name: 'x', ingredients: '' }])),
      false,
    ],
    ['JSON with only a name and ingredients', strToU8('[{"name": "x", "ingredients": "a"}]'), false],
    ['Tandoor-like steps', strToU8('{"name": "x", "steps": [], "working_time": 1}'), false],
  ] as const)('%s', ([, file, expected]) => {
    expect(recognizesDomestica(sampleOf(file))).toBe(expected)
  })
})
