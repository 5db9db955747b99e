import { describe, expect, test } from 'vitest'
import { scaleForServings, showIngredients } from './cooking-view.ts'

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

  test('converts after scaling', () => {
    expect(showIngredients('1/2 cup milk', 2, 'metric')).toEqual([
      { content: '237 ml milk', isHeader: false },
    ])
    expect(showIngredients('200 g butter', 1, 'us')).toEqual([{ content: '7 oz butter', isHeader: false }])
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
