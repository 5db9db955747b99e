import { MEALS } from '@rosemary/shared/contract'
import { expect, test } from 'vitest'
import { MEAL_STYLES, sortByMeal } from './meals.ts'
import { contrast } from '../../test/contrast.ts'

test.for(MEALS)('the text of %s meets WCAG AA (4.5:1) on its background', (meal) => {
  const style = MEAL_STYLES[meal]
  expect(contrast(style.text, style.background)).toBeGreaterThanOrEqual(4.5)
})

test('every meal has its own background and accent', () => {
  expect(new Set(MEALS.map((meal) => MEAL_STYLES[meal].background)).size).toBe(MEALS.length)
  expect(new Set(MEALS.map((meal) => MEAL_STYLES[meal].accent)).size).toBe(MEALS.length)
})

test('a day reads breakfast to other, keeping the order within a meal', () => {
  const items = [
    { id: '1', meal: 'other' as const },
    { id: '2', meal: 'dinner' as const },
    { id: '3', meal: 'breakfast' as const },
    { id: '4', meal: 'dinner' as const },
  ]
  expect(sortByMeal(items).map((item) => item.id)).toEqual(['3', '2', '4', '1'])
})
