import fc from 'fast-check'
import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openGuessedCsv } from './generic-csv.ts'
import { writeCsv } from './test-support/csv-files.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf } from './test-support/mutations.ts'

/** Column names of the same fields as people write them in five languages. */
const HEADERS = [
  ['Title', 'Ingredients', 'Directions', 'Servings', 'Notes'],
  ['Rezeptname', 'Zutaten', 'Zubereitung', 'Portionen', 'Notizen'],
  ['Titolo', 'Ingredienti', 'Procedimento', 'Porzioni', 'Note'],
  ['Nom', 'Ingrédients', 'Étapes', 'Personnes', 'Remarques'],
  ['Nombre', 'Ingredientes', 'Pasos', 'Raciones', 'Notas'],
]

const word = fc.string({
  unit: fc.constantFrom('a', 'ß', 'é', '"', ',', ';', '\t', '½', '😀'),
  minLength: 1,
  maxLength: 8,
})
const line = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '))
/** Items with no separator, colon at the end or bracket at the start: taken as they are. */
const item = line.filter((text) => !/[;|]/.test(text) && !text.endsWith(':') && !text.startsWith('['))

const recipe = fc.record({
  title: line.filter((text) => text.trim() !== ''),
  ingredients: fc.array(item, { minLength: 2, maxLength: 5 }),
  instructions: fc.array(item, { maxLength: 4 }),
  servings: fc.integer({ min: 2, max: 20 }),
  notes: line,
})
type Generated = typeof recipe extends fc.Arbitrary<infer T> ? T : never

const expected = (r: Generated): Partial<ImportedRecipe> => ({
  title: r.title.replace(/\s+/g, ' ').trim(),
  ingredients: r.ingredients
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n'),
  instructions: r.instructions
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n'),
  yield: `${r.servings} servings`,
  notes: r.notes.trim(),
})

test('a spreadsheet in any of five languages and delimiters is read back field for field', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...HEADERS),
      fc.constantFrom<',' | ';' | '\t'>(',', ';', '\t'),
      fc.boolean(),
      fc.array(recipe, { minLength: 1, maxLength: 4 }),
      async (header, delimiter, oneLine, recipes) => {
        // A spreadsheet cell often holds its list on one line, items between semicolons.
        const list = (items: string[]) => items.join(oneLine ? '; ' : '\n')
        const rows = recipes.map((r) => [
          r.title,
          list(r.ingredients),
          r.instructions.join('\n'),
          String(r.servings),
          r.notes,
        ])
        const opened = await openGuessedCsv(strToU8(writeCsv([header, ...rows], { delimiter })))
        const read: ImportedRecipe[] = []
        for await (const entry of opened.items()) if ('recipe' in entry) read.push(entry.recipe)
        expect(read).toHaveLength(recipes.length)
        read.forEach((got, index) => expect(got).toMatchObject(expected(recipes[index]!)))
      },
    ),
    { numRuns: 2500 },
  )
})

const sample = writeCsv([
  [
    'Name',
    'Zutaten',
    'Method',
    'Serves',
    'Prep',
    'Cook time',
    'Link',
    'Photo',
    'Tags',
    'Stars',
    'Date',
    'Extra',
  ],
  [
    'Pancakes',
    '2 eggs; 1 cup flour',
    'Whisk.\nFry.',
    '4',
    '10',
    '20',
    'https://e.com/p',
    'https://e.com/p.jpg',
    'a, b',
    '5',
    '2022-02-03',
    'x',
  ],
  ['Tea', 'Pot:\ntea', 'Boil. | Pour.', 'two', 'long', '', 'Grandma', '', '', '0', '03.02.2022', ''],
])

test('the unmutated file imports', async () => {
  expect(await importCleanly(openGuessedCsv, strToU8(sample), FUZZ_LIMITS)).toBe(2)
})

test('damaged spreadsheets end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(strToU8(sample)), async (file) => {
      await importCleanly(openGuessedCsv, file, FUZZ_LIMITS)
    }),
    { numRuns: 7500 },
  )
})
