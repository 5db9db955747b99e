import { describe, expect, test } from 'vitest'
import { emptyRecipe } from '../src/formats/imported-recipe.ts'
import {
  byFormat,
  checkEssentials,
  describeUnsupported,
  expectedCounts,
  hasAllEssentials,
  missingEssentials,
  summarize,
  type FileResult,
} from './import-corpus.ts'

test('expectedCounts reads the import rows of the README files table', () => {
  const readme = [
    '| file | repository | commit | path | licence | recipes |',
    '|---|---|---|---|---|---|',
    '| clip/x/page.html | a/b | 123 | x | MIT | 1 |',
    '| import/paprika/a/My Recipes.paprikarecipes | a/b | 123 | My Recipes.paprikarecipes | MIT | 36 |',
    '| import/csv/a/header.csv | a/b | 123 | header.csv | none stated | 0 |',
    '| import/odd/a/file.txt | a/b | 123 | file.txt | none | many |',
  ].join('\n')
  expect([...expectedCounts(readme)]).toEqual([
    ['import/paprika/a/My Recipes.paprikarecipes', 36],
    ['import/csv/a/header.csv', 0],
  ])
})

describe('essentials', () => {
  test('a recipe with a title, an ingredient and a step has them all', () => {
    const recipe = { ...emptyRecipe('Soup'), ingredients: '[Base]\nwater', instructions: 'Boil.' }
    expect(hasAllEssentials(checkEssentials(recipe))).toBe(true)
  })

  test('headers alone are not ingredients', () => {
    const recipe = { ...emptyRecipe(' '), ingredients: '[Base]', instructions: '' }
    expect(missingEssentials(checkEssentials(recipe))).toEqual(['title', 'ingredients', 'instructions'])
  })
})

test('summarize counts files, recipes against the README, essentials and unsupported files', () => {
  const result = (overrides: Partial<FileResult>): FileResult => ({
    path: 'x',
    importer: 'paprika',
    recipes: 0,
    complete: 0,
    failures: [],
    expected: undefined,
    ms: 1,
    ...overrides,
  })
  const lines = summarize([
    result({ recipes: 36, complete: 30, expected: 36 }),
    result({ importer: 'fdx', refused: 'broken', expected: 4 }),
    result({ recipes: 2, complete: 2, expected: 1, failures: [{ title: 'a', reason: 'b' }] }),
    result({ importer: null, expected: 196 }),
    result({ importer: null, expected: 0 }),
    result({ importer: null }),
  ])
  expect(lines).toEqual([
    'files with an importer: 3, opened 2/3 (66.7%)',
    'recipes read: 38 of 41 the README states for those files (38/41 (92.7%)); failures: 1',
    'recipes with title, ingredients and instructions: 32/38 (84.2%)',
    'unsupported files (no importer for their format): 1, holding 196 recipes',
    'other files, holding no recipes (pictures, menus, settings): 2',
  ])
})

test('describeUnsupported groups files holding recipes that no reader knows by their format folder', () => {
  const file = (path: string, importer: FileResult['importer'], expected?: number): FileResult => ({
    path: `/corpus/import/${path}`,
    importer,
    recipes: 0,
    complete: 0,
    failures: [],
    expected,
    ms: 0,
  })
  const results = [
    file('mealmaster_mmf/a/one.mmf', null, 1),
    file('mealmaster_mmf/a/two.mmf', null, 1),
    file('paprika/a/x.paprikarecipes', 'paprika', 36),
    file('csv_plantoeat/a/header.csv', null),
  ]
  expect(describeUnsupported(results, (path) => path.replace('/corpus/import/', ''))).toEqual([
    'mealmaster_mmf: 2 files, 2 recipes',
  ])
})

test('byFormat gives each recognised format its files, recipes against the README and complete ones', () => {
  const file = (importer: FileResult['importer'], recipes: number, complete: number, expected: number) => ({
    path: 'x',
    importer,
    recipes,
    complete,
    failures: [],
    expected,
    ms: 0,
  })
  expect(
    byFormat([
      file('mealMaster', 2, 1, 2),
      file('mealMaster', 1, 1, 2),
      file('gourmet', 4, 4, 4),
      file(null, 0, 0, 9),
    ]),
  ).toEqual([
    'mealMaster: 2/2 files opened, recipes 3/4 (75.0%), complete 2/3 (66.7%)',
    'gourmet: 1/1 files opened, recipes 4/4 (100.0%), complete 4/4 (100.0%)',
  ])
})
