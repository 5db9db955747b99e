import { describe, expect, test } from 'vitest'
import { hasApproximate, scaleForServings, showIngredients, showSteps } from './cooking-view.ts'

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
    expect(showSteps(text, 'us').map((step) => step.content)).toEqual([
      'Bake',
      'Preheat the oven to 375°F.',
      'Add 2 cups flour and bake 20 minutes.',
    ])
  })

  test('as written, and already in the chosen units, the steps are unchanged', () => {
    expect(showSteps(text, 'original').map((step) => step.content)[1]).toBe('Preheat the oven to 190°C.')
    expect(showSteps(text, 'metric').map((step) => step.content)[1]).toBe('Preheat the oven to 190°C.')
  })

  test('keeps the numbering', () => {
    expect(showSteps(text, 'us').map((step) => step.count)).toEqual([0, 1, 2])
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
    expect(scaleForServings('Serves 4', 0)).toBeNull()
  })
})
