/**
 * Field rules shared by Living Cookbook's two formats (the .fdx exchange file and the .lcb database), which
 * store the same recipe: servings as a count beside a free-text yield, times as whole minutes, a source
 * with an author and a page, and reviews rated 0–5 (0 meaning "not rated").
 */
import { minutesToText } from '../duration.ts'
import { minutesOf, toRating } from './source-values.ts'

/** "4 servings", followed by the yield when there is one ("4 servings, 1/2 cup"). */
export function yieldText(servings: string, amount: string): string {
  const count = servings.trim()
  const parts = [
    count && count !== '0' ? `${count} ${count === '1' ? 'serving' : 'servings'}` : '',
    amount.trim(),
  ]
  return parts.filter(Boolean).join(', ')
}

/**
 * The ready-in time; without one, preparation + cooking + inactive time when there is a cooking or inactive
 * time (a preparation time alone is already the active time, not a total).
 */
export function totalTimeText(
  readyIn: unknown,
  preparation: unknown,
  cooking: unknown,
  inactive: unknown,
): string {
  const ready = minutesOf(readyIn)
  if (ready > 0) return minutesToText(ready)
  const [prep, cook, rest] = [minutesOf(preparation), minutesOf(cooking), minutesOf(inactive)]
  return cook || rest ? minutesToText(prep + cook + rest) : ''
}

/** The source, or the author when there is no source, with the page ("Bistro cooking, p. 156"). */
export function sourceText(source: string, author: string, page: string): string {
  const origin = source.trim() || author.trim()
  return origin && page.trim() ? `${origin}, p. ${page.trim()}` : origin
}

/** The rounded average of the reviews that carry a rating, or null when none does. */
export function averageRating(ratings: unknown[]): number | null {
  const rated = ratings.map(toRating).filter((rating): rating is number => rating !== null)
  return rated.length === 0 ? null : toRating(rated.reduce((sum, rating) => sum + rating, 0) / rated.length)
}

/** Living Cookbook writes flags as "Y"/"N" in FDX and as booleans or -1 in the database. */
export function isFlagSet(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  return typeof value === 'string' && /^(y|yes|true|1|-1)$/i.test(value.trim())
}
