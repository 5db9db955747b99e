import { describe, expect, test } from 'vitest'
import { ROSEMARY_BLOCK_KEY, type RosemaryRecipeBlock } from '../exported-recipe.ts'
import { readDate, readSchemaRecipe } from './read-recipe.ts'

const soup = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato &amp; Basil Soup',
  description: '<p>Bright and quick.</p><p>Good cold too.</p>',
  recipeYield: ['4', '4 bowls'],
  prepTime: 'PT10M',
  cookTime: 'PT25M',
  author: { '@type': 'Person', name: 'Ann Example' },
  url: 'https://x.example/soup',
  recipeIngredient: ['1 kg tomatoes', '1 bunch basil'],
  recipeInstructions: [
    {
      '@type': 'HowToSection',
      name: 'Soup',
      itemListElement: [{ '@type': 'HowToStep', text: 'Simmer the tomatoes.' }],
    },
    { '@type': 'HowToStep', text: 'Blend with the basil.' },
  ],
  recipeCategory: 'Soup',
  keywords: 'summer, quick',
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8 },
  image: [
    { '@type': 'ImageObject', url: '/img/soup-small.jpg', width: 300, height: 200 },
    { '@type': 'ImageObject', url: '/img/soup-large.jpg', width: 1600, height: 1200 },
  ],
  datePublished: '2021-05-04T10:00:00Z',
  nutrition: { '@type': 'NutritionInformation', calories: '180 kcal' },
}

describe('readSchemaRecipe', () => {
  test('reads every field a Recipe carries', () => {
    expect(readSchemaRecipe(soup, { baseUrl: 'https://x.example/recipes/' })).toEqual({
      title: 'Tomato & Basil Soup',
      description: 'Bright and quick.\nGood cold too.',
      yield: '4 bowls',
      activeTime: '10 min',
      totalTime: '35 min',
      source: 'Ann Example',
      url: 'https://x.example/soup',
      notes: 'Nutrition per serving: Calories 180 kcal',
      ingredients: '1 kg tomatoes\n1 bunch basil',
      instructions: '[Soup]\nSimmer the tomatoes.\nBlend with the basil.',
      // Other people's ratings are not the user's own.
      rating: null,
      labels: ['Soup', 'summer', 'quick'],
      images: [
        { kind: 'url', url: 'https://x.example/img/soup-large.jpg' },
        { kind: 'url', url: 'https://x.example/img/soup-small.jpg' },
      ],
      createdAt: new Date('2021-05-04T10:00:00Z'),
    })
  })

  test("a recipe app's export: its credit line is the source, its own notes come as comments without an author", () => {
    // As RecipeSage exports a recipe: source in creditText, the page in isBasedOn, notes as a comment.
    const exported = {
      '@type': 'Recipe',
      name: 'Leek Soup',
      creditText: 'Grandma',
      isBasedOn: 'https://example.com/leek',
      author: { '@type': 'Person', name: 'Someone Else' },
      comment: [
        { '@type': 'Comment', name: 'Author Notes', text: 'Freezes well.\nAdd more pepper.' },
        // A reader's comment on a page names its author, and is not the recipe's notes.
        { '@type': 'Comment', author: { '@type': 'Person', name: 'Bob' }, text: 'Too salty!' },
      ],
      nutrition: { '@type': 'NutritionInformation', calories: '90 kcal' },
    }
    expect(readSchemaRecipe(exported)).toMatchObject({
      source: 'Grandma',
      url: 'https://example.com/leek',
      notes: 'Freezes well.\nAdd more pepper.\n\nNutrition per serving: Calories 90 kcal',
    })
    // A credit line that is only an address names no source.
    expect(readSchemaRecipe({ ...exported, creditText: 'https://example.com' }).source).toBe('Someone Else')
  })

  test('an empty object gives an empty recipe', () => {
    expect(readSchemaRecipe({ '@type': 'Recipe' })).toMatchObject({
      title: '',
      ingredients: '',
      instructions: '',
      images: [],
    })
  })

  test('the headline stands in for a missing name, and dateCreated wins over datePublished', () => {
    const recipe = readSchemaRecipe({
      headline: 'Soup',
      dateCreated: '2020-01-02',
      datePublished: '2021-01-02',
    })
    expect(recipe.title).toBe('Soup')
    expect(recipe.createdAt).toEqual(new Date('2020-01-02'))
  })

  const block: RosemaryRecipeBlock = {
    version: 1,
    title: 'Soup  [exact]',
    description: 'desc',
    yield: 'a pot',
    activeTime: 'overnight',
    totalTime: '1 d',
    source: 'Grandma',
    url: 'https://x.example/grandma',
    notes: 'Salt late.',
    ingredients: '[Base]\n1 kg tomatoes',
    instructions: 'Simmer.\n[Finish]\nBlend.',
    rating: 4,
    labels: ['Soup', 'soup'],
    createdAt: '2019-03-04T05:06:07.000Z',
    updatedAt: '2020-03-04T05:06:07.000Z',
  }

  test('Rosemary’s own block wins for every field; pictures still come from image', () => {
    const recipe = readSchemaRecipe({
      ...soup,
      image: ['data:image/webp;base64,AQID', 'data:image/webp;base64,BAUG'],
      [ROSEMARY_BLOCK_KEY]: block,
    })
    expect(recipe).toEqual({
      title: block.title,
      description: block.description,
      yield: block.yield,
      activeTime: block.activeTime,
      totalTime: block.totalTime,
      source: block.source,
      url: block.url,
      notes: block.notes,
      ingredients: block.ingredients,
      instructions: block.instructions,
      rating: 4,
      labels: ['Soup', 'soup'],
      images: [
        { kind: 'bytes', data: new Uint8Array([1, 2, 3]) },
        { kind: 'bytes', data: new Uint8Array([4, 5, 6]) },
      ],
      createdAt: new Date(block.createdAt),
    })
  })

  test.for([
    ['another version', { ...block, version: 2 }],
    ['a rating out of range', { ...block, rating: 9 }],
    ['a missing field', { ...block, title: undefined }],
    ['not an object', 'yes'],
  ] as const)('a block with %s is ignored', ([, invalid]) => {
    expect(readSchemaRecipe({ ...soup, [ROSEMARY_BLOCK_KEY]: invalid }).title).toBe('Tomato & Basil Soup')
  })
})

test('the older data-vocabulary.org names are read too', () => {
  const recipe = readSchemaRecipe(
    { name: 'Loaf', ingredient: ['2 lb beef', '2 eggs'], instructions: 'Mix.\nBake.', photo: '/loaf.jpg' },
    { baseUrl: 'https://x.example/' },
  )
  expect(recipe).toMatchObject({
    ingredients: '2 lb beef\n2 eggs',
    instructions: 'Mix.\nBake.',
    images: [{ kind: 'url', url: 'https://x.example/loaf.jpg' }],
  })
})

test.for([
  ['2021-05-04', new Date('2021-05-04')],
  ['not a date', undefined],
  ['1970-01-01', undefined],
  ['2999-01-01', undefined],
  [undefined, undefined],
] as const)('readDate(%j)', ([value, expected]) => {
  expect(readDate(value)).toEqual(expected)
})
