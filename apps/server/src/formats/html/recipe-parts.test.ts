import { expect, test } from 'vitest'
import { emptyRecipe } from '../imported-recipe.ts'
import { parseHtml } from '../schema-org/parse-html.ts'
import type { Draft } from './draft.ts'
import { readRecipeParts } from './recipe-parts.ts'

const lead = (ingredients: string[], instructions: string[]): Draft => ({
  path: 'json-ld',
  recipe: emptyRecipe('Fish cakes'),
  ingredients,
  instructions,
  images: [],
  publisher: '',
})

const read = (body: string, draft: Draft) => {
  const parts = readRecipeParts(parseHtml(`<html><body><main>${body}</main></body></html>`), draft)
  return parts && { ingredients: parts.ingredients, instructions: parts.instructions }
}

const sauceOnly = lead(['2 tbsp mayonnaise', '1 tsp capers'], ['Stir the capers into the mayonnaise.'])

const twoParts = `<article>
  <div class="box"><ul class="items"><li>400 g white fish</li><li>2 potatoes, boiled</li><li>1 egg</li></ul></div>
  <div class="prose"><p>Flake the fish and mash it with the potatoes.</p><p>Bind with the egg and fry.</p></div>
  <div class="box"><p class="name">Caper sauce</p><ul class="items"><li>2 tbsp mayonnaise</li><li>1 tsp capers</li></ul></div>
  <div class="prose"><p>Stir the capers into the mayonnaise.</p></div>
  <p class="credits">From our summer issue</p>
</article>`

/** Both parts' lists, the sauce's under its name. */
const everyIngredient = [
  '400 g white fish',
  '2 potatoes, boiled',
  '1 egg',
  '[Caper sauce]',
  '2 tbsp mayonnaise',
  '1 tsp capers',
]

test('data holding the last part of a recipe leads to the parts the page lays out alike', () => {
  expect(read(twoParts, sauceOnly)).toEqual({
    ingredients: everyIngredient,
    instructions: [
      'Flake the fish and mash it with the potatoes.',
      'Bind with the egg and fry.',
      'Stir the capers into the mayonnaise.',
    ],
  })
})

test('a list the page shows once more (for another screen size) is one part, not two', () => {
  const twice = `<div class="wide"><ul class="items"><li>2 tbsp mayonnaise</li><li>1 tsp capers</li></ul></div>
    <div class="narrow"><ul class="items"><li>2 tbsp mayonnaise</li><li>1 tsp capers</li></ul></div>`
  expect(read(twice, sauceOnly)).toBeNull()
})

test('a method laid out like the ingredient list is not another list of ingredients', () => {
  const sameLayout = `<section><h3>Ingredients</h3><ul class="items"><li>2 tbsp mayonnaise</li><li>1 tsp capers</li></ul>
    <h3>Method</h3><ul class="items"><li>1. Stir the capers into the mayonnaise.</li></ul></section>`
  expect(read(sameLayout, sauceOnly)).toBeNull()
})

test('data whose list is the only one of its kind on the page has no other parts', () => {
  const single = `<div class="box"><ul class="items"><li>2 tbsp mayonnaise</li><li>1 tsp capers</li></ul></div>
    <div class="box"><ul class="links"><li>More sauces</li><li>Fish recipes</li></ul></div>`
  expect(read(single, sauceOnly)).toBeNull()
})

test('paragraphs of one class make no parts without lists of ingredients laid out alike', () => {
  const article = `<div class="text"><p>Stir the capers into the mayonnaise.</p></div>
    <div class="text"><p>We first made this sauce on a windy beach in June.</p></div>
    <ul class="items"><li>2 tbsp mayonnaise</li><li>1 tsp capers</li></ul>`
  expect(read(article, sauceOnly)).toBeNull()
})

test('prose laid out like the methods but more of it than there are lists is the article, not methods', () => {
  const intro = '<div class="prose"><p>We first made these on a windy beach in June.</p></div>'
  const article = twoParts.replace('<article>', `<article>${intro}`)
  expect(read(article, sauceOnly)).toEqual({
    ingredients: everyIngredient,
    instructions: [],
  })
})
