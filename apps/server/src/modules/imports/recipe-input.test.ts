import { describe, expect, test } from 'vitest'
import { emptyRecipe } from '../../formats/imported-recipe.ts'
import { fitText, toRecipeInput } from './recipe-input.ts'

describe('fitText', () => {
  test.for([
    ['  short  ', 10, 'short'],
    ['exactly10!', 10, 'exactly10!'],
    ['a much longer title', 10, 'a much lo…'],
    ['word     then spaces', 10, 'word…'],
    ['café crème brûlée', 8, 'café cr…'],
    ['👨‍👩‍👧 family dinner', 9, '👨‍👩‍👧…'],
  ] as const)('%j in %i → %j', ([text, max, expected]) => {
    const fitted = fitText(text, max)
    expect(fitted).toBe(expected)
    expect(fitted.length).toBeLessThanOrEqual(max)
  })
})

describe('toRecipeInput', () => {
  test('keeps the fields, normalises labels, adds the import label, keeps a rating only from 1 to 5', () => {
    const recipe = {
      ...emptyRecipe('  Soup  '),
      ingredients: '[Base]\n1 onion',
      labels: ['Dinner', 'dinner', ' Quick, Easy ', '', 'x'.repeat(101)],
      rating: 4.4,
    }
    expect(toRecipeInput(recipe, { label: 'from paprika', imageIds: ['a', 'b'] })).toMatchObject({
      title: 'Soup',
      ingredients: '[Base]\n1 onion',
      labels: ['dinner', 'quick easy', 'from paprika'],
      rating: 4,
      imageIds: ['a', 'b'],
    })
    for (const rating of [0, 6, Number.NaN, -1]) {
      expect(toRecipeInput({ ...recipe, rating }, { imageIds: [] }).rating).toBeNull()
    }
  })

  test('leaves out a url the API would refuse, and keeps the rest of the recipe', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd']) {
      expect(toRecipeInput({ ...emptyRecipe('Soup'), url }, { imageIds: [] })).toMatchObject({
        title: 'Soup',
        url: '',
      })
    }
    for (const url of ['https://example.com/soup', 'example.com/soup']) {
      expect(toRecipeInput({ ...emptyRecipe('Soup'), url }, { imageIds: [] }).url).toBe(url)
    }
  })

  test('shortens what is longer than the API allows, and keeps at most ten pictures', () => {
    const input = toRecipeInput(
      { ...emptyRecipe('T'.repeat(300)), yield: 'y'.repeat(300) },
      { imageIds: Array.from({ length: 12 }, (_, index) => String(index)) },
    )
    expect(input.title).toHaveLength(255)
    expect(input.title.endsWith('…')).toBe(true)
    expect(input.yield).toHaveLength(255)
    expect(input.imageIds).toHaveLength(10)
  })

  test('leaves out bidirectional overrides and control characters, the title on one line', () => {
    const input = toRecipeInput(
      {
        ...emptyRecipe('\u202Egnp.exe\nsoup\u0007'),
        ingredients: '1 on\u2066ion\r\n2 eggs\u0001',
        labels: ['\u202Esoups'],
      },
      { imageIds: [] },
    )
    expect(input).toMatchObject({ title: 'gnp.exe soup', ingredients: '1 onion\n2 eggs', labels: ['soups'] })
  })
})
