/**
 * RecipeSage's JSON-LD export is read by the JSON-LD reader, not by recipesage.ts: these pin what that
 * reader takes from it. RecipeSage writes a schema.org Recipe per recipe, under {"recipes": [...]} since
 * late 2024 and as a bare list before; ingredients keep RecipeSage's "[Header]" lines, instructions are
 * HowToSteps with a bare HowToSection (a name, no items) before each group, source is creditText, the url
 * isBasedOn, the notes a Comment named "Author Notes", and the rating an AggregateRating.
 */
import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openJsonLd } from './json-ld.ts'
import { recognizeFormat } from './readers.ts'

const exported = {
  '@context': 'http://schema.org',
  '@type': 'Recipe',
  identifier: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  datePublished: '2021-05-06T07:08:09.000Z',
  description: 'Quick and warming.',
  image: ['https://images.example.com/soup.jpg'],
  name: 'Tomato soup',
  prepTime: 'PT10M',
  recipeIngredient: ['[Soup]', '1 kg tomatoes', '1 onion'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Chop.' },
    { '@type': 'HowToStep', text: 'Simmer 30 minutes.' },
  ],
  recipeYield: '4 bowls',
  totalTime: 'PT40M',
  recipeCategory: ['soup', 'winter'],
  creditText: 'Family',
  isBasedOn: 'https://example.com/soup',
  comment: [{ '@type': 'Comment', name: 'Author Notes', text: 'Better the next day.' }],
  aggregateRating: { '@type': 'AggregateRating', ratingValue: '4', bestRating: '5' },
  nutrition: { '@type': 'NutritionInformation', calories: '320 kcal' },
}

test.for([
  ['the current export, {"recipes": [...]}', { recipes: [exported] }],
  ['the export before late 2024, a bare list', [exported]],
])('%s is recognised as JSON-LD and read', async ([, document]) => {
  const file = strToU8(JSON.stringify(document))
  expect(recognizeFormat(file)).toBe('jsonLd')
  const opened = await openJsonLd(file)
  const read: ImportedRecipe[] = []
  for await (const item of opened.items()) if ('recipe' in item) read.push(item.recipe)
  expect(read).toEqual([
    expect.objectContaining({
      title: 'Tomato soup',
      description: 'Quick and warming.',
      yield: '4 bowls',
      activeTime: '10 min',
      totalTime: '40 min',
      url: 'https://example.com/soup',
      ingredients: '[Soup]\n1 kg tomatoes\n1 onion',
      instructions: 'Chop.\nSimmer 30 minutes.',
      labels: ['soup', 'winter'],
      images: [{ kind: 'url', url: 'https://images.example.com/soup.jpg' }],
      createdAt: new Date('2021-05-06T07:08:09Z'),
    }) as unknown,
  ])
})
