import { readQuantity } from './read-quantity.ts'
import { VULGAR_CHARACTERS } from './vulgar-fractions.ts'

/**
 * The number of servings in a free-text yield, for "scale by servings". A range ("4-6 servings") gives its
 * lower bound, so scaling never promises more food than the recipe makes. A dozen (Dutzend, dozzina) is 12
 * ("1.5 dozen" 18, "two dozen" 24, "1,5 Dutzend" 18), half a dozen 6.
 */
// Position + 1 is the value: "one" is 1, "twelve" 12.
const NUMBER_NAMES = [
  'one two three four five six seven eight nine ten eleven twelve',
  'uno due tre quattro cinque sei sette otto nove dieci undici dodici',
  'eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf',
]
const HALF_DOZEN =
  /(?<!\p{L})(?:half\s+(?:a\s+)?dozen|mezza\s+dozzina|(?:ein\s+)?halbes\s+dutzend)(?!\p{L})/iu
const NUMBER_WORDS = new Map<string, number>([
  ...NUMBER_NAMES.flatMap((names) => names.split(' ').map((name, i) => [name, i + 1] as const)),
  ...(['una', 'un', 'ein', 'eine'] as const).map((name) => [name, 1] as const),
  ...(['dozen', 'dozzina', 'dutzend'] as const).map((name) => [name, 12] as const),
])
const NUMBER_WORD = new RegExp(`(?<!\\p{L})(?:${[...NUMBER_WORDS.keys()].join('|')})(?!\\p{L})`, 'iu')
const NUMBER_START = new RegExp(`(?<![\\d.,/⁄])[\\d${VULGAR_CHARACTERS}]`, 'gu')
const DOZEN_AFTER = /^\s*(?:dozens?|dozzin[ae]|dutzend)(?!\p{L})/iu
// Words and letters of Italian and German yields: there "1,000" is a one with three decimals, in English a
// thousand (and "1.000" the other way round).
const CONTINENTAL =
  /[äöüßàèéìòù]|(?<!\p{L})(?:für|personen|portionen|stück|stücke|stk|kekse|plätzchen|person[ae]|porzion[ei]|pezz[io]|dosi|biscotti|dutzend|dozzin[ae])(?!\p{L})/iu

/** "1,000" is a thousand where the text reads English, "1.000" where it reads Italian or German. */
function thousandsSeparator(text: string): ',' | '.' {
  return CONTINENTAL.test(text) ? '.' : ','
}

function readFirstNumber(text: string): { value: number; end: number } | null {
  for (const start of text.matchAll(NUMBER_START)) {
    const quantity = readQuantity(text, start.index)
    if (!quantity) continue
    if (!quantity.grouped) return quantity
    // "1,000 cookies" in a German yield may be a thousand or one: no number is better than a wrong one.
    const { separator, value } = quantity.grouped
    return separator === thousandsSeparator(text) ? { value, end: quantity.end } : null
  }
  const half = HALF_DOZEN.exec(text)
  if (half) return { value: 6, end: half.index + half[0].length }
  const word = NUMBER_WORD.exec(text)
  const value = word ? NUMBER_WORDS.get(word[0].toLowerCase()) : undefined
  return word && value !== undefined ? { value, end: word.index + word[0].length } : null
}

export function parseYield(text: string): number | null {
  const number = readFirstNumber(text)
  if (!number) return null
  // "2 dozen cookies" are 24; "a dozen" was read as 12 already.
  const value = DOZEN_AFTER.test(text.slice(number.end)) ? number.value * 12 : number.value
  return value > 0 ? value : null
}
