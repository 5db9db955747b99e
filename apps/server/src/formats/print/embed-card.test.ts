import { load } from 'cheerio'
import { describe, expect, test } from 'vitest'
import { renderEmbedCard, type EmbedCardOptions } from './embed-card.ts'
import type { PrintableRecipe } from './printable-recipe.ts'

const recipe: PrintableRecipe = {
  id: '3f1e0c4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  title: 'Focaccia',
  description: 'Crisp outside, soft inside.',
  yield: '1 tray',
  activeTime: '20 min',
  totalTime: '1 d',
  source: 'Bakery notes',
  url: 'https://example.com/focaccia',
  notes: 'Private note',
  ingredients: '500 g flour\n[Topping]\nRosemary',
  instructions: 'Mix.\nRise overnight.\n[Bake]\nBake 25 min.',
  rating: 5,
  labels: ['bread'],
}

const options: EmbedCardOptions = {
  origin: 'https://recipes.example.com/',
  language: 'en-us',
  nonce: 'k9',
  imageUrl: 'https://recipes.example.com/api/images/2',
}

const render = (changes: Partial<EmbedCardOptions> = {}) =>
  load(renderEmbedCard(recipe, { ...options, ...changes }))

describe('renderEmbedCard', () => {
  test('is a card with the picture, title, facts, ingredients and steps', () => {
    const $ = render()
    expect($('img.picture').attr('src')).toBe(options.imageUrl)
    expect($('h1').text()).toBe('Focaccia')
    expect($('.description').text()).toBe('Crisp outside, soft inside.')
    expect(
      $('.facts dd')
        .map((_, element) => $(element).text())
        .get(),
    ).toEqual(['1 tray', '20 min', '1 d'])
    expect(
      $('.ingredient-group li')
        .map((_, element) => $(element).text())
        .get(),
    ).toEqual(['500 g flour', 'Rosemary'])
    expect(
      $('.step-group ol')
        .map((_, list) => $(list).children('li').length)
        .get(),
    ).toEqual([2, 1])
    expect($('.rating').text()).toBe('★★★★★')
  })

  test('keeps private notes and labels out', () => {
    const page = renderEmbedCard(recipe, options)
    expect(page).not.toContain('Private note')
    expect(page).not.toContain('bread')
  })

  test('links back to the recipe page of the app, opening outside the iframe', () => {
    const $ = render()
    const link = `https://recipes.example.com/#/recipe/${recipe.id}`
    expect($('h1 a').attr('href')).toBe(link)
    expect($('a.open').attr('href')).toBe(link)
    expect($('a.open').text()).toBe('Open the recipe')
    expect($('base').attr('target')).toBe('_blank')
  })

  test('is self-contained: inline style under the nonce, no script, nothing loaded but the picture', () => {
    const $ = render()
    expect($('script').length).toBe(0)
    expect($('link, iframe, object').length).toBe(0)
    expect($('style').attr('nonce')).toBe('k9')
    expect($('style').text()).not.toMatch(/url\(|@import/)
    expect(
      $('[src]')
        .map((_, element) => $(element).attr('src'))
        .get(),
    ).toEqual([options.imageUrl])
  })

  test('without a picture there is no image', () => {
    expect(render({ imageUrl: undefined })('img').length).toBe(0)
  })

  test.for([
    ['en-us', 'en-US', 'Ingredients', 'Open the recipe'],
    ['it-it', 'it-IT', 'Ingredienti', 'Apri la ricetta'],
    ['de-de', 'de-DE', 'Zutaten', 'Rezept öffnen'],
  ] as const)('%s', ([language, lang, ingredients, open]) => {
    const $ = render({ language })
    expect($('html').attr('lang')).toBe(lang)
    expect($('h2').first().text()).toBe(ingredients)
    expect($('a.open').text()).toBe(open)
  })
})
