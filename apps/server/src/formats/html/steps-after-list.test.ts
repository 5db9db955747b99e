import { describe, expect, test } from 'vitest'
import { clipRecipe } from './extract-recipe.ts'

const PAGE_URL = 'https://greens.example/recipes/slaw'
const ingredients = ['1 small cabbage', '2 carrots', '3 tbsp vinegar', 'salt']
const data = `<script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'Crunchy Slaw',
  recipeIngredient: ingredients,
})}</script>`
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>Crunchy Slaw</title>${data}</head><body>${body}</body></html>`
const list = `<div class="box"><div class="box__list"><ol>${ingredients
  .map((line) => `<li>${line}</li>`)
  .join('')}</ol></div></div>`
const clip = (body: string) => clipRecipe(page(body), PAGE_URL)

describe('steps the data leaves out, shown after its ingredients', () => {
  test('the list of sentences after a heading and a picture', () => {
    const recipe = clip(
      `<article><h1>Crunchy Slaw</h1><p>For 4 people</p>${list}<h2>Crunchy Slaw – the method</h2>
       <figure><img src="slaw.jpg" alt="The slaw"><figcaption>The slaw, photographed</figcaption></figure>
       <ol><li>Shred the cabbage and the carrots finely.</li><li>Toss them with the vinegar and some salt.</li></ol>
       <p>Nutrition per serving: 80 kcal</p><h2>More salads</h2></article>`,
    )?.recipe
    expect(recipe?.instructions).toBe(
      'Shred the cabbage and the carrots finely.\nToss them with the vinegar and some salt.',
    )
  })

  test('paragraphs of sentences, out of the wrappers around the list, up to what is none', () => {
    const recipe = clip(
      `<main>${list}<h2>Crunchy Slaw</h2>
       <p>Shred the cabbage and the carrots finely,
       and put them in a bowl.</p><p>Toss them with the vinegar and some salt. Serve cold.</p>
       <div class="tags"><ul><li><a href="/t/cabbage">Cabbage</a></li><li><a href="/t/carrot">Carrot</a></li></ul></div>
       <p>This text after the tags is no step of the recipe at all.</p></main>`,
    )
    expect(recipe?.recipe.instructions).toBe(
      'Shred the cabbage and the carrots finely, and put them in a bowl.\nToss them with the vinegar and some salt. Serve cold.',
    )
    expect(recipe?.paths).toEqual(['json-ld', 'heuristic'])
  })

  test('steps laid out as blocks alike, each with its number, one step a block', () => {
    const step = (number: number, text: string) =>
      `<div class="step"><span class="step__number">${number}</span><p>${text}</p></div>`
    const recipe = clip(
      `<main>${list}<h3>Crunchy Slaw, made</h3><div class="steps">${step(1, 'Shred the cabbage and the carrots finely.')}
       ${step(2, 'Toss them with the vinegar and some salt.')}</div><div class="share">Share this recipe</div></main>`,
    )?.recipe
    expect(recipe?.instructions).toBe(
      'Shred the cabbage and the carrots finely.\nToss them with the vinegar and some salt.',
    )
  })

  test('a list of tools between the ingredients and the method is passed over', () => {
    const recipe = clip(
      `<main>${list}<div class="part"><h3>Tools</h3><ul><li>A grater</li><li>A bowl</li></ul></div>
       <div class="part"><h3>The slaw</h3><ul><li>Shred the cabbage and the carrots finely.</li>
       <li>Toss them with the vinegar and some salt.</li></ul></div></main>`,
    )?.recipe
    expect(recipe?.instructions).toBe(
      'Shred the cabbage and the carrots finely.\nToss them with the vinegar and some salt.',
    )
  })

  test('short paragraphs among the steps name their parts; one after the last step names nothing', () => {
    const recipe = clip(
      `<main>${list}<div class="card-part"><h3>The slaw</h3><p>Shred the cabbage and the carrots finely.</p>
       <p>The dressing</p><p>Whisk the vinegar with some salt.</p><p>Toss it all together and serve cold.</p>
       <p>Leftovers</p></div><div class="card-part"><h3>Notes</h3><p>Keeps for a day in the fridge, covered.</p></div></main>`,
    )?.recipe
    expect(recipe?.instructions).toBe(
      'Shred the cabbage and the carrots finely.\n[The dressing]\nWhisk the vinegar with some salt.\nToss it all together and serve cold.',
    )
  })

  test('a method listed without full stops, closed by a word of good wishes', () => {
    const recipe = clip(
      `<main>${list}<div class="box"><label><input type="checkbox"> Keep the screen on</label></div>
       <div class="part"><h3>Tools</h3><div class="tool">A grater</div><div class="tool">A bowl</div><div class="tool">A whisk</div></div>
       <h3>The slaw</h3><ol><li>Shred the cabbage and the carrots very finely on the grater</li>
       <li>Toss them in the bowl with the vinegar and a good pinch of salt</li><li>Enjoy!</li></ol></main>`,
    )?.recipe
    expect(recipe?.instructions).toBe(
      'Shred the cabbage and the carrots very finely on the grater\nToss them in the bowl with the vinegar and a good pinch of salt',
    )
  })

  test('one sentence after the list is a note on it, not a method', () => {
    const note = clip(`<main>${list}<p>Prices and stock may vary from one shop to the next.</p></main>`)
    expect(note?.recipe.instructions).toBe('')
    const method = clip(
      `<main>${list}<p>Shred the cabbage finely. Grate the carrots. Toss it all with the vinegar.</p></main>`,
    )
    expect(method?.recipe.instructions).toBe(
      'Shred the cabbage finely. Grate the carrots. Toss it all with the vinegar.',
    )
  })

  test('a page without steps after its list gives none', () => {
    const recipe = clip(
      `<main>${list}<ul class="other"><li><a href="/a">Another recipe</a></li><li><a href="/b">And one more</a></li></ul>
       <p>Lovely and quick to make on any busy evening of the week.</p></main>`,
    )?.recipe
    expect(recipe?.ingredients).toBe(ingredients.join('\n'))
    expect(recipe?.instructions).toBe('')
  })

  test('nothing is looked for when the data has its steps', () => {
    const withSteps = page(
      `${list}<p>Shred everything and toss it with the vinegar and the salt.</p>`,
    ).replace('"recipeIngredient"', '"recipeInstructions":["Shred, then toss."],"recipeIngredient"')
    expect(clipRecipe(withSteps, PAGE_URL)?.recipe.instructions).toBe('Shred, then toss.')
  })
})
