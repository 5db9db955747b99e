/**
 * Searching the offline recipe book in the browser, forgiving as the server's search is: accents and case
 * are folded, a word matches the start of a word ("choc" finds chocolate), and a misspelt word matches
 * the words it shares enough trigrams with, as pg_trgm judges similarity ("fetta" finds feta, "vegetarain"
 * vegetarian). Every word typed must match somewhere in the title, the labels or the ingredients; a match
 * in the title ranks above one in a label, which ranks above one in the ingredients.
 */

/** As pg_trgm's similarity threshold, a little stricter: short misspellings otherwise match too much. */
export const SIMILARITY_THRESHOLD = 0.4
const MAX_QUERY_WORDS = 8
const FIELD_WEIGHTS = { title: 4, labels: 2, ingredients: 1 } as const
type Field = keyof typeof FIELD_WEIGHTS

export interface SearchableRecipe {
  id: string
  title: string
  ingredients: string
  labels: readonly string[]
}

/** Lowercase words of letters and digits, without accents ("Crème brûlée" → crème → creme, brulee). */
export function normalizedWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** A word's trigrams as pg_trgm makes them: two spaces before, one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const result = new Set<string>()
  for (let index = 0; index + 3 <= padded.length; index += 1) result.add(padded.slice(index, index + 3))
  return result
}

/** Shared trigrams over all trigrams of the two words, 0 to 1. */
export function similarity(a: string, b: string): number {
  const first = trigrams(a)
  const second = trigrams(b)
  let shared = 0
  for (const gram of first) if (second.has(gram)) shared += 1
  return shared / (first.size + second.size - shared)
}

interface Posting {
  recipe: number
  field: Field
}

export interface LocalSearchIndex {
  ids: string[]
  titles: string[]
  /** Each distinct word and where it occurs. */
  words: Map<string, Posting[]>
  /** Which words hold a trigram, to find a misspelt word's candidates without comparing every word. */
  byTrigram: Map<string, string[]>
}

export function buildSearchIndex(recipes: readonly SearchableRecipe[]): LocalSearchIndex {
  const index: LocalSearchIndex = { ids: [], titles: [], words: new Map(), byTrigram: new Map() }
  recipes.forEach((recipe, position) => {
    index.ids.push(recipe.id)
    index.titles.push(recipe.title)
    const fields: [Field, string][] = [
      ['title', recipe.title],
      ['labels', recipe.labels.join(' ')],
      ['ingredients', recipe.ingredients],
    ]
    for (const [field, text] of fields) {
      for (const word of new Set(normalizedWords(text))) addPosting(index, word, { recipe: position, field })
    }
  })
  return index
}

function addPosting(index: LocalSearchIndex, word: string, posting: Posting): void {
  const postings = index.words.get(word)
  if (postings) {
    postings.push(posting)
    return
  }
  index.words.set(word, [posting])
  for (const gram of trigrams(word)) {
    const holders = index.byTrigram.get(gram)
    if (holders) holders.push(word)
    else index.byTrigram.set(gram, [word])
  }
}

/** The indexed words a typed word may mean, each with how close it is (1 for the word or a prefix of it). */
function matchingWords(index: LocalSearchIndex, typed: string): Map<string, number> {
  const matches = new Map<string, number>()
  for (const word of index.words.keys()) if (word.startsWith(typed)) matches.set(word, 1)
  const typedGrams = trigrams(typed)
  const shared = new Map<string, number>()
  for (const gram of typedGrams) {
    for (const word of index.byTrigram.get(gram) ?? []) shared.set(word, (shared.get(word) ?? 0) + 1)
  }
  for (const [word, count] of shared) {
    if (matches.has(word)) continue
    const score = count / (typedGrams.size + trigrams(word).size - count)
    if (score >= SIMILARITY_THRESHOLD) matches.set(word, score)
  }
  return matches
}

/** The ids of the recipes matching every typed word, best first (ties by title). */
export function searchIndex(index: LocalSearchIndex, query: string): string[] {
  const typedWords = [...new Set(normalizedWords(query))].slice(0, MAX_QUERY_WORDS)
  if (typedWords.length === 0) return []
  let scores: Map<number, number> | null = null
  for (const typed of typedWords) {
    const wordScores = new Map<number, number>()
    for (const [word, closeness] of matchingWords(index, typed)) {
      for (const { recipe, field } of index.words.get(word) ?? []) {
        const score = closeness * FIELD_WEIGHTS[field]
        if (score > (wordScores.get(recipe) ?? 0)) wordScores.set(recipe, score)
      }
    }
    const previous: Map<number, number> | null = scores
    scores = new Map()
    for (const [recipe, score] of wordScores) {
      if (previous === null) scores.set(recipe, score)
      else if (previous.has(recipe)) scores.set(recipe, (previous.get(recipe) ?? 0) + score)
    }
  }
  const ranked = [...(scores ?? new Map<number, number>())]
  ranked.sort(
    ([a, scoreA], [b, scoreB]) =>
      scoreB - scoreA ||
      (index.titles[a] ?? '').localeCompare(index.titles[b] ?? '', undefined, { numeric: true }),
  )
  return ranked.map(([recipe]) => index.ids[recipe] ?? '').filter(Boolean)
}
