import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type OpenedImport } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { guessColumnMapping } from './generic-csv-columns.ts'
import type { CsvColumnMapping } from '@rosemary/shared/contract'
import { columnsToChoose, csvColumns, openGenericCsv, recognizesGenericCsv } from './generic-csv.ts'
import { planToEatCsv, writeCsv } from './test-support/csv-files.ts'

async function itemsOf(opened: OpenedImport): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return items
}

const recipesOf = async (file: Uint8Array, mapping?: CsvColumnMapping) =>
  (await itemsOf(await openGenericCsv(file, undefined, mapping))).flatMap((item) =>
    'recipe' in item ? [item.recipe] : [],
  )

const csv = (rows: string[][], delimiter: ',' | ';' | '\t' = ',') => strToU8(writeCsv(rows, { delimiter }))

describe('guessColumnMapping', () => {
  test('English names, with remarks and odd spelling', () => {
    expect(
      guessColumnMapping([
        'Recipe Name',
        'Ingredients (one a line)',
        'DIRECTIONS',
        'prep_time',
        'Cook Time',
        'Servings',
        'Image URL',
        'Tags',
        'Rating',
        'Calories',
      ]),
    ).toEqual({
      title: 0,
      ingredients: 1,
      instructions: 2,
      prepTime: 3,
      cookTime: 4,
      yield: 5,
      image: 6,
      tags: 7,
      rating: 8,
    })
  })

  test.for([
    ['German', ['Titel', 'Zutaten', 'Zubereitung', 'Portionen', 'Kategorie', 'Küche', 'Quelle']],
    ['Italian', ['Titolo', 'Ingredienti', 'Preparazione', 'Porzioni', 'Categoria', 'Cucina', 'Fonte']],
    ['French', ['Titre', 'Ingrédients', 'Préparation', 'Personnes', 'Catégorie', 'Cuisine', 'Source']],
    ['Spanish', ['Título', 'Ingredientes', 'Preparación', 'Porciones', 'Categoría', 'Cocina', 'Fuente']],
  ])('%s names', ([, header]) => {
    expect(guessColumnMapping(header as string[])).toEqual({
      title: 0,
      ingredients: 1,
      instructions: 2,
      yield: 3,
      category: 4,
      cuisine: 5,
      source: 6,
    })
  })

  test('"Recipe" is the title only without a title column, and the method beside one', () => {
    expect(guessColumnMapping(['Recipe', 'Ingredients'])).toEqual({ title: 0, ingredients: 1 })
    expect(guessColumnMapping(['title', 'recipe', 'ingredients'])).toEqual({
      title: 0,
      instructions: 1,
      ingredients: 2,
    })
  })

  test('no title among other names', () => {
    expect(guessColumnMapping(['Date', 'Amount']).title).toBeUndefined()
  })
})

describe('openGenericCsv with guessed columns', () => {
  test('every field, and the other columns as notes', async () => {
    const rows = [
      [
        'Name',
        'Zutaten',
        'Method',
        'Serves',
        'Prep',
        'Cook time',
        'Link',
        'Photo',
        'Category',
        'Tags',
        'Stars',
        'Date added',
        'Notes',
        'Calories',
        'Author',
      ],
      [
        'Pancakes',
        '2 eggs; 1 cup flour|1 cup milk',
        'Whisk. | Fry.',
        '4',
        '10',
        '20',
        'https://example.com/pancakes',
        'https://example.com/p.jpg',
        'Breakfast',
        'sweet, quick',
        '5',
        '2022-02-03',
        'Family favourite.',
        '300',
        'Grandma',
      ],
    ]
    expect(await recipesOf(csv(rows))).toEqual([
      {
        title: 'Pancakes',
        description: '',
        yield: '4 servings',
        activeTime: '10 min',
        totalTime: '30 min',
        source: 'Grandma',
        url: 'https://example.com/pancakes',
        notes: 'Family favourite.\n\nCalories: 300',
        ingredients: '2 eggs\n1 cup flour\n1 cup milk',
        instructions: 'Whisk.\nFry.',
        rating: 5,
        labels: ['Breakfast', 'sweet', 'quick'],
        images: [{ kind: 'url', url: 'https://example.com/p.jpg' }],
        createdAt: new Date('2022-02-03T00:00:00Z'),
      },
    ])
  })

  test('sections, multi-line cells, a source that is an address, a date in another form', async () => {
    const rows = [
      ['Titel', 'Zutaten', 'Zubereitung', 'Quelle', 'Datum'],
      [
        'Kuchen',
        'Teig:\n200 g Mehl\n\nGuss:\nSahne',
        'Rühren;\nbacken.',
        'https://example.de/kuchen',
        '03.02.2022',
      ],
    ]
    const [recipe] = await recipesOf(csv(rows, ';'))
    expect(recipe).toMatchObject({
      ingredients: '[Teig]\n200 g Mehl\n[Guss]\nSahne',
      instructions: 'Rühren;\nbacken.',
      url: 'https://example.de/kuchen',
      source: '',
      notes: 'Datum: 03.02.2022',
    })
    expect(recipe?.createdAt).toBeUndefined()
  })

  test('a row without a title is a failure, a blank row is nothing', async () => {
    const file = csv([
      ['title', 'ingredients'],
      ['Tea', 'tea'],
      ['', ''],
      ['', 'water'],
    ])
    const opened = await openGenericCsv(file)
    expect(opened.total).toBe(2)
    expect(await itemsOf(opened)).toEqual([
      { recipe: expect.objectContaining({ title: 'Tea' }) as unknown },
      { failure: { title: 'CSV recipe 2', reason: 'The row on line 4: it has no title.' } },
    ])
  })
})

