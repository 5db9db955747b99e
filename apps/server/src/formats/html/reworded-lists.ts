/**
 * A page's ingredient list that names the same items as the structured data in other words: the data
 * was written apart from the page ("2 to 3 tablespoons cream cheese (about 1 1/2 ounces)", or made by a
 * program: "0 As required salt"), while the reader sees "1 1/2 ounces cream cheese, about 2 to 3
 * tablespoons" and "salt as required". What the reader sees is the recipe.
 */
import { squeeze } from './squeeze.ts'

/** Share of the words two lines have in common for one to be the other reworded. */
const ALIKE = 0.5
/** Share of the data's lines the page must name again. */
const COVERAGE = 0.9
/** Beyond this many lines, pairing every line with every other costs too much. */
const MAX_LINES = 200

const wordsOf = (line: string) =>
  new Set(
    line
      .normalize('NFKC')
      .toLowerCase()
      .match(/\p{L}+|\p{N}+/gu) ?? [],
  )

/** Lines with an amount: a zero is none ("0 As required salt"). */
const withAmounts = (lines: readonly string[]) =>
  lines.filter((line) => /[1-9\u00bc-\u00be\u2150-\u215e]/u.test(line)).length

/** Dice's coefficient of the two lines' words. */
function likeness(one: ReadonlySet<string>, other: ReadonlySet<string>): number {
  if (one.size === 0 || other.size === 0) return 0
  let shared = 0
  for (const word of one) if (other.has(word)) shared += 1
  return (2 * shared) / (one.size + other.size)
}

/**
 * The page's lines are the data's reworded: as many, each of the data's lines alike to one of the page's
 * (each page line paired once), and most of the data's lines not on the page as written — when they are,
 * the page only adds to them, which other rules weigh.
 */
export function isReworded(lead: readonly string[], page: readonly string[]): boolean {
  const count = lead.length
  if (count < 3 || count > MAX_LINES || Math.abs(page.length - count) > Math.floor(count * 0.1)) return false
  const shown = page.map(squeeze)
  const verbatim = lead.filter((line) => {
    const squeezed = squeeze(line)
    return squeezed !== '' && shown.some((text) => text.includes(squeezed))
  }).length
  if (verbatim >= count * 0.5) return false
  const pageWords = page.map(wordsOf)
  const leadWords = lead.map(wordsOf)
  const paired = new Set<number>()
  let reordered = 0
  for (const words of leadWords) {
    let best = -1
    let bestLikeness = ALIKE
    pageWords.forEach((other, index) => {
      const alike = paired.has(index) ? 0 : likeness(words, other)
      if (alike >= bestLikeness) [best, bestLikeness] = [index, alike]
    })
    if (best < 0) continue
    paired.add(best)
    if (bestLikeness === 1) reordered += 1
  }
  if (paired.size < count * COVERAGE || paired.size < page.length * COVERAGE) return false
  // The same words, in the same or another order ("flour 200 g"), say nothing the data does not.
  if (reordered >= count * 0.5) return false
  // Nor is a page that drops the amounts ("flour" for "2 cups flour") the same list reworded.
  return withAmounts(page) >= withAmounts(lead) * COVERAGE
}
