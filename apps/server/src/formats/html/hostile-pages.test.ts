/**
 * Pages built to make the clipper slow or crash: deep nesting, and thousands of elements that each pass
 * compared with every other. Each is read (or found empty) in time that grows with its size; the time
 * limits are loose hang guards for a loaded machine, where these pages took minutes or overflowed.
 */
import { describe, expect, test } from 'vitest'
import { clipRecipe } from './extract-recipe.ts'

const PAGE_URL = 'https://soup.example/r/1'
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html><head><title>Soup</title>${head}</head><body>${body}</body></html>`
const RECIPE =
  '<h1>Soup</h1><h2>Ingredients</h2><ul><li>1 egg</li><li>2 cups water</li></ul>' +
  '<h2>Method</h2><ol><li>Boil the water.</li><li>Add the egg.</li></ol>'

function timed<T>(read: () => T): T {
  const started = performance.now()
  const result = read()
  expect(performance.now() - started).toBeLessThan(15_000)
  return result
}

describe('deep nesting', () => {
  test('a recipe inside 10,000 levels of <div> still comes out', () => {
    const html = page(`${'<div>'.repeat(10_000)}${RECIPE}${'</div>'.repeat(10_000)}`)
    const recipe = timed(() => clipRecipe(html, PAGE_URL))?.recipe
    expect(recipe).toMatchObject({
      title: 'Soup',
      ingredients: '1 egg\n2 cups water',
      instructions: 'Boil the water.\nAdd the egg.',
    })
  })

  test('200,000 nested <div>s around a recipe neither overflow the stack nor hang', () => {
    const html = page(`${'<div>'.repeat(200_000)}${RECIPE}${'</div>'.repeat(200_000)}`)
    expect(timed(() => clipRecipe(html, PAGE_URL))?.recipe.ingredients).toBe('1 egg\n2 cups water')
  })

  test('200,000 nested <div>s inside a heading, and thousands of headings in it, neither overflow nor hang', () => {
    const deep = page(`<h3>${'<div>'.repeat(200_000)}${RECIPE}${'</div>'.repeat(200_000)}</h3>`)
    expect(timed(() => clipRecipe(deep, PAGE_URL))?.recipe.ingredients).toBe('1 egg\n2 cups water')
    const nested = page(`${'<h3><span>'.repeat(5_000)}${RECIPE}${'</span></h3>'.repeat(5_000)}`)
    expect(timed(() => clipRecipe(nested, PAGE_URL))?.recipe.ingredients).toBe('1 egg\n2 cups water')
  })

  test('200,000 nested <div>s after the list of data without steps are looked into once', () => {
    const ld = JSON.stringify({
      '@type': 'Recipe',
      name: 'Soup',
      recipeIngredient: ['1 egg', '2 cups water'],
    })
    const steps = '<p>Boil the water and add the egg.</p>'
    const html = page(
      `<ul><li>1 egg</li><li>2 cups water</li></ul>${'<div>'.repeat(200_000)}${steps}${'</div>'.repeat(200_000)}`,
      `<script type="application/ld+json">${ld}</script>`,
    )
    expect(timed(() => clipRecipe(html, PAGE_URL))?.recipe.ingredients).toBe('1 egg\n2 cups water')
  })

  test('deeply nested markup inside JSON-LD text is read up to the cap', () => {
    const steps = `${'<div>'.repeat(50_000)}Stir.${'</div>'.repeat(50_000)}`
    const ld = JSON.stringify({
      '@type': 'Recipe',
      name: 'Soup',
      recipeIngredient: ['1 egg'],
      recipeInstructions: steps,
    })
    const html = page('', `<script type="application/ld+json">${ld}</script>`)
    expect(timed(() => clipRecipe(html, PAGE_URL))?.recipe.instructions).toBe('Stir.')
  })
})

describe('thousands of alike elements', () => {
  const times = (count: number, html: string) => html.repeat(count)

  test('20,000 microdata and RDFa recipe roots', () => {
    const microdata = times(
      20_000,
      '<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="name">Soup</b></div>',
    )
    expect(timed(() => clipRecipe(page(microdata), PAGE_URL))?.paths).toEqual(['microdata'])
    const rdfa = times(20_000, '<div typeof="Recipe"><b property="name">Soup</b></div>')
    expect(timed(() => clipRecipe(page(rdfa), PAGE_URL))?.paths).toEqual(['rdfa'])
  })

  test('20,000 ingredients tagged inside one list item', () => {
    const spans = times(20_000, '<span itemprop="recipeIngredient">egg</span>')
    const html = page(
      `<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="name">Soup</b><ul><li>${spans}</li></ul></div>`,
    )
    const recipe = timed(() => clipRecipe(html, PAGE_URL))?.recipe
    expect(recipe?.ingredients.split('\n')).toHaveLength(20_000)
  })

  test('20,000 items and lists in recipe-card markup', () => {
    const items = times(20_000, '<span class="wprm-recipe-ingredient">1 egg</span>')
    const wprm = `<div class="wprm-recipe-container"><div class="wprm-recipe-ingredients-container">${items}</div></div>`
    expect(timed(() => clipRecipe(page(wprm), PAGE_URL))?.paths).toEqual(['plugin'])
    const lists = times(20_000, '<ul><li>1 egg</li></ul>')
    const tasty = `<div class="tasty-recipes"><div class="tasty-recipes-ingredients">${lists}</div></div>`
    expect(timed(() => clipRecipe(page(tasty), PAGE_URL))?.paths).toEqual(['plugin'])
  })

  test('20,000 sections named by class, and 20,000 headings', () => {
    timed(() => clipRecipe(page(times(20_000, '<div class="ingredients"><p>x</p></div>')), PAGE_URL))
    timed(() => clipRecipe(page(times(20_000, '<h2>Ingredients</h2><ul><li>1 egg</li></ul>')), PAGE_URL))
  })
})
