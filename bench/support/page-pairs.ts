/**
 * The pages the recipe-book part asks for: every sort at every offset, spread over the whole library. The
 * HTTP run and the direct query both cycle through this one list, so that the share of one in the other
 * compares the same pages.
 */
export const PAGE_OFFSETS = Array.from({ length: 40 }, (_, index) => index * 250)
export const SORTS = ['title', '-createdAt'] as const

export interface PagePair {
  sort: (typeof SORTS)[number]
  offset: number
}

export const PAGE_PAIRS: PagePair[] = SORTS.flatMap((sort) =>
  PAGE_OFFSETS.map((offset) => ({ sort, offset })),
)

/** The pair the `index`th request asks for: consecutive requests walk the whole list. */
export const pagePairAt = (index: number): PagePair => PAGE_PAIRS[index % PAGE_PAIRS.length]!

export const pagePath = ({ sort, offset }: PagePair, count: number) =>
  `/api/recipes/by-page?folder=main&sort=${encodeURIComponent(sort)}&offset=${offset}&count=${count}`
