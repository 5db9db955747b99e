/**
 * Turning what someone typed into full-text queries. Each word matches as a prefix ("choc" finds chocolate);
 * a word that starts no known word may also match the words it was probably meant to be (found by pg_trgm in
 * the title-word vocabulary, "chiken" → chicken, and in that of descriptions, ingredients and labels, "fetta"
 * → feta). Three queries rank the matches: on titles, on titles with descriptions, ingredients and labels
 * (weights A and B), and on everything (with source and notes).
 */

/** At most this many words count; a pasted paragraph should not become a huge query. */
const MAX_WORDS = 8

/** Only letters and digits survive, so nothing typed can be read as a tsquery operator. */
export function searchWords(text: string): string[] {
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
  return [...new Set(words)].slice(0, MAX_WORDS)
}

export interface SearchQueries {
  /** Every word (or one of its alternatives) in the title. */
  title: string
  /** Every word in the title, description or ingredients. */
  titleOrBody: string
  /** Every word anywhere, source and notes included. */
  anywhere: string
}

function terms(word: string, alternatives: readonly string[], weights: string): string {
  const prefix = `${word}:*${weights}`
  const whole = alternatives.map((alternative) => (weights ? `${alternative}:${weights}` : alternative))
  return whole.length === 0 ? prefix : `(${[prefix, ...whole].join(' | ')})`
}

/**
 * The three tsquery texts for `words` (already folded as the database folds text: lowercase, no accents),
 * with each word's alternatives; alternatives are whole title words, matched exactly.
 */
export function searchQueries(
  words: readonly string[],
  alternatives: ReadonlyMap<string, string[]>,
): SearchQueries {
  const build = (weights: string) =>
    words.map((word) => terms(word, alternatives.get(word) ?? [], weights)).join(' & ')
  return { title: build(''), titleOrBody: build('AB'), anywhere: build('') }
}
