import { expect, test } from 'vitest'
import { parseHtml } from '../schema-org/parse-html.ts'
import { readPluginCard } from './plugin-cards.ts'

const read = (body: string) => {
  const draft = readPluginCard(parseHtml(`<html><body>${body}</body></html>`))
  return (
    draft && { title: draft.recipe.title, ingredients: draft.ingredients, instructions: draft.instructions }
  )
}

test('WP Recipe Maker, with ingredient and instruction groups', () => {
  const card = `
    <div class="wprm-recipe-container"><div class="wprm-recipe">
      <h2 class="wprm-recipe-name">Lemon Bars</h2>
      <div class="wprm-recipe-ingredients-container">
        <h3 class="wprm-recipe-header">Ingredients</h3>
        <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Crust</h4>
          <ul><li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container"><input type="checkbox"><span class="sr-only">▢</span></span>
            <span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-unit">cup</span>
            <span class="wprm-recipe-ingredient-name">flour</span></li></ul></div>
        <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Filling</h4>
          <ul><li class="wprm-recipe-ingredient">3 lemons</li></ul></div>
      </div>
      <div class="wprm-recipe-instructions-container">
        <div class="wprm-recipe-instruction-group"><ul>
          <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Bake the crust.</div></li>
          <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Pour &amp; bake.</div></li>
        </ul></div>
      </div>
    </div></div>`
  expect(read(card)).toEqual({
    title: 'Lemon Bars',
    ingredients: ['[Crust]', '1 cup flour', '[Filling]', '3 lemons'],
    instructions: ['Bake the crust.', 'Pour & bake.'],
  })
})

test('Tasty Recipes, whose group labels are bold paragraphs', () => {
  const card = `
    <div class="tasty-recipes"><h2 class="tasty-recipes-title">Pancakes</h2>
      <div class="tasty-recipes-ingredients"><h3>Ingredients</h3><div class="tasty-recipes-ingredients-body">
        <p><strong>Batter</strong></p><ul><li>2 eggs</li><li>1 cup milk</li></ul></div></div>
      <div class="tasty-recipes-instructions"><h3>Instructions</h3><div class="tasty-recipes-instructions-body">
        <ol><li>Whisk.</li><li>Fry.</li></ol></div></div></div>`
  expect(read(card)).toEqual({
    title: 'Pancakes',
    ingredients: ['[Batter]', '2 eggs', '1 cup milk'],
    instructions: ['Whisk.', 'Fry.'],
  })
})

test('Tasty Recipes with plain paragraphs naming the groups; a note paragraph is no group', () => {
  const card = `
    <div class="tasty-recipes"><h2 class="tasty-recipes-title">Cupcakes</h2>
      <div class="tasty-recipes-ingredients-body"><p>Cupcakes</p><ul><li>2 cups flour</li></ul>
        <p>Frosting</p><ul><li>1 cup sugar</li></ul><p>Use fresh berries if you can, they make all the difference.</p></div>
      <div class="tasty-recipes-instructions-body"><ol><li>Bake.</li></ol></div></div>`
  expect(read(card)?.ingredients).toEqual(['[Cupcakes]', '2 cups flour', '[Frosting]', '1 cup sugar'])
})

test('Mediavine Create', () => {
  const card = `
    <div class="mv-create-card"><h2 class="mv-create-title">Salsa</h2>
      <div class="mv-create-ingredients"><h3>Ingredients</h3><ul><li>4 tomatoes</li></ul></div>
      <div class="mv-create-instructions"><h3>Instructions</h3><ol><li>Chop.</li></ol></div></div>`
  expect(read(card)).toEqual({ title: 'Salsa', ingredients: ['4 tomatoes'], instructions: ['Chop.'] })
})

