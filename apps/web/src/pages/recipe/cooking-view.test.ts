import { describe, expect, test } from 'vitest'
import { hasApproximate, scaleForServings, showIngredients, showNotes, showSteps } from './cooking-view.ts'

describe('showIngredients', () => {
  const text = '[Dough]\n1/2 cup sugar\n2 cups flour\n\nSalt to taste'

  test('scales, keeps headers and drops empty lines', () => {
    expect(showIngredients(text, 2, 'original')).toEqual([
      { content: 'Dough', isHeader: true },
      { content: '1 cup sugar', isHeader: false },
      { content: '4 cups flour', isHeader: false },
      { content: 'Salt to taste', isHeader: false },
    ])
  })

  test('a halved recipe reads one egg', () => {
    expect(showIngredients('2 eggs\n1 cup milk', 0.5, 'original').map((line) => line.content)).toEqual([
      '1 egg',
      '1/2 cup milk',
    ])
  })

  test('converts after scaling', () => {
    expect(showIngredients('1/2 cup milk', 2, 'metric')).toEqual([
      { content: '237 ml milk', isHeader: false },
    ])
    expect(showIngredients('200 g butter', 1, 'us')).toEqual([
      { content: '7 oz (≈ 1 cup) butter', isHeader: false },
    ])
  })
})

describe('hasApproximate', () => {
  test('is true only when a shown line is approximate', () => {
    expect(hasApproximate(showIngredients('200 g flour', 1, 'us'))).toBe(true)
    expect(hasApproximate(showIngredients('1 egg', 0.0001, 'original'))).toBe(true)
    expect(hasApproximate(showIngredients('200 g flour', 1, 'metric'))).toBe(false)
    expect(hasApproximate(showIngredients('[≈ a header]', 1, 'us'))).toBe(false)
  })
})

describe('showSteps', () => {
  const text = '[Bake]\nPreheat the oven to 190°C.\nAdd 2 cups flour and bake 20 minutes.'

  test('converts oven temperatures to the chosen units and leaves other numbers alone', () => {
    expect(showSteps(text, 1, 'us').map((step) => step.content)).toEqual([
      'Bake',
      'Preheat the oven to 375°F.',
      'Add 2 cups flour and bake 20 minutes.',
    ])
  })

  test('as written, and already in the chosen units, the steps are unchanged', () => {
    expect(showSteps(text, 1, 'original').map((step) => step.content)[1]).toBe('Preheat the oven to 190°C.')
    expect(showSteps(text, 1, 'metric').map((step) => step.content)[1]).toBe('Preheat the oven to 190°C.')
  })

  test('keeps the numbering', () => {
    expect(showSteps(text, 1, 'us').map((step) => step.count)).toEqual([0, 1, 2])
  })
})

describe('braced amounts in steps and notes', () => {
  const steps = 'Add {2 cups} flour and the 2 eggs.\nBake {30} minutes at 180°C.'

  test('scale with the recipe; the braces never show, at × 1 either', () => {
    expect(showSteps(steps, 0.5, 'original').map((step) => step.content)).toEqual([
      'Add 1 cup flour and the 2 eggs.',
      'Bake 15 minutes at 180°C.',
    ])
    expect(showSteps(steps, 1, 'original').map((step) => step.content)).toEqual([
      'Add 2 cups flour and the 2 eggs.',
      'Bake 30 minutes at 180°C.',
    ])
    expect(showSteps(steps, 0, 'original')[0]?.content).toBe('Add 0 cups flour and the 2 eggs.')
  })

  test('convert to the chosen units as ingredients do', () => {
    expect(showSteps(steps, 2, 'metric')[0]?.content).toBe('Add 500 g flour and the 2 eggs.')
    expect(showSteps(steps, 1, 'us')[1]?.content).toBe('Bake 30 minutes at 355°F.')
  })

  test('notes: continued lines joined, braced amounts scaled and converted, the rest as written', () => {
    const notes = 'Keeps {2} days \\\nin the fridge.\n\nMakes {1 cup} of sauce for 4.'
    expect(showNotes(notes, 2, 'original')).toBe(
      'Keeps 4 days in the fridge.\n\nMakes 2 cups of sauce for 4.',
    )
    expect(showNotes(notes, 1, 'metric')).toBe('Keeps 2 days in the fridge.\n\nMakes 237 ml of sauce for 4.')
    expect(showNotes('{name}', 2, 'original')).toBe('{name}')
  })
})

describe('scaleForServings', () => {
  test('is the ratio of the servings asked for to the yield', () => {
    expect(scaleForServings('Serves 4', 6)).toBe(1.5)
    expect(scaleForServings('8 slices', 4)).toBe(0.5)
  })

  test('is null without a number to scale from', () => {
    expect(scaleForServings('a big pot', 4)).toBeNull()
    expect(scaleForServings('', 4)).toBeNull()
    expect(scaleForServings('Serves 4', -1)).toBeNull()
  })

  test('0 servings is × 0', () => {
    expect(scaleForServings('Serves 4', 0)).toBe(0)
  })

  test.for([
    ['1.5 dozen', 36, 2],
    ['two dozen', 12, 0.5],
    ['1,000 cookies', 500, 0.5],
    ['1,5 Dutzend', 9, 0.5],
  ] as const)('a yield of %j scales to %d servings by %d', ([yieldText, servings, scale]) => {
    expect(scaleForServings(yieldText, servings)).toBe(scale)
  })
})
