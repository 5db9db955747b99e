import { expect, test } from 'vitest'
import { parseHtml } from '../schema-org/parse-html.ts'
import { clipRecipe } from './extract-recipe.ts'
import { visibleTextLines } from './visible-text.ts'

test('the visible text: headings, items and paragraphs, without menus, footers and widgets', () => {
  const $ = parseHtml(`<body><nav><a href="/">Home</a></nav><div class="sidebar"><p>Popular posts</p></div>
    <h1>Barley Soup</h1><p>A winter soup.</p><ul><li>100 g barley</li></ul>
    <footer><p>All rights reserved</p></footer></body>`)
  expect(visibleTextLines($)).toEqual([
    { text: 'Barley Soup', kind: 'heading' },
    { text: 'A winter soup.', kind: 'paragraph' },
    { text: '100 g barley', kind: 'item' },
  ])
})

test('a wrapper holding the page’s title is read whatever its classes say of the layout', () => {
  const $ = parseHtml(`<body class="has-sidebar main-menu-sticky"><div class="layout-with-sidebar">
    <h1>Barley Soup</h1><p>A winter soup.</p></div><div class="sidebar"><p>Popular posts</p></div></body>`)
  expect(visibleTextLines($).map((line) => line.text)).toEqual(['Barley Soup', 'A winter soup.'])
})

test('a page whose recipe is only in its text, its parts named by nothing: read as a pasted recipe is', () => {
  const html = `<html><head><title>Barley Soup</title></head><body class="has-sidebar">
    <nav><a href="/">Home</a> <a href="/recipes">Recipes</a></nav>
    <div class="post"><h1>Barley Soup</h1>
    <p>We make this every winter.</p>
    <p>Serves 4</p>
    <p>100 g pearl barley<br>1 leek, sliced<br>2 carrots, diced<br>1.5 l vegetable stock</p>
    <p>Rinse the barley well.</p>
    <p>Soften the leek and carrots in a little butter for 10 minutes.</p>
    <p>Add the barley and the stock and simmer for 40 minutes.</p></div>
    <footer><p>Leave a comment</p></footer></body></html>`
  const clipped = clipRecipe(html, 'https://soups.example/barley')
  expect(clipped?.paths).toEqual(['text'])
  expect(clipped?.recipe.title).toBe('Barley Soup')
  expect(clipped?.recipe.ingredients.split('\n')).toEqual([
    '100 g pearl barley',
    '1 leek, sliced',
    '2 carrots, diced',
    '1.5 l vegetable stock',
  ])
  expect(clipped?.recipe.instructions.split('\n')).toEqual([
    'Rinse the barley well.',
    'Soften the leek and carrots in a little butter for 10 minutes.',
    'Add the barley and the stock and simmer for 40 minutes.',
  ])
})

test('read from its text, the recipe is named by the page’s heading, not by a short line before the list', () => {
  const html = `<body><h2>Things you will want</h2><p>100 g pearl barley<br>1 leek, sliced<br>1.5 l vegetable stock</p><h1>Barley Soup</h1>
    <p>Soften the leek in a little butter for 10 minutes.</p>
    <p>Add the barley and the stock and simmer for 40 minutes.</p></body>`
  const clipped = clipRecipe(html, 'https://soups.example/barley')
  expect(clipped?.paths).toEqual(['text'])
  expect(clipped?.recipe.title).toBe('Barley Soup')
})

test('a page of prose without a recipe in it is still no recipe', () => {
  const html = `<body><h1>Our trip</h1><p>We went to the market and bought 2 kg of apples.</p>
    <p>Then we walked home along the river.</p></body>`
  expect(clipRecipe(html, 'https://diary.example/trip')).toBeNull()
})

test('a page in one <form>, and a method in an <aside> left open, are read: they hold the recipe’s headings', () => {
  const $ =
    parseHtml(`<body><form id="page"><h1>Barley Soup</h1><h2>Ingredients</h2><ul><li>100 g barley</li></ul>
    <aside class="video"><aside><h2>Method</h2><ol><li>Simmer the barley.</li></ol></aside></aside></form>
    <aside><h3>Popular posts</h3><p>Our trip</p></aside><form><p>Subscribe</p></form></body>`)
  expect(visibleTextLines($).map((line) => line.text)).toEqual([
    'Barley Soup',
    'Ingredients',
    '100 g barley',
    'Method',
    'Simmer the barley.',
  ])
})

