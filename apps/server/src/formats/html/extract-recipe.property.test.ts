import fc from 'fast-check'
import { expect, test } from 'vitest'
import { extractRecipe } from './extract-recipe.ts'

const PAGE_URL = 'https://x.example/r/1'

const words = fc.constantFrom(
  'Ingredients',
  'Zutaten:',
  'Method',
  '作り方',
  '2 eggs',
  '1 cup flour',
  'Bake.',
  'For the sauce:',
  '&amp;',
  '&#x1F600;',
  '<',
  ' ',
)
const attributes = fc.constantFrom(
  '',
  ' class="wprm-recipe-ingredient"',
  ' class="wprm-recipe-instructions-container"',
  ' class="tasty-recipes"',
  ' class="hrecipe"',
  ' class="ingredient"',
  ' itemscope itemtype="http://schema.org/Recipe"',
  ' itemprop="recipeIngredient"',
  ' itemprop="recipeInstructions"',
  ' itemprop="name"',
  ' typeof="Recipe"',
  ' property="name"',
  ' hidden',
  ' role="tablist"',
)
const tags = fc.constantFrom(
  'div',
  'p',
  'ul',
  'ol',
  'li',
  'h2',
  'h4',
  'span',
  'strong',
  'a',
  'table',
  'tr',
  'td',
  'th',
  'section',
)

const { node } = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    words,
    fc
      .tuple(tags, attributes, fc.array(tie('node'), { maxLength: 5 }))
      .map(([tag, attrs, children]) => `<${tag}${attrs}>${children.join('')}</${tag}>`),
    fc.constant('<br>'),
  ),
}))

const jsonLd = fc
  .anything({ maxDepth: 3 })
  .map(
    (value) =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'R', recipeInstructions: value })}</script>`,
  )

function clipsQuickly(html: string): void {
  const started = performance.now()
  const recipe = extractRecipe(html, PAGE_URL)
  expect(performance.now() - started).toBeLessThan(3_000)
  if (recipe) expect(recipe.title).not.toBe('')
}

test('random markup never throws and finishes quickly', () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(node, jsonLd), { maxLength: 8 }), (parts) => {
      clipsQuickly(`<html><head></head><body>${parts.join('')}</body></html>`)
    }),
    { numRuns: 300 },
  )
})

test('random text never throws', () => {
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 500 }), clipsQuickly), { numRuns: 300 })
})

test('a recipe page cut or spliced anywhere never throws', () => {
  const page = `<html><head><meta property="og:site_name" content="Site"><script type="application/ld+json">
    {"@context":"https://schema.org","@graph":[{"@type":"Recipe","name":"Soup","recipeIngredient":["1 leek"],
    "recipeInstructions":[{"@type":"HowToSection","name":"A","itemListElement":[{"@type":"HowToStep","text":"Boil."}]}],
    "image":{"@type":"ImageObject","url":"/a.jpg","width":10,"height":10}}]}</script></head>
    <body><h1>Soup</h1><h2>Ingredients</h2><ul><li>1 leek</li></ul><h2>Method</h2><ol><li>Boil.</li></ol></body></html>`
  fc.assert(
    fc.property(
      fc.nat({ max: page.length }),
      fc.nat({ max: page.length }),
      fc.string({ maxLength: 20 }),
      (from, to, insert) => {
        clipsQuickly(page.slice(0, Math.min(from, to)) + insert + page.slice(Math.max(from, to)))
      },
    ),
    { numRuns: 300 },
  )
})
