import { findQuantityGroups, groupEnd, type QuantityGroup } from '../recipe-text/find-quantities.ts'
import { matchUnitAt, type UnitMatch } from '../recipe-text/match-unit.ts'
import { foldAccents, foldPlural } from './text-folding.ts'

/**
 * Splits a shopping item's title into its amount (read by the ingredient text engine) and the thing to buy:
 * "2 (14 oz) cans tomatoes, drained" → 2 cans of "tomatoes". Both grouping and aisle lookup start here.
 */
export interface ReadItem {
  /** What is bought, as written: no amount, unit, "of", parenthesised or trailing notes. */
  name: string
  /** The quantities in front of the name ("1 cup + 2 tbsp" is two groups); empty when there is none. */
  groups: QuantityGroup[]
  /** A unit or counted word after a unitless quantity ("2 (14 oz) cans", "3 cloves"), else null. */
  countUnit: CountUnit | null
}

export interface CountUnit {
  /** The same for every spelling of one unit: the engine's unit id, or the counted word's folded form. */
  key: string
  written: string
}

// Words that count pieces but are no units of the engine; singular and plural written out.
const COUNTED_WORDS: ReadonlySet<string> = new Set(
  [
    'clove bunch pinch dash head slice sprig stick stalk handful piece sheet knob drop bag bottle box jar',
    'carton tub fillet',
    'spicchio spicchi mazzo mazzi mazzetto mazzetti pizzico pizzichi ciuffo ciuffi fetta fette rametto',
    'rametti foglia foglie manciata manciate pezzo pezzi bottiglia bottiglie vasetto vasetti sacchetto',
    'sacchetti',
    'zehe zehen bund prise prisen scheibe scheiben zweig zweige stange stangen stuck stucke handvoll',
    'blatt blatter msp messerspitze becher glas glaser flasche flaschen beutel tute tuten schuss',
    'spritzer wurfel',
  ].flatMap((line) => line.split(' ')),
)
const COUNTED_WORD = /^\s*(\p{L}+)\.?(?!\p{L})/u
const CONNECTOR = /^\s*(?:of|di|d'|del|della|dello|dei|degli|delle|von|vom)(?:\s+|(?<=')|$)/iu
const ARTICLE = /^\s*(?:an?|un|una|uno|un'|ein|eine|einen)\s+(?=\p{L})/iu
const PLUS_GAP = /^\s*(?:\+|plus)\s*$/iu
const PARENTHESISED = /\([^()]*\)|\[[^[\]]*\]/gu
const UNCLOSED = /[([].*$/su
// A comma, semicolon or spaced dash starts a note ("onion, chopped", "salt – to taste").
const NOTE = /[,;]|\s[-–—]\s/u

/** The leading amount: the first group and what is joined to it ("1 lb 4 oz", "1 cup + 2 tbsp"). */
function leadingGroups(line: string): QuantityGroup[] {
  const [first, ...others] = findQuantityGroups(line)
  if (first?.link !== 'lead') return []
  const run = [first]
  for (const group of others) {
    const gap = line.slice(groupEnd(run.at(-1) ?? first), group.parts[0]?.start ?? 0)
    if (group.link === 'compound' || PLUS_GAP.test(gap)) run.push(group)
    else break
  }
  return run
}

function withoutParentheses(text: string): string {
  let result = text
  for (let previous = ''; previous !== result;) {
    previous = result
    result = result.replace(PARENTHESISED, ' ')
  }
  return result.replace(UNCLOSED, '')
}

function unitOf(match: UnitMatch, text: string): CountUnit {
  return { key: match.unit.id, written: text.slice(match.start, match.end) }
}

/**
 * "cans" after "2 (14 oz)", "cloves" after "3": the unit, or the counted word, at the start of `text`. The
 * engine already looked for a unit right after the quantity, so units are only sought again past a note.
 */
function readCountUnit(
  text: string,
  value: number,
  pastNote: boolean,
): { unit: CountUnit; end: number } | null {
  const unit = pastNote ? matchUnitAt(text, 0, value) : null
  if (unit) return { unit: unitOf(unit, text), end: unit.end }
  const word = COUNTED_WORD.exec(text)
  const folded = word?.[1] === undefined ? '' : foldPlural(foldAccents(word[1]))
  if (!word || !COUNTED_WORDS.has(folded)) return null
  return { unit: { key: folded, written: word[1] ?? '' }, end: word[0].length }
}

export function readItem(title: string): ReadItem {
  const line = title.trim()
  const groups = leadingGroups(line)
  const last = groups.at(-1)
  const article = last ? null : ARTICLE.exec(line)
  const start = last ? groupEnd(last) : (article?.[0].length ?? 0)
  let rest = withoutParentheses(line.slice(start))
  let countUnit: CountUnit | null = null
  // "a pinch of salt", "eine Prise Salz": an article counts one of the unit after it.
  if ((last || article) && !last?.unit) {
    const found = readCountUnit(
      rest,
      last?.parts.at(-1)?.value ?? 1,
      !last || /^\s*[([]/u.test(line.slice(start)),
    )
    if (found) {
      rest = rest.slice(found.end)
      if (last) countUnit = found.unit
    }
  }
  rest = rest.replace(CONNECTOR, '')
  const name = rest.split(NOTE)[0]?.replace(/\s+/gu, ' ').trim() ?? ''
  return { name, groups, countUnit }
}
