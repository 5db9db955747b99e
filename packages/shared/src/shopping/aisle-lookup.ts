import { isAisle, type Aisle } from './aisles.ts'
import { groupTitleOf } from './group-title.ts'
import { derivedForms } from './keyword-forms.ts'
import { tableEntries } from './keyword-tables.ts'
import { readItem } from './read-item.ts'
import { matchWords } from './text-folding.ts'

/**
 * The aisle of an item from the keyword tables of all three languages at once (a list may mix them): every
 * run of the item's words is looked up in one map, and the longest keyword found wins ("peanut butter"
 * beats "butter"). A long word also matches by its end, as German compounds do ("Vollmilch" → "milch").
 */
interface Lookup {
  keywords: ReadonlyMap<string, Aisle>
  longestKeyword: number
}

// "Weizenmehl" → "mehl", but "Reis" is no "eis": both parts of a compound have at least three letters.
const SHORTEST_PART = 3

/** A keyword as item words are compared: folded and singular, one space between words. */
export function keywordKey(keyword: string): string {
  return matchWords(keyword).join(' ')
}

function buildLookup(): Lookup {
  const written = new Map<string, Aisle>()
  const derived = new Map<string, Aisle>()
  for (const [keyword, aisle, language] of tableEntries()) {
    const key = keywordKey(keyword)
    if (!written.has(key)) written.set(key, aisle)
    for (const form of derivedForms(keyword, language)) {
      const formKey = keywordKey(form)
      if (!derived.has(formKey)) derived.set(formKey, aisle)
    }
  }
  const keywords = new Map([...derived, ...written])
  const longestKeyword = Math.max(...[...keywords.keys()].map((key) => key.split(' ').length))
  return { keywords, longestKeyword }
}

let lookup: Lookup | undefined
// Built on first use: most pages never ask for an aisle.
const keywordLookup = () => (lookup ??= buildLookup())

/** Every run of words that could be a keyword, and for a word that is none the longest known end of it. */
function* candidateKeys(words: readonly string[], { keywords, longestKeyword }: Lookup): Generator<string> {
  for (let start = 0; start < words.length; start += 1) {
    for (let size = 1; size <= longestKeyword && start + size <= words.length; size += 1)
      yield words.slice(start, start + size).join(' ')
    const word = words[start] ?? ''
    if (keywords.has(word)) continue
    for (let cut = SHORTEST_PART; cut <= word.length - SHORTEST_PART; cut += 1) {
      if (keywords.has(word.slice(cut))) {
        yield word.slice(cut)
        break
      }
    }
  }
}

/** The longest keyword wins; between two of one length, the later (the head noun of "beef tomato"). */
function bestMatch(words: readonly string[]): Aisle | null {
  const current = keywordLookup()
  let best: Aisle | null = null
  let bestLength = 0
  for (const key of candidateKeys(words, current)) {
    const aisle = current.keywords.get(key)
    if (aisle !== undefined && key.length >= bestLength) {
      best = aisle
      bestLength = key.length
    }
  }
  return best
}

export function aisleOf(title: string, overrides?: Readonly<Record<string, Aisle>>): Aisle {
  if (overrides) {
    const key = groupTitleOf(title)
    const override = Object.hasOwn(overrides, key) ? overrides[key] : undefined
    if (override !== undefined && isAisle(override)) return override
  }
  const name = readItem(title).name
  return bestMatch(matchWords(name.length > 0 ? name : title)) ?? 'other'
}
