import { expect, test } from 'vitest'
import { findRecipes } from './find-recipes.ts'

const names = (document: unknown, untyped = false) =>
  findRecipes(document, { untyped }).map((recipe) => recipe.name)

test.for([
  ['a Recipe alone', { '@type': 'Recipe', name: 'A' }, ['A']],
  [
    'a list of Recipes',
    [
      { '@type': 'Recipe', name: 'A' },
      { '@type': 'Recipe', name: 'B' },
    ],
    ['A', 'B'],
  ],
  [
    'Recipes in @graph among other nodes',
    {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage' }, { '@type': 'Recipe', name: 'A' }],
    },
    ['A'],
  ],
  [
    'a page whose mainEntity is the Recipe',
    { '@type': 'WebPage', mainEntity: { '@type': 'Recipe', name: 'A' } },
    ['A'],
  ],
  ['{recipes: [...]}', { recipes: [{ '@type': 'Recipe', name: 'A' }] }, ['A']],
  ['@type as a list', { '@type': ['NewsArticle', 'Recipe'], name: 'A' }, ['A']],
  ['@type in odd case', { '@type': 'recipe', name: 'A' }, ['A']],
  ['@type with a vocabulary', { '@type': 'http://schema.org/Recipe', name: 'A' }, ['A']],
  ['@type with a prefix', { '@type': 'schema:Recipe', name: 'A' }, ['A']],
  ['no Recipe', { '@type': 'Article', name: 'A' }, []],
  ['not an object', 'Recipe', []],
] as const)('%s', ([, document, expected]) => {
  expect(names(document)).toEqual(expected)
})

test('untyped objects with recipe properties count only when asked for', () => {
  const document = { recipes: [{ name: 'A', recipeIngredient: ['egg'] }, { name: 'B' }] }
  expect(names(document)).toEqual([])
  expect(names(document, true)).toEqual(['A'])
})

test('references by @id are replaced by the nodes they name', () => {
  const document = {
    '@graph': [
      { '@type': 'Recipe', name: 'A', author: { '@id': '#ann' }, image: { '@id': '#photo' } },
      { '@id': '#ann', '@type': 'Person', name: 'Ann' },
      { '@id': '#photo', '@type': 'ImageObject', url: 'https://x.example/a.jpg' },
    ],
  }
  const [recipe] = findRecipes(document)
  expect(recipe?.author).toEqual({ '@id': '#ann', '@type': 'Person', name: 'Ann' })
  expect(recipe?.image).toEqual({ '@id': '#photo', '@type': 'ImageObject', url: 'https://x.example/a.jpg' })
})

test('a reference to a node that is not there stays as it is, and cycles end', () => {
  const page: Record<string, unknown> = { '@id': '#page', '@type': 'WebPage' }
  const recipe = {
    '@id': '#r',
    '@type': 'Recipe',
    name: 'A',
    isPartOf: { '@id': '#page' },
    author: { '@id': '#nobody' },
  }
  page.mainEntity = { '@id': '#r' }
  const [found] = findRecipes({ '@graph': [page, recipe] })
  expect(found?.author).toEqual({ '@id': '#nobody' })
})

test('deeply nested input does not exhaust the stack', () => {
  let document: unknown = { '@type': 'Recipe', name: 'deep' }
  for (let level = 0; level < 10_000; level += 1) document = [document]
  expect(findRecipes(document)).toEqual([])
})