describe('openGenericCsv with the columns the user chose', () => {
  const rows = [
    ['Dish', 'What you need', 'How', 'Comment'],
    ['Soup', 'leeks', 'Simmer.', 'Good cold.'],
  ]

  test('the mapping decides, whatever the names', async () => {
    expect(await recipesOf(csv(rows), { title: 0, ingredients: 1, instructions: 2 })).toEqual([
      expect.objectContaining({
        title: 'Soup',
        ingredients: 'leeks',
        instructions: 'Simmer.',
        notes: 'Comment: Good cold.',
      }),
    ])
  })

  test.for([
    ['no title column', {}, 'no column for the recipe title'],
    ['a column past the last', { title: 0, notes: 4 }, 'not one of this CSV file'],
    ['a negative column', { title: -1 }, 'not one of this CSV file'],
    ['a fractional column', { title: 0.5 }, 'not one of this CSV file'],
  ])('refuses %s', async ([, mapping, message]) => {
    await expect(openGenericCsv(csv(rows), undefined, mapping as CsvColumnMapping)).rejects.toThrow(message)
  })

  test('without a mapping, a header with no title is refused', async () => {
    await expect(openGenericCsv(csv(rows))).rejects.toThrow(ImportFileError)
  })
})

describe('csvColumns', () => {
  test('the header, an example of each column, the guess and the rows (blank ones not counted)', () => {
    const file = csv([
      ['Name', 'Ingredients', 'Notes'],
      ['', 'flour', ''],
      ['', '', ''],
      ['Bread', 'x'.repeat(200), ''],
    ])
    expect(csvColumns(file)).toEqual({
      names: ['Name', 'Ingredients', 'Notes'],
      examples: ['Bread', 'flour', ''],
      mapping: { title: 0, ingredients: 1, notes: 2 },
      rows: 2,
    })
  })

  test('for the import, which reads the file next: the names and the guess only, nothing past the header', () => {
    const file = csv([
      ['Name', 'Ingredients'],
      ['Bread', 'flour'],
    ])
    expect(csvColumns(file, { headerOnly: true })).toEqual({
      names: ['Name', 'Ingredients'],
      examples: ['', ''],
      mapping: { title: 0, ingredients: 1 },
      rows: 0,
    })
  })

  test('rows are counted past the ones looked at for examples', () => {
    const rows = Array.from({ length: 45 }, (_, index) => [`Dish ${index}`, index === 30 ? 'late' : ''])
    const columns = csvColumns(csv([['Gericht', 'Zutaten'], ...rows]))
    expect(columns.rows).toBe(45)
    // Examples come from the first rows only.
    expect(columns.examples).toEqual(['Dish 0', ''])
    expect(columns.mapping).toEqual({ ingredients: 1 })
  })

  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['a zip', zipSync({ 'a.csv': strToU8('a,b') }), 'zip'],
    ['only blank lines', strToU8('\n\n'), 'no header'],
  ])('refuses %s', ([, file, message]) => {
    expect(() => csvColumns(file as Uint8Array)).toThrow(message)
  })
})

describe('columnsToChoose', () => {
  const file = strToU8('Gericht;Zutaten\nBrot;Mehl\n')
  test('a spreadsheet no reader knows (no title column) still offers its columns', () => {
    expect(columnsToChoose(file, sampleOf(file), null)).toMatchObject({
      names: ['Gericht', 'Zutaten'],
      rows: 1,
    })
    const guessed = csv([
      ['Title', 'Ingredients'],
      ['Tea', 'tea'],
    ])
    expect(columnsToChoose(guessed, sampleOf(guessed), 'genericCsv')?.mapping).toEqual({
      title: 0,
      ingredients: 1,
    })
  })

  test.for([
    ['a file of an app’s format', strToU8('Title,Ingredients\nTea,tea\n'), 'planToEat'],
    ['text of one column', strToU8('just words\nmore words\n'), null],
    ['JSON', strToU8('{"a": 1, "b": 2}'), null],
    ['a zip', zipSync({ 'a.csv': strToU8('a,b') }), null],
  ] as const)('none for %s', ([, bytes, format]) => {
    expect(columnsToChoose(bytes, sampleOf(bytes), format)).toBeNull()
  })
})

describe('recognizesGenericCsv', () => {
  test('a header with a title column, in any delimiter', () => {
    expect(recognizesGenericCsv(sampleOf(strToU8('Titolo\tIngredienti\nPasta\tfarina\n')))).toBe(true)
  })

  test("Excel's Unicode text: UTF-16 with a byte order mark, tab-separated", async () => {
    const text = '\uFEFFTítulo\tIngredientes\r\nTortilla\thuevos\r\n'
    const file = new Uint8Array(Buffer.from(text, 'utf16le'))
    expect(recognizesGenericCsv(sampleOf(file))).toBe(true)
    expect((await recipesOf(file))[0]).toMatchObject({ title: 'Tortilla', ingredients: 'huevos' })
  })

  test.for([
    ['no title column', 'Date,Amount\n2024-01-01,3\n'],
    ['one column', 'Title\nTea\n'],
    ['JSON', '{"title": "Tea", "ingredients": "tea"}'],
    ['a Plan to Eat export', new TextDecoder().decode(planToEatCsv([{ Title: 'Tea' }]))],
  ])('not %s', ([, text]) => {
    expect(recognizesGenericCsv(sampleOf(strToU8(text!)))).toBe(false)
  })
})
