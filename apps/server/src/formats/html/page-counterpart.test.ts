import { expect, test } from 'vitest'
import { clipRecipe } from './extract-recipe.ts'
import { spacedText } from './page-counterpart.ts'
import { parseHtml } from '../schema-org/parse-html.ts'

const PAGE_URL = 'https://www.pantry.example/recipes/buns'
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`
const recipe = (ingredients: string[]) => ({
  '@type': 'Recipe',
  name: 'Cardamom Buns',
  recipeIngredient: ingredients,
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Knead the dough and bake the buns.' }],
})
const page = (ingredients: string[], body: string) =>
  `<html><head>${jsonLd(recipe(ingredients))}</head><body><h1>Cardamom Buns</h1>${body}</body></html>`

const LIST = `
  <p>Warm milk and a little sugar make the yeast work; the flour comes last.</p>
  <div class="card"><h3>Dough</h3><ul>
    <li><span class="amount">2,5 dl</span><span class="name">milk</span></li>
    <li><span class="amount">25 g</span><span class="name">yeast</span></li>
    <li><span class="amount">500 g</span><span class="name">flour</span>, sifted</li>
  </ul><h3>Topping</h3><ul><li><span class="amount">1</span><span class="name">egg</span></li></ul></div>`

test('names without amounts in the data: the page’s whole lines, spaced as shown, with their groups', () => {
  const clipped = clipRecipe(page(['milk', 'yeast', 'flour', 'egg'], LIST), PAGE_URL)
  expect(clipped?.recipe.ingredients.split('\n')).toEqual([
    '[Dough]',
    '2,5 dl milk',
    '25 g yeast',
    '500 g flour, sifted',
    '[Topping]',
    '1 egg',
  ])
  expect(clipped?.paths).toEqual(['json-ld', 'heuristic'])
})

test('lines the data cut at their commas come back whole from the page', () => {
  const clipped = clipRecipe(
    page(['2,5 dl milk', '25 g yeast', '500 g flour', 'sifted', '1 egg'], LIST),
    PAGE_URL,
  )
  expect(clipped?.recipe.ingredients.split('\n')).toEqual([
    '[Dough]',
    '2,5 dl milk',
    '25 g yeast',
    '500 g flour, sifted',
    '[Topping]',
    '1 egg',
  ])
})

test('whole lines in the data are kept, however the page lays them out', () => {
  const lines = ['2,5 dl milk', '25 g yeast', '500 g flour, sifted', '1 egg']
  const clipped = clipRecipe(page(lines, LIST.replace('<h3>Topping</h3>', '')), PAGE_URL)
  expect(clipped?.recipe.ingredients.split('\n').filter((line) => !line.startsWith('['))).toEqual(lines)
})

test('ingredients named in the text but listed nowhere are not completed from the prose', () => {
  const prose =
    '<p>Bring 2,5 dl milk to the boil, stir in 25 g yeast, then all 500 g flour and beat in 1 egg.</p>'
  const clipped = clipRecipe(page(['milk', 'yeast', 'flour', 'egg'], prose), PAGE_URL)
  expect(clipped?.recipe.ingredients.split('\n')).toEqual(['milk', 'yeast', 'flour', 'egg'])
})

test('spacedText sets a page’s parts apart, but not a word’s styled letters', () => {
  const $ = parseHtml('<li><span>2 dl</span><span>milk</span> (<b>warm</b>ed) , 1<sup>st</sup> batch</li>')
  expect(spacedText($('li')[0]!)).toBe('2 dl milk (warmed), 1st batch')
})
