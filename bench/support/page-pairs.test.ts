import { expect, test } from 'vitest'
import { PAGE_OFFSETS, PAGE_PAIRS, pagePairAt, pagePath, SORTS } from './page-pairs.ts'

const key = ({ sort, offset }: { sort: string; offset: number }) => `${sort}@${offset}`

test('the list holds every sort at every offset once', () => {
  expect(PAGE_PAIRS).toHaveLength(SORTS.length * PAGE_OFFSETS.length)
  expect(new Set(PAGE_PAIRS.map(key)).size).toBe(PAGE_PAIRS.length)
})

test('as many consecutive requests as there are pairs ask for every pair', () => {
  const asked = Array.from({ length: PAGE_PAIRS.length }, (_, index) => key(pagePairAt(index)))
  expect(new Set(asked).size).toBe(PAGE_PAIRS.length)
})

test('pagePath asks the by-page route for the pair', () => {
  expect(pagePath({ sort: '-createdAt', offset: 250 }, 50)).toBe(
    '/api/recipes/by-page?folder=main&sort=-createdAt&offset=250&count=50',
  )
})