test('a post filed under topics, its blocks a page builder’s widgets, is read; a widget beside the post is not', () => {
  const $ = parseHtml(`<body><main><article class="post tag-quick-dinners category-soups">
    <h1>Barley Soup</h1><div class="builder-widget"><ul><li>100 g barley</li></ul></div></article></main>
    <div class="footer-widgets"><p>Popular posts</p></div></body>`)
  expect(visibleTextLines($).map((line) => line.text)).toEqual(['Barley Soup', '100 g barley'])
})

test('a list written twice in a row (one copy for each screen size) is read once', () => {
  const list = '<ul><li>100 g barley</li><li>1 leek, sliced</li><li>2 carrots, diced</li></ul>'
  const method = '<ol><li>Soften the leek.</li><li>Add the barley and simmer.</li></ol>'
  const $ = parseHtml(`<body><h1>Barley Soup</h1><h2>Ingredients</h2><div class="wide">${list}</div>
    <div class="narrow">${list}</div><h2>Method</h2>${method}${method}<p>Soften the leek.</p></body>`)
  expect(visibleTextLines($).map((line) => line.text)).toEqual([
    'Barley Soup',
    'Ingredients',
    '100 g barley',
    '1 leek, sliced',
    '2 carrots, diced',
    'Method',
    'Soften the leek.',
    'Add the barley and simmer.',
    'Soften the leek.',
  ])
})

test('a layout wrapper named for its sidebar is read when it holds the recipe’s headings, the title above it', () => {
  const $ = parseHtml(`<body><h1>Barley Soup</h1><div class="content-sidebar-wrap">
    <div class="entry"><h2>Ingredients</h2><ul><li>100 g barley</li></ul><h2>Method</h2><p>Simmer the barley.</p></div>
    <div class="sidebar"><h3>Popular posts</h3><p>Our trip</p></div></div></body>`)
  expect(visibleTextLines($).map((line) => line.text)).toEqual([
    'Barley Soup',
    'Ingredients',
    '100 g barley',
    'Method',
    'Simmer the barley.',
  ])
})

test('a recipe card left inside a heading element is read as lines of its own, not as headings', () => {
  const $ = parseHtml(`<body><h1>Barley Soup</h1><h3><div class="card"><h4>Ingredients</h4>
    <ul><li>100 g barley</li><li>1 leek</li></ul><h4>Method</h4><ol><li>Simmer the barley.</li></ol></div></h3></body>`)
  expect(visibleTextLines($)).toEqual([
    { text: 'Barley Soup', kind: 'heading' },
    { text: 'Ingredients', kind: 'heading' },
    { text: '100 g barley', kind: 'item' },
    { text: '1 leek', kind: 'item' },
    { text: 'Method', kind: 'heading' },
    { text: 'Simmer the barley.', kind: 'item' },
  ])
})

test('a recipe card the page hides until its script runs is read when the text on show holds no recipe', () => {
  const html = `<body><h1>Barley Soup</h1><p>We make this every winter.</p>
    <div class="card" style="display: none"><h2>Ingredients</h2><ul><li>100 g pearl barley</li><li>1 leek, sliced</li></ul>
    <h2>Method</h2><ol><li>Soften the leek in butter.</li><li>Add the barley and simmer for 40 minutes.</li></ol>
    <div class="hidden"><p>Rate this recipe</p></div></div>
    <div style="display: none"><p>Sign up for our newsletter</p></div></body>`
  const $ = parseHtml(html)
  expect(visibleTextLines($).map((line) => line.text)).toEqual(['Barley Soup', 'We make this every winter.'])
  expect(visibleTextLines($, { hiddenRecipe: true }).map((line) => line.text)).toEqual([
    'Barley Soup',
    'We make this every winter.',
    'Ingredients',
    '100 g pearl barley',
    '1 leek, sliced',
    'Method',
    'Soften the leek in butter.',
    'Add the barley and simmer for 40 minutes.',
  ])
  const clipped = clipRecipe(html, 'https://soups.example/barley')
  expect(clipped?.paths).toEqual(['text'])
  expect(clipped?.recipe.ingredients.split('\n')).toEqual(['100 g pearl barley', '1 leek, sliced'])
})
