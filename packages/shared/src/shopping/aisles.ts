/** Grocery aisles in the order a shopping list shows them; 'other' collects what no keyword names. */
import { SHOPPING_AISLES, type ShoppingAisle } from '../contract/planning-limits.ts'

/** The contract's list (API answers carry these ids), so there is one list of aisles. */
export const AISLES = SHOPPING_AISLES

export type Aisle = ShoppingAisle

/** One language's keyword table: no keyword list for 'other', which is what matches nothing. */
export type AisleKeywords = Readonly<Record<Exclude<Aisle, 'other'>, readonly string[]>>

const AISLE_SET: ReadonlySet<string> = new Set(AISLES)

export function isAisle(value: string): value is Aisle {
  return AISLE_SET.has(value)
}

/** Keyword tables are written as comma-separated text to keep them readable; a keyword may wrap a line. */
export function keywordList(text: string): readonly string[] {
  return text
    .split(',')
    .map((keyword) => keyword.replace(/\s+/gu, ' ').trim())
    .filter((keyword) => keyword.length > 0)
}
