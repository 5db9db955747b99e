import { describe, expect, test } from 'vitest'
import { emptyRecipe } from '../imported-recipe.ts'
import type { Draft, ExtractionPath } from './draft.ts'
import { mergeDrafts } from './merge-drafts.ts'

function draft(path: ExtractionPath, ingredients: string[], instructions: string[], title = ''): Draft {
  return { path, recipe: emptyRecipe(title), ingredients, instructions, images: [], publisher: '' }
}

test('the first draft with lists leads and later drafts fill its gaps', () => {
  const merged = mergeDrafts([
    draft('json-ld', ['2 eggs'], [], 'Omelette'),
    draft('plugin', ['2 eggs', 'salt'], ['Beat.', 'Fry.'], 'Other'),
  ])
  expect(merged).toMatchObject({
    ingredients: ['2 eggs'],
    instructions: ['Beat.', 'Fry.'],
    paths: ['json-ld', 'plugin'],
  })
  expect(merged?.recipe.title).toBe('Omelette')
})

test('a draft without lists does not lead', () => {
  const merged = mergeDrafts([draft('json-ld', [], [], 'Named'), draft('heuristic', ['1 egg'], ['Boil.'])])
  expect(merged?.paths).toEqual(['heuristic'])
  expect(merged?.recipe.title).toBe('Named')
})

test('the page’s section headers are taken when its items are the same', () => {
  const merged = mergeDrafts([
    draft('json-ld', ['1 cup flour', '2 eggs', '1 lemon'], ['Mix.']),
    draft('plugin', ['[Cake]', '1 cup flour', '2 eggs', '[Glaze]', '1 lemon'], ['Mix.']),
  ])
  expect(merged?.ingredients).toEqual(['[Cake]', '1 cup flour', '2 eggs', '[Glaze]', '1 lemon'])
})

test('headers over different items are not taken', () => {
  const merged = mergeDrafts([
    draft('json-ld', ['1 cup flour'], ['Mix.']),
    draft('plugin', ['[Cake]', '2 cups sugar'], []),
  ])
  expect(merged?.ingredients).toEqual(['1 cup flour'])
})

test('ingredients shown in full on the page replace names alone', () => {
  const merged = mergeDrafts([
    draft('json-ld', ['flour', 'eggs'], ['Mix.']),
    draft('heuristic', ['2 cups flour', '3 eggs'], ['Mix it all.']),
  ])
  expect(merged?.ingredients).toEqual(['2 cups flour', '3 eggs'])
  // Steps are not replaced by longer ones: those gain labels and tips, not detail.
  expect(merged?.instructions).toEqual(['Mix.'])
})

test('one block of steps is replaced by the page’s steps holding the same text', () => {
  const merged = mergeDrafts([
    draft('json-ld', ['1 egg'], ['1. Chop the onion. 2. Fry it. For the sauce: stir.']),
    draft('heuristic', ['1 egg'], ['1. Chop the onion.', '2. Fry it.', '[For the sauce]', 'stir.']),
  ])
  expect(merged?.instructions).toEqual(['1. Chop the onion.', '2. Fry it.', '[For the sauce]', 'stir.'])
})

test('a step the page shows among other lines is not replaced', () => {
  const merged = mergeDrafts([
    draft('json-ld', ['1 egg'], ['Boil the egg.']),
    draft('heuristic', ['1 egg'], ['Boil the egg.', 'Tip: eat it.']),
  ])
  expect(merged?.instructions).toEqual(['Boil the egg.'])
})

test('a list cut short in the data is replaced by the page’s full list', () => {
  const full = ['1 egg', '2 cups milk', '1 cup flour', 'salt', 'butter', 'sugar', 'jam', 'cream', 'berries']
  const merged = mergeDrafts([
    draft('json-ld', ['1 egg', 'salt'], ['Mix.']),
    draft('heuristic', full, ['Mix.']),
  ])
  expect(merged?.ingredients).toEqual(full)
})

test('a few items the page shows completed among many more are a list cut short', () => {
  const full = ['2 leeks', '1 whole hen, cut in 6 pieces', '1 l stock', 'salt', 'pepper', 'thyme', 'bay']
  const merged = mergeDrafts([draft('json-ld', ['hen'], ['Simmer.']), draft('heuristic', full, [])])
  expect(merged?.ingredients).toEqual(full)
})

describe('data that stops partway through the page’s lists', () => {
  const ingredients = ['1 egg', '2 cups milk', '1 cup flour', '1 tsp salt', '2 tbsp butter', '1 tsp sugar']
  const steps = ['Whisk the egg.', 'Add the milk.', 'Stir in the flour.', 'Melt the butter.']
  const rest = ['Pour in a ladle.', 'Turn it once.', 'Serve with jam.']

  test('its first ingredients in order give way to the page’s list, and its first steps to the page’s', () => {
    const pageIngredients = [...ingredients, '100 g jam', '1 lemon', '2 tbsp oil']
    const merged = mergeDrafts([
      draft('json-ld', ingredients.slice(0, 4), steps),
      draft(
        'heuristic',
        pageIngredients,
        [...steps, ...rest].map((step, index) => `${index + 1}${step}`),
      ),
    ])
    expect(merged?.ingredients).toEqual(pageIngredients)
    expect(merged?.instructions).toHaveLength(7)
  })

  test('with the ingredients whole, lines past its steps are the page’s tips and stay out', () => {
    const merged = mergeDrafts([
      draft('json-ld', ingredients, steps),
      draft('heuristic', ingredients, [...steps, ...rest]),
    ])
    expect(merged?.instructions).toEqual(steps)
  })

  test('the page’s items in another order are no continuation', () => {
    const page = [...ingredients.slice(0, 3).reverse(), ...ingredients.slice(3), 'jam', 'lemon', 'oil']
    const merged = mergeDrafts([
      draft('json-ld', ingredients.slice(0, 4), steps),
      draft('heuristic', page, []),
    ])
    expect(merged?.ingredients).toEqual(ingredients.slice(0, 4))
  })
})

