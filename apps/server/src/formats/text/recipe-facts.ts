/**
 * A recipe's yield and times on lines of their own ("Serves 4", "Prep time: 15 minutes", "Prep 10 min |
 * Cook 20 min | Serves 4"), in the languages of fact-words.ts. Only short lines made of such facts
 * count: a step that mentions a time ("Bake for 20 minutes.") is no fact.
 */
import {
  SERVING_NOUNS,
  TIME_LABELS,
  TIME_NOUN,
  type TimeKind,
  YIELD_LABELS,
  YIELD_PREPOSITIONS,
} from './fact-words.ts'

export type FactKind = 'yield' | TimeKind

export interface Fact {
  kind: FactKind | 'other'
  /** The yield or the time as written ("15 minutes", "Serves 4"); for 'other', the whole part. */
  value: string
  /** The whole part: "Cook time: 20 min". */
  text: string
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ /gu, '\\s+')
const alternatives = (words: readonly string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')

/** A label, then a colon or not, then the value; the label ends where a word does. */
const labelled = (words: readonly string[]) =>
  new RegExp(`^(?:${alternatives(words)})(?![\\p{L}\\p{N}])\\s*([:：]?)\\s*(\\S.*)$`, 'iu')

const TIMES = (['prep', 'cook', 'total'] as const).map((kind) => [kind, labelled(TIME_LABELS[kind])] as const)
const YIELD_LABEL = labelled(YIELD_LABELS)
const NUMBER = String.raw`[\p{Nd}½¼¾⅓⅔]+(?:\s*(?:[-–—/]|to|bis|à|a|tot|till|til|do|az)\s*\p{Nd}+)?`
const NOUN = `(?:${alternatives(SERVING_NOUNS)})(?![\\p{L}])`
/** "4 servings", "4人分", "für 4 Personen", "pour 4 à 6 personnes". */
const COUNTED = new RegExp(`^(?:(?:${alternatives(YIELD_PREPOSITIONS)})\\s+)?${NUMBER}\\s*${NOUN}`, 'iu')
/** "Difficulty: easy", "Oven: 180 °C": another fact beside the yield and times, kept as a note. */
const OTHER = /^[\p{L}][\p{L} ]{1,24}[:：]\s*\S/u
/** "Easy", "Vegetarian", "Gluten-free": a word or two with no label, among two facts or more. */
const BARE_WORDS = /^\p{L}[\p{L}-]*(?: \p{L}[\p{L}-]*)?$/u
/** Between the facts of one line. */
const SEPARATOR = /\s*[|·•;]\s*|\s+[–—/-]\s+/u

const MAX_PART = 50
const MAX_VALUE_WORDS = 6
/** Facts side by side with nothing between them are short: "Serves 6", "Prep 10 min", "Backzeit: 1 Std.". */
const MAX_SIDE_BY_SIDE_WORDS = 4

const LABELS = [...Object.values(TIME_LABELS).flat(), ...YIELD_LABELS, ...YIELD_PREPOSITIONS]
/**
 * Where a label may start another fact right after a number or its unit ("Serves 6 Prep 10 min Bake 15
 * min"): a table's cells or a printout's tabs, collapsed to one space.
 */
const LABEL_AFTER_VALUE = new RegExp(
  `(?<=\\p{Nd}\\s*\\p{L}{0,12}\\.?)\\s+(?=(?:${alternatives(LABELS)})(?![\\p{L}\\p{N}]))`,
  'giu',
)

const words = (text: string) => text.split(' ').length
const hasDigit = (text: string) => /\p{Nd}/u.test(text)
const unwrap = (text: string) => text.replace(/^[([（]\s*(.*?)\s*[)\]）]$/u, '$1').replace(/[.:：]$/u, '')

function readTime(part: string, alone: boolean): Fact | null {
  for (const [kind, pattern] of TIMES) {
    const match = pattern.exec(part)
    const [, colon = '', value = ''] = match ?? []
    if (!match || !hasDigit(value) || words(value) > MAX_VALUE_WORDS) continue
    const label = part.slice(0, part.length - value.length)
    if (colon || alone || TIME_NOUN.test(label)) return { kind, value, text: part }
  }
  return null
}

/** "Serves 4", "Yield: 12 cookies" (the value, when it has words of its own), "4 Portionen", "4人分". */
export function readYield(part: string): string | null {
  if (part.length > MAX_PART) return null
  const text = unwrap(part.trim())
  const counted = COUNTED.exec(text)
  // "4 servings (about 8 cups)", but not "2 portions of rice", an ingredient.
  if (counted && /^\s*(?:$|[,(;–—-])/u.test(text.slice(counted[0].length))) return text
  const match = YIELD_LABEL.exec(text)
  const value = match?.[2] ?? ''
  if (!match || !hasDigit(value) || words(value) > MAX_VALUE_WORDS) return null
  return /\p{L}/u.test(value) ? value : text
}

function readFact(part: string, alone: boolean): Fact | null {
  if (part.length > MAX_PART) return null
  const text = unwrap(part)
  const time = readTime(text, alone)
  if (time) return time
  const yieldText = readYield(text)
  return yieldText === null ? null : { kind: 'yield', value: yieldText, text }
}

/**
 * The facts of a line made only of facts, or null. Several on one line may have short labels ("Prep 10
 * min | Cook 20 min"); one alone needs a colon or a label that says "time" ("Cook 20 min" is a step).
 */
export function readFacts(line: string): Fact[] | null {
  if (line.length > MAX_PART * 4) return null
  const parts = line.split(SEPARATOR).filter((part) => part !== '')
  return (parts.length === 1 ? factsSideBySide(line) : null) ?? readParts(parts)
}

/**
 * Facts with only spaces between them, each a short label and value ("Serves 6 Prep 10 min Bake 15
 * min"): each part ends at the first label after which it reads as a fact, and every part must.
 */
function factsSideBySide(line: string): Fact[] | null {
  const starts = [...line.matchAll(LABEL_AFTER_VALUE)].map((match) => match.index)
  const facts: Fact[] = []
  let from = 0
  for (const end of [...starts, line.length]) {
    const fact = readFact(line.slice(from, end).trim(), true)
    if (fact && words(fact.value) <= MAX_SIDE_BY_SIDE_WORDS) {
      facts.push(fact)
      from = end
    }
  }
  return from === line.length && facts.length > 1 ? facts : null
}

/** The facts of a line's parts, or null when a part is none (and not another fact beside them). */
function readParts(parts: readonly string[]): Fact[] | null {
  const several = parts.length > 1
  const facts: Fact[] = []
  let bare = false
  for (const part of parts) {
    const fact = readFact(part, several)
    bare ||= !fact && BARE_WORDS.test(part)
    if (fact) facts.push(fact)
    else if (several && (OTHER.test(part) || BARE_WORDS.test(part)) && part.length <= MAX_PART)
      facts.push({ kind: 'other', value: part, text: part })
    else return null
  }
  const known = facts.filter((fact) => fact.kind !== 'other').length
  return known >= (bare ? 2 : 1) ? facts : null
}