test('EasyRecipe and Zip Recipes', () => {
  expect(
    read(`<div class="easyrecipe"><div class="ERSName">Stew</div><div class="ERSIngredients">
      <div class="ERSSeparator">Meat</div><ul><li class="ingredient">1 kg beef</li></ul></div>
      <div class="ERSInstructions"><ol><li class="instruction">Brown.</li></ol></div></div>`),
  ).toEqual({ title: 'Stew', ingredients: ['[Meat]', '1 kg beef'], instructions: ['Brown.'] })
  expect(
    read(`<div id="zlrecipe-container"><h2 id="zlrecipe-title">Tea</h2><ul id="zlrecipe-ingredients-list">
      <li class="ingredient">1 bag tea</li></ul><ol id="zlrecipe-instructions-list"><li class="instruction">Steep.</li></ol></div>`),
  ).toEqual({ title: 'Tea', ingredients: ['1 bag tea'], instructions: ['Steep.'] })
})

test('hRecipe: an ingredient tag on the name reads the whole list item; nested instruction blocks read once', () => {
  const card = `
    <div class="hrecipe"><h1 class="fn">Dumplings</h1>
      <ul><li>2 cups <span class="ingredient">flour</span></li><li>1 <span class="ingredient">egg</span></li></ul>
      <div class="instructions"><p class="instructions">Mix.</p><p class="instructions">Fold.</p></div></div>`
  expect(read(card)).toEqual({
    title: 'Dumplings',
    ingredients: ['2 cups flour', '1 egg'],
    instructions: ['Mix.', 'Fold.'],
  })
})

test('hRecipe: items without a name to tag belong to the list whose other items are tagged', () => {
  const card = `
    <div class="hrecipe"><h1 class="fn">Soup</h1>
      <ul><li>2 <a class="ingredient">leeks</a></li><li>salt, to taste</li><li>1 l <a class="ingredient">stock</a></li></ul></div>`
  expect(read(card)?.ingredients).toEqual(['2 leeks', 'salt, to taste', '1 l stock'])
})

test('hRecipe: a list of tag links marked as ingredients is the site’s index, not an ingredient', () => {
  const card = `
    <div class="hrecipe"><h1 class="fn">Stew</h1>
      <p class="ingredient">500 g beef</p><p class="ingredient">1 onion</p>
      <p class="ingredient">Tags: <a rel="tag" href="/t/beef">Beef</a>, <a rel="tag" href="/t/onion">Onion</a></p></div>`
  expect(read(card)?.ingredients).toEqual(['500 g beef', '1 onion'])
})

test('no card, or a card with nothing in it, gives nothing', () => {
  expect(read('<p>Hello</p>')).toBeNull()
  expect(read('<div class="wprm-recipe"><h2 class="wprm-recipe-name">Empty</h2></div>')).toBeNull()
})

test('a yield whose element holds its label too is the yield alone', () => {
  const card = `
    <div class="mv-create-card"><h2 class="mv-create-title">Curry</h2>
      <div class="mv-create-yield">Yield: 4 servings</div>
      <div class="mv-create-ingredients"><ul><li>1 lb chicken</li><li>1 can coconut milk</li></ul></div>
      <div class="mv-create-instructions"><ol><li>Brown.</li><li>Simmer.</li></ol></div></div>`
  const draft = readPluginCard(parseHtml(`<html><body>${card}</body></html>`))
  expect(draft?.recipe.yield).toBe('4 servings')
})

test('of several cards, the one titled like the page is its recipe', () => {
  const card = (title: string, item: string) => `
    <div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">${title}</h2>
      <div class="wprm-recipe-ingredients-container"><ul><li class="wprm-recipe-ingredient">${item}</li></ul></div>
    </div></div>`
  const $ = parseHtml(
    `<html><body>${card('Pie Crust', '2 cups flour')}${card('Spiced Apple Pie', '6 apples')}</body></html>`,
  )
  expect(readPluginCard($, ['Grandma’s Spiced Apple Pie'])?.ingredients).toEqual(['6 apples'])
  expect(readPluginCard($)?.ingredients).toEqual(['2 cups flour'])
  expect(readPluginCard($, ['Spiced Apple Pie with Pie Crust'])?.ingredients).toEqual(['6 apples'])
})
