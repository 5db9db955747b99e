import { describe, expect, test } from 'vitest'
import { clipRecipe } from './extract-recipe.ts'

const PAGE_URL = 'https://app.example/recipes/42'
const state = {
  page: { theme: { flexDirection: 'row' } },
  recipe: {
    name: 'Rice Bowl',
    cookingMinutes: 20,
    ingredients: [
      { id: 'a1', name: 'Rice', displayQuantity: 200, displayUnit: 'g', kind: 'CORE' },
      { id: 'a2', name: 'Spring onions', displayQuantity: 0.5, displayUnit: 'bunch', kind: 'CORE' },
      { id: 'a3', name: 'Sesame', displayQuantity: null, displayUnit: null, kind: 'EXTRA' },
    ],
    preparationSteps: [
      { header: 'Step 1', body: 'Rinse the rice and cook it in twice its volume of water.', kind: 'STEP' },
      {
        header: 'Step 2',
        body: 'Slice the spring onions and scatter them over with the sesame.',
        kind: 'STEP',
      },
    ],
  },
}
const shell = (scripts: string) =>
  `<html><head><title>Rice Bowl</title></head><body><h1>Rice Bowl</h1><div id="app"></div>${scripts}</body></html>`
/** The state as a framework streams it: a JSON string cut in pieces, each pushed into a global array. */
function pushed(value: unknown): string {
  const json = JSON.stringify(value)
  const cut = Math.floor(json.length / 2)
  return [json.slice(0, cut), json.slice(cut)]
    .map((piece) => `<script>self.__state.push([1,${JSON.stringify(piece)}])</script>`)
    .join('')
}

describe('a recipe kept only in the state of the page’s scripts', () => {
  test('streamed in pieces: its ingredients with their amounts and units, and its steps', () => {
    expect(clipRecipe(shell(pushed(state)), PAGE_URL)).toMatchObject({
      paths: ['script'],
      recipe: {
        title: 'Rice Bowl',
        ingredients: '200 g Rice\n0.5 bunch Spring onions\nSesame',
        instructions:
          'Rinse the rice and cook it in twice its volume of water.\nSlice the spring onions and scatter them over with the sesame.',
      },
    })
  })

  test('in a JSON script, as lists of strings', () => {
    const data = {
      props: {
        recipe: { ingredients: ['1 egg', '1 tbsp butter'], method: ['Fry the egg in the butter until set.'] },
      },
    }
    const html = shell(`<script id="state" type="application/json">${JSON.stringify(data)}</script>`)
    expect(clipRecipe(html, PAGE_URL)?.recipe).toMatchObject({
      ingredients: '1 egg\n1 tbsp butter',
      instructions: 'Fry the egg in the butter until set.',
    })
  })

  test('nothing from lists that are no recipe, nor from state too broken to read', () => {
    const other = { cart: { ingredients: ['1 egg', '1 tbsp butter'], steps: ['Cart', 'Pay'] } }
    expect(clipRecipe(shell(pushed(other)), PAGE_URL)).toBeNull()
    const broken = `<script>window.state = {"ingredients": ["1 egg", "1 tbsp butter", {"steps": [</script>`
    expect(clipRecipe(shell(broken), PAGE_URL)).toBeNull()
  })

  test('a huge state with many lists is read in bounded time', () => {
    const many = Array.from({ length: 5000 }, () => '"ingredients": ["x", "y", "z"], "steps": ["a"]').join(
      ',',
    )
    const started = performance.now()
    clipRecipe(shell(`<script>window.state = {${many}}</script>`), PAGE_URL)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
