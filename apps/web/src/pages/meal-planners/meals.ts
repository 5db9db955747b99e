/**
 * How each meal looks on the calendar. The colours are fixed pairs (not theme shades) so the text keeps
 * at least WCAG AA contrast on its background in the light and the dark scheme alike; the meal's name is
 * always written too, so colour is never the only cue.
 */
import { MEALS, type Meal } from '@rosemary/shared/contract'

export interface MealStyle {
  background: string
  text: string
  /** The stripe at the start of an item: the strongest colour, for telling meals apart at a glance. */
  accent: string
}

export const MEAL_STYLES: Readonly<Record<Meal, MealStyle>> = {
  breakfast: { background: '#fff3bf', text: '#5c3d00', accent: '#b07d00' },
  lunch: { background: '#d3f9d8', text: '#1b4d23', accent: '#2b8a3e' },
  dinner: { background: '#d0ebff', text: '#0b3c6b', accent: '#1971c2' },
  snacks: { background: '#ffe3ec', text: '#7a1f3d', accent: '#c2255c' },
  other: { background: '#e9ecef', text: '#343a40', accent: '#868e96' },
}

const ORDER = new Map<string, number>(MEALS.map((meal, index) => [meal, index]))

/** A day's items as the day is eaten: breakfast first, "other" last; equal meals keep their order. */
export function sortByMeal<T extends { meal: Meal }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (ORDER.get(a.meal) ?? 0) - (ORDER.get(b.meal) ?? 0))
}
