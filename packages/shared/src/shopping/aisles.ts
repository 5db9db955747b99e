/** Grocery aisles in the order a shopping list shows them; 'other' collects what no keyword names. */
export const AISLES = [
  'produce',
  'dairy',
  'bakery',
  'meat-fish',
  'frozen',
  'pantry',
  'spices',
  'drinks',
  'household',
  'other',
] as const

export type Aisle = (typeof AISLES)[number]

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
