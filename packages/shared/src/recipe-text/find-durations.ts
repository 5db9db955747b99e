/**
 * Durations written in a step ("bake for 25 minutes", "1 hour 15 minutes", "10-12 min", "cuocere per 20
 * minuti", "30 Minuten backen", "1 Std."), in English, Italian and German, for cook mode's timers.
 * A range keeps both ends: a timer starts from the shorter one, so the cook looks before it may be done.
 */
export interface FoundDuration {
  /** Where the duration is written in the text. */
  start: number
  end: number
  text: string
  seconds: number
  /** The longer end of a range ("10-12 min"); equal to `seconds` otherwise. */
  maxSeconds: number
}

const UNIT_SECONDS = { hour: 3600, minute: 60, second: 1 } as const
type UnitName = keyof typeof UNIT_SECONDS

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, fifteen: 15, twenty: 20, thirty: 30,
  un: 1, "un'": 1, 'un’': 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, dieci: 10,
  quindici: 15, venti: 20, trenta: 30,
  ein: 1, eine: 1, einer: 1, einen: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, zehn: 10, fünfzehn: 15,
  zwanzig: 20, dreißig: 30,
} // prettier-ignore
const HALVES: Readonly<Record<string, number>> = { half: 0.5, mezza: 0.5, mezz: 0.5, halbe: 0.5, halben: 0.5 }

const FRACTION = '[½¼¾]'
const DIGITS = `\\d+(?:[.,]\\d+)?(?:\\s?${FRACTION})?|${FRACTION}`
const WORDS = Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const NUMBER = `(?:${DIGITS}|(?:${WORDS})(?=\\s|(?<=['’])))`
const RANGE_JOINER = `\\s*[-–—]\\s*|\\s+(?:to|or|a|o|bis|oder)\\s+`
// An abbreviation takes its full stop ("1 Std. ruhen") unless the stop ends the text, as a sentence's does.
const ABBREVIATION_STOP = '(?:\\.(?!\\s*$))?'
const UNITS: Readonly<Record<UnitName, string>> = {
  hour: `hours?|ore|ora|stunden?|(?:hrs?|h|std)${ABBREVIATION_STOP}`,
  minute: `minutes?|minuti|minuto|minuten?|mins?${ABBREVIATION_STOP}`,
  second: `seconds?|secondi|secondo|sekunden?|(?:secs?|sek)${ABBREVIATION_STOP}`,
}
const UNIT = `(?:(?<hour>${UNITS.hour})|(?<minute>${UNITS.minute})|(?<second>${UNITS.second}))(?![\\p{L}\\p{N}])`
// "half an hour", "eine halbe Stunde", "mezz'ora": a half of the unit after it.
const HALF = `(?:(?:eine[rn]?\\s+)?(?<half>half|halben?|mezza|mezz)(?:\\s+an|\\s+un|['’])?\\s*)`
const START = '(?<![\\p{L}\\p{N}])'
const AMOUNT = `${START}(?:(?<low>${NUMBER})(?:(?:${RANGE_JOINER})(?<high>${NUMBER}))?\\s*|${HALF})`
const COMPONENT = `${AMOUNT}${UNIT}`
const JOINER = /\s*(?:,|\band\b|\be\b|\bund\b|&)?\s*/iuy

function readNumber(text: string): number {
  const lower = text.toLowerCase()
  const word = WORD_NUMBERS[lower]
  if (word !== undefined) return word
  const fraction = /[½¼¾]$/u.exec(lower)?.[0]
  const whole = fraction ? lower.slice(0, -1).trim() : lower
  const extra = fraction === '½' ? 0.5 : fraction === '¼' ? 0.25 : fraction === '¾' ? 0.75 : 0
  return (whole === '' ? 0 : Number(whole.replace(',', '.'))) + extra
}

interface Component {
  unit: UnitName
  low: number
  high: number
  end: number
}

function readComponent(match: RegExpExecArray): Component | null {
  const groups = match.groups ?? {}
  const unit = (['hour', 'minute', 'second'] as const).find((name) => groups[name] !== undefined)
  if (!unit) return null
  const size = UNIT_SECONDS[unit]
  const half = groups.half !== undefined ? HALVES[groups.half.toLowerCase()] : undefined
  const low = half ?? readNumber(groups.low ?? '')
  const high = groups.high !== undefined ? readNumber(groups.high) : low
  if (!(low > 0) || !(high >= low)) return null
  return { unit, low: low * size, high: high * size, end: match.index + match[0].length }
}

const FIRST = new RegExp(COMPONENT, 'giu')
const NEXT = new RegExp(COMPONENT, 'iuy')
// More than three days is a note about keeping, not something to time.
const LONGEST_SECONDS = 72 * 3600

/** Every duration in the text, in order; "1 hour 15 minutes" is one duration. */
export function findDurations(text: string): FoundDuration[] {
  const found: FoundDuration[] = []
  FIRST.lastIndex = 0
  for (let match = FIRST.exec(text); match; match = FIRST.exec(text)) {
    const first = readComponent(match)
    if (!first) continue
    let { low, high, end } = first
    let smallest = UNIT_SECONDS[first.unit]
    // "1 hour 15 minutes", "1 ora e 15 minuti": smaller units that follow add up.
    for (;;) {
      JOINER.lastIndex = end
      const joiner = JOINER.exec(text)
      NEXT.lastIndex = end + (joiner?.[0].length ?? 0)
      const nextMatch = NEXT.exec(text)
      const next = nextMatch ? readComponent(nextMatch) : null
      if (!next || UNIT_SECONDS[next.unit] >= smallest) break
      low += next.low
      high += next.high
      end = next.end
      smallest = UNIT_SECONDS[next.unit]
    }
    FIRST.lastIndex = end
    if (high > LONGEST_SECONDS) continue
    const start = match.index
    found.push({ start, end, text: text.slice(start, end), seconds: low, maxSeconds: high })
  }
  return found
}
