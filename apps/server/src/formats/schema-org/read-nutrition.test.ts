import { expect, test } from 'vitest'
import { describeNutrition } from './read-nutrition.ts'

test('nutrition reads as one line, per serving', () => {
  expect(
    describeNutrition({
      '@type': 'NutritionInformation',
      servingSize: '1 slice',
      calories: '320 kcal',
      fatContent: '12 g',
      unsaturatedFatContent: 3,
      vitaminCContent: '4 mg',
      sugarContent: '',
    }),
  ).toBe('Nutrition per serving (1 slice): Calories 320 kcal, Fat 12 g, Unsaturated fat 3, Vitamin c 4 mg')
})

test('nothing to say gives an empty string', () => {
  expect(describeNutrition({ '@type': 'NutritionInformation', calories: '' })).toBe('')
  expect(describeNutrition('320 kcal')).toBe('')
  expect(describeNutrition(undefined)).toBe('')
})
