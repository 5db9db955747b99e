import { describe, expect, test } from 'vitest'
import { DE_DE_KEYWORDS } from './aisle-keywords.de-de.ts'
import { EN_US_KEYWORDS } from './aisle-keywords.en-us.ts'
import { IT_IT_KEYWORDS } from './aisle-keywords.it-it.ts'
import { keywordKey } from './aisle-lookup.ts'
import type { AisleKeywords } from './aisles.ts'

const TABLES = { 'en-us': EN_US_KEYWORDS, 'it-it': IT_IT_KEYWORDS, 'de-de': DE_DE_KEYWORDS } as const

function entries(table: AisleKeywords): [string, string][] {
  return Object.entries(table).flatMap(([aisle, keywords]) =>
    keywords.map((k): [string, string] => [k, aisle]),
  )
}

describe.for(Object.entries(TABLES))('the %s keyword table', ([, table]) => {
  const all = entries(table)

  test('has at least 400 keywords', () => {
    expect(all.length).toBeGreaterThanOrEqual(400)
  })

  test('is lowercase and trimmed', () => {
    expect(all.filter(([keyword]) => keyword !== keyword.toLowerCase().trim())).toEqual([])
  })

  test('names no keyword twice, not even in two aisles (as written or once folded)', () => {
    const aisles = new Map<string, string[]>()
    for (const [keyword, aisle] of all)
      aisles.set(keywordKey(keyword), [...(aisles.get(keywordKey(keyword)) ?? []), aisle])
    expect([...aisles].filter(([, found]) => found.length > 1)).toEqual([])
  })
})

test('a keyword written the same in two languages names the same aisle', () => {
  const aisles = new Map<string, Set<string>>()
  for (const table of Object.values(TABLES))
    for (const [keyword, aisle] of entries(table))
      aisles.set(keywordKey(keyword), (aisles.get(keywordKey(keyword)) ?? new Set()).add(aisle))
  expect([...aisles].filter(([, found]) => found.size > 1).map(([key]) => key)).toEqual([])
})
