import { isMisspelling } from './misspelling.ts'
import { CELSIUS, UNITS, type UnitDefinition } from './units.ts'

/**
 * Recognises the unit written after a quantity. Conservative on purpose: a wrong conversion is worse than
 * none, so "1 tea bag" or "2 cloves garlic" must never look like teaspoons or centilitres.
 */
export interface UnitMatch {
  unit: UnitDefinition
  start: number
  end: number
}

interface Found {
  unit: UnitDefinition
  text: string
}

/** "180 C" is an oven temperature and "2 C flour" two cups: a bare capital C means Celsius from here up. */
const CELSIUS_FROM = 50
/** Shortened forms ("teasp", "tablesp") need this many letters; "tea" or "gal" alone are too ambiguous. */
const SHORTEST_PREFIX = 5
// Abbreviations stop before a vowel; a cut ending in one is a word of its own (Italian "gallo" is no gallon).
const ENDS_IN_VOWEL = /[aeiouàèéìòù]$/u
const GAP = /[ \t\u00a0]*/uy
const WORD = /\p{L}+/uy

function aliasKey(alias: string): string {
  return alias
    .replace(/\s+/gu, '')
    .replace(/\.$/u, '')
    .replace(/\((?:e?s|n)\)$/u, '')
}

function escapeAlias(alias: string): string {
  return alias.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ /gu, '\\s*')
}

function buildMatcher(pick: (unit: UnitDefinition) => readonly string[], caseless: boolean) {
  const index = new Map<string, UnitDefinition>()
  for (const unit of UNITS) {
    for (const alias of pick(unit))
      index.set(caseless ? aliasKey(alias).toLowerCase() : aliasKey(alias), unit)
  }
  const aliases = UNITS.flatMap(pick).sort((a, b) => b.length - a.length)
  const pattern = new RegExp(
    `(?:${aliases.map(escapeAlias).join('|')})(?:\\((?:e?s|n)\\))?\\.?(?!\\p{L})`,
    caseless ? 'iuy' : 'uy',
  )
  return { index, pattern, caseless }
}

const WORD_MATCHER = buildMatcher((unit) => unit.words, true)
const MATCHERS = [buildMatcher((unit) => unit.symbols, false), WORD_MATCHER]
// Only single words can be shortened or misspelled; "fl oz" and "degrees f" must be written out.
const SINGLE_WORDS = [...WORD_MATCHER.index].filter(([alias]) => /^\p{L}+$/u.test(alias))

function matchAlias(text: string, start: number): Found | null {
  let best: Found | null = null
  for (const { index, pattern, caseless } of MATCHERS) {
    pattern.lastIndex = start
    const written = pattern.exec(text)?.[0]
    const key = written === undefined ? '' : aliasKey(written)
    const unit = index.get(caseless ? key.toLowerCase() : key)
    if (written !== undefined && unit && written.length > (best?.text.length ?? 0))
      best = { unit, text: written }
  }
  return best
}

function resemblesAlias(word: string, alias: string): boolean {
  if (alias.length >= 2 && (word === `${alias}s` || word === `${alias}es`)) return true
  const shortened = word.length >= SHORTEST_PREFIX && alias.length > word.length && alias.startsWith(word)
  if (shortened && !ENDS_IN_VOWEL.test(word)) return true
  return isMisspelling(word, alias)
}

/** Plurals, shortenings and small misspellings of the known words, only when they point to one unit. */
function matchShortenedWord(text: string, start: number): Found | null {
  WORD.lastIndex = start
  const written = WORD.exec(text)?.[0]
  if (written === undefined) return null
  const word = written.toLowerCase()
  const units = new Set(SINGLE_WORDS.filter(([alias]) => resemblesAlias(word, alias)).map(([, unit]) => unit))
  const [unit] = units
  return units.size === 1 && unit ? { unit, text: written } : null
}

/** The unit starting at `at` (after spaces), given the quantity `value` written before it. */
export function matchUnitAt(text: string, at: number, value: number): UnitMatch | null {
  GAP.lastIndex = at
  const start = at + (GAP.exec(text)?.[0].length ?? 0)
  const found = matchAlias(text, start) ?? matchShortenedWord(text, start)
  const end = start + (found?.text.length ?? 0)
  // "2 T-bone steaks", "3 in-season tomatoes": a hyphenated word is not a unit.
  if (!found || /^-\p{L}/u.test(text.slice(end, end + 2))) return null
  const unit = found.text === 'C' && value >= CELSIUS_FROM ? CELSIUS : found.unit
  return { unit, start, end }
}
