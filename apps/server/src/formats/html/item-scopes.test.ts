import { expect, test } from 'vitest'
import { parseHtml } from '../schema-org/parse-html.ts'
import { readMicrodataRecipes, readRdfaRecipes } from './item-scopes.ts'

const $ = (body: string) => parseHtml(`<html><body>${body}</body></html>`)

test('microdata becomes a schema.org object, nested items included', () => {
  const page = $(`
    <div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Flatbread</h1>
      <meta itemprop="prepTime" content="PT10M">
      <time itemprop="datePublished" datetime="2020-02-02">Feb 2</time>
      <img itemprop="image" src="/bread.jpg">
      <a itemprop="url" href="https://x.example/bread">link</a>
      <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span></div>
      <ul><li itemprop="recipeIngredient">2 cups flour</li><li>1 tsp <span itemprop="recipeIngredient">salt</span></li></ul>
      <ol itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
        <span itemprop="name">Dough</span>
        <li itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Knead.</span></li>
      </ol>
    </div>`)
  expect(readMicrodataRecipes(page)).toEqual([
    {
      '@type': 'Recipe',
      name: 'Flatbread',
      prepTime: 'PT10M',
      datePublished: '2020-02-02',
      image: '/bread.jpg',
      url: 'https://x.example/bread',
      author: { '@type': 'Person', name: 'Ann' },
      recipeIngredient: ['2 cups flour', '1 tsp salt'],
      recipeInstructions: {
        '@type': 'HowToSection',
        name: 'Dough',
        itemListElement: { '@type': 'HowToStep', text: 'Knead.' },
      },
    },
  ])
})

test('one instructions element holding a list keeps its lines; several elements are one step each', () => {
  const one = $(`<div itemscope itemtype="http://schema.org/Recipe"><div itemprop="recipeInstructions">
    <h4>Sauce</h4><ol><li>Stir.</li><li>Simmer.</li></ol></div></div>`)
  expect(readMicrodataRecipes(one)[0]?.recipeInstructions).toBe('[Sauce]\nStir.\nSimmer.')
  const several = $(`<div itemscope itemtype="http://schema.org/Recipe">
    <p itemprop="recipeInstructions">Dough<br>Mix the flour.</p><p itemprop="recipeInstructions">Bake.</p></div>`)
  expect(readMicrodataRecipes(several)[0]?.recipeInstructions).toEqual(['Dough Mix the flour.', 'Bake.'])
})

test('a recipe inside another is part of it; other item types are not recipes', () => {
  const page = $(`<div itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Outer</span>
    <div itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Inner</span></div></div>
    <div itemscope itemtype="http://schema.org/Article"><span itemprop="name">News</span></div>`)
  expect(readMicrodataRecipes(page).map((recipe) => recipe.name)).toEqual(['Outer'])
})

test('RDFa with prefixed types and properties', () => {
  const page = $(`<div vocab="https://schema.org/" typeof="schema:Recipe">
    <h1 property="schema:name">Soup</h1><span property="recipeIngredient">1 leek</span>
    <div property="recipeInstructions"><p>Boil.</p><p>Blend.</p></div></div>`)
  expect(readRdfaRecipes(page)).toEqual([
    { '@type': 'Recipe', name: 'Soup', recipeIngredient: '1 leek', recipeInstructions: 'Boil.\nBlend.' },
  ])
})

test('an ingredient marked up as an item of its own is the line it shows (data-vocabulary.org too)', () => {
  const page = $(`
    <div itemscope itemtype="http://data-vocabulary.org/Recipe"><h1 itemprop="name">Meatloaf</h1>
      <ul><li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient">
        <span itemprop="amount">2 lb</span> <span itemprop="name">ground beef</span></li></ul>
      <div itemprop="instructions"><ol><li>Mix.</li><li>Bake.</li></ol></div></div>`)
  expect(readMicrodataRecipes(page)).toEqual([
    { '@type': 'Recipe', name: 'Meatloaf', ingredient: '2 lb ground beef', instructions: 'Mix.\nBake.' },
  ])
})