test('an ingredient list the data ran into one line is the page’s list of the same text', () => {
  const page = ['2 eggs', '1 cup milk, warm.', 'A pinch of salt']
  const merged = mergeDrafts([
    draft('json-ld', ['2 eggs1 cup milk, warm.A pinch of salt'], ['Whisk.']),
    draft('heuristic', page, ['Whisk.']),
  ])
  expect(merged?.ingredients).toEqual(page)
  const other = mergeDrafts([
    draft('json-ld', ['2 eggs and milk'], ['Whisk.']),
    draft('heuristic', ['2 eggs', 'milk', 'Buy now'], ['Whisk.']),
  ])
  expect(other?.ingredients).toEqual(['2 eggs and milk'])
})

test('no drafts, no recipe', () => {
  expect(mergeDrafts([])).toBeNull()
})

test('ingredients the page shows with extra words, but without the amounts the data lacks, are kept', () => {
  const merged = mergeDrafts([
    draft('json-ld', ['2 cups flour', '3 eggs'], ['Mix.']),
    draft('heuristic', ['2 cups flour Buy now', '3 eggs Buy now'], ['Mix.']),
  ])
  expect(merged?.ingredients).toEqual(['2 cups flour', '3 eggs'])
})

test('steps the data joined are replaced by the page’s paragraphs holding the same text', () => {
  const merged = mergeDrafts([
    draft('json-ld', ['1 egg'], ['Boil the water.', 'Add the egg. Wait five minutes.', 'Serve it warm.']),
    draft(
      'heuristic',
      ['1 egg'],
      ['Boil the water.', 'Add the egg.', 'Wait five minutes.', 'Serve it warm.'],
    ),
  ])
  expect(merged?.instructions).toEqual([
    'Boil the water.',
    'Add the egg.',
    'Wait five minutes.',
    'Serve it warm.',
  ])
})

test('page paragraphs with text the data’s steps lack do not replace them', () => {
  const merged = mergeDrafts([
    draft('json-ld', ['1 egg'], ['Boil the water.', 'Add the egg.']),
    draft('heuristic', ['1 egg'], ['Boil the water.', 'Add the egg.', 'Share this recipe.']),
  ])
  expect(merged?.instructions).toEqual(['Boil the water.', 'Add the egg.'])
})

test('steps the page splits into labels and many short lines are kept as the data has them', () => {
  const lead = ['Dough Mix the flour and water. Knead it well.', 'Filling Stir the jam. Warm it. Spread it.']
  const merged = mergeDrafts([
    draft('json-ld', ['1 egg'], lead),
    draft(
      'heuristic',
      ['1 egg'],
      [
        'Dough',
        'Mix the flour and water.',
        'Knead it well.',
        'Filling',
        'Stir the jam.',
        'Warm it.',
        'Spread it.',
      ],
    ),
  ])
  expect(merged?.instructions).toEqual(lead)
})

test('the page’s groups are taken when its items only add amounts in brackets', () => {
  const merged = mergeDrafts([
    draft('json-ld', ['1 cup milk', '2 eggs', '1/2 tsp salt'], ['Mix.']),
    draft(
      'heuristic',
      ['[Batter]', '1 cup (250 mL) milk', '2 eggs', '[Topping]', '½ tsp (2 mL) salt'],
      ['Mix.'],
    ),
  ])
  expect(merged?.ingredients).toEqual([
    '[Batter]',
    '1 cup (250 mL) milk',
    '2 eggs',
    '[Topping]',
    '½ tsp (2 mL) salt',
  ])
})

describe('amounts the data cut short', () => {
  const lead = ['3 tbsp oil', '5 tsp cumin', '2 onions', '5 cups rice']

  test('are taken from the page when it shows every line, one for one', () => {
    const page = ['3 tbsp oil', '1.5 tsp cumin', '2 onions', '2.5 cups rice']
    const merged = mergeDrafts([draft('json-ld', lead, ['Cook.']), draft('heuristic', page, [])])
    expect(merged?.ingredients).toEqual(page)
  })

  test('are not taken with notes the page adds to other lines', () => {
    const page = ['3 tbsp oil', '1.5 tsp cumin', '2 onions, sliced', '2.5 cups rice']
    const merged = mergeDrafts([draft('json-ld', lead, ['Cook.']), draft('heuristic', page, [])])
    expect(merged?.ingredients).toEqual(lead)
  })
})
