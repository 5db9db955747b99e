import { expect, test } from 'vitest'
import { readLabels } from './read-labels.ts'

test('category, cuisine and keywords become labels, trimmed and without repeats', () => {
  expect(
    readLabels({
      recipeCategory: ['Dessert', 'Cake'],
      recipeCuisine: 'French',
      keywords: 'cake, #chocolate ,dessert; easy| ',
    }),
  ).toEqual(['Dessert', 'Cake', 'French', 'chocolate', 'easy'])
})

test('labels no one would type are skipped: SEO phrases and addresses', () => {
  expect(
    readLabels({
      keywords: [
        'the best easy chocolate cake recipe for beginners and kids',
        'https://x.example/tag/cake',
        'cake',
      ],
    }),
  ).toEqual(['cake'])
})

test('a page stuffing keywords gives twenty labels at most', () => {
  const keywords = Array.from({ length: 50 }, (_, index) => `word${index}`).join(', ')
  expect(readLabels({ keywords })).toHaveLength(20)
})
