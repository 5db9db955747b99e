/**
 * Cooklang's inline markup in one line of a step: `@ingredient`, `#cookware`, `~timer`, each with an
 * optional `{quantity%unit}` and, for ingredients, a `(note)`. A one-word name ends at a space or
 * punctuation; a longer name runs up to its `{` on the same line, so `@salt and @black pepper{}` is two
 * ingredients, salt and black pepper. The line comes back as readable text (the markup replaced by the
 * names, a timer by its duration) with what it named. Scanned by hand, one character at a time: the text
 * is a stranger's, and no regular expression backtracks over it.
 */

export interface Amount {
  quantity: string
  unit: string
}

export interface Component {
  kind: 'ingredient' | 'cookware' | 'timer'
  /** As written: "ground black pepper", "./Shared/Red Beans" for a reference to another recipe. */
  name: string
  amount: Amount | null
  note: string
  /** Written with braces (`@salt{}`): markup no other text format has. */
  braced: boolean
}

export interface MarkedLine {
  text: string
  components: Component[]
}

const KINDS = { '@': 'ingredient', '#': 'cookware', '~': 'timer' } as const
/** `@@`, `@&`, `@?`, `@+`, `@-`: cooklang-rs's modifiers (reference, earlier use, optional, new, hidden). */
const MODIFIERS = new Set(['@', '&', '?', '+', '-'])
const PUNCTUATION = /\p{P}/u
const SPACE = /\s/u

const isMarker = (char: string | undefined): char is keyof typeof KINDS =>
  char === '@' || char === '#' || char === '~'
const isWordChar = (char: string | undefined) =>
  char !== undefined && !SPACE.test(char) && !PUNCTUATION.test(char)

/** "1/2%cup" → 1/2 cup; "=1%tsp" (fixed, not scaled) → 1 tsp; "" → null. */
export function parseAmount(text: string): Amount | null {
  const content = text.trim().replace(/^=\s*/, '')
  if (content === '') return null
  const percent = content.indexOf('%')
  if (percent < 0) return { quantity: content, unit: '' }
  return { quantity: content.slice(0, percent).trim(), unit: content.slice(percent + 1).trim() }
}

/** "./Shared/Red Beans" → "Red Beans": a reference shows as the recipe it names. */
export function displayName(name: string): string {
  if (!name.startsWith('./') && !name.startsWith('../')) return name
  const segments = name.split('/')
  return (segments[segments.length - 1] ?? name).trim() || name
}

export const amountText = (amount: Amount | null) =>
  amount ? [amount.quantity, amount.unit].filter(Boolean).join(' ') : ''

interface Scanned {
  component: Component
  end: number
}

/**
 * For every position of a line, where the next `{`, `}`, `)` and marker are (or -1): each component looks
 * ahead for its braces, and a line of a thousand `@` must not be scanned a thousand times.
 */
class LineIndex {
  readonly nextOpen: Int32Array
  readonly nextClose: Int32Array
  readonly nextMarker: Int32Array
  readonly nextParen: Int32Array

  constructor(line: string) {
    const length = line.length
    this.nextOpen = new Int32Array(length + 1).fill(-1)
    this.nextClose = new Int32Array(length + 1).fill(-1)
    this.nextMarker = new Int32Array(length + 1).fill(-1)
    this.nextParen = new Int32Array(length + 1).fill(-1)
    for (let at = length - 1; at >= 0; at--) {
      const char = line[at]
      this.nextOpen[at] = char === '{' ? at : (this.nextOpen[at + 1] ?? -1)
      this.nextClose[at] = char === '}' ? at : (this.nextClose[at + 1] ?? -1)
      this.nextMarker[at] = isMarker(char) ? at : (this.nextMarker[at + 1] ?? -1)
      this.nextParen[at] = char === ')' ? at : (this.nextParen[at + 1] ?? -1)
    }
  }
}

/** The name of a component starting at `start`: up to a `{` on the line, else one word. */
function readName(line: string, index: LineIndex, start: number): { name: string; brace: number } | null {
  const brace = index.nextOpen[start] ?? -1
  const marker = index.nextMarker[start] ?? -1
  const closed = brace >= 0 && (index.nextClose[brace] ?? -1) >= 0
  if (closed && !SPACE.test(line[start] ?? ' ') && (marker < 0 || marker > brace)) {
    return { name: line.slice(start, brace).trim(), brace }
  }
  let end = start
  while (isWordChar(line[end])) end++
  if (end === start) return null
  return { name: line.slice(start, end), brace: line[end] === '{' && closed ? end : -1 }
}

function readComponent(line: string, index: LineIndex, at: number): Scanned | null {
  const marker = line[at]
  if (!isMarker(marker)) return null
  const kind = KINDS[marker]
  let start = at + 1
  let optional = false
  const modified = isWordChar(line[start + 1]) || line[start + 1] === '.'
  if (kind === 'ingredient' && MODIFIERS.has(line[start] ?? '') && modified) {
    optional = line[start] === '?'
    start++
  }
  const named =
    kind === 'timer' && line[start] === '{' ? { name: '', brace: start } : readName(line, index, start)
  if (!named || (named.name === '' && kind !== 'timer')) return null
  let end = start + named.name.length
  let amount: Amount | null = null
  if (named.brace >= 0) {
    const close = index.nextClose[named.brace] ?? -1
    if (close < 0) return null
    amount = parseAmount(line.slice(named.brace + 1, close))
    end = close + 1
  }
  if (named.name === '' && !amount) return null
  let note = optional ? 'optional' : ''
  if (kind === 'ingredient' && named.brace >= 0 && line[end] === '(') {
    const close = index.nextParen[end] ?? -1
    if (close > end) {
      note = [note, line.slice(end + 1, close).trim()].filter(Boolean).join(', ')
      end = close + 1
    }
  }
  return { component: { kind, name: named.name, amount, note, braced: named.brace >= 0 }, end }
}

/** How a component reads inside its step: an ingredient or cookware by name, a timer by its duration. */
function rendered(component: Component): string {
  if (component.kind === 'timer') return amountText(component.amount) || component.name
  return displayName(component.name)
}

/** One line with its markup replaced by readable text, and the components it named. */
export function readMarkedLine(line: string): MarkedLine {
  const components: Component[] = []
  const index = new LineIndex(line)
  let text = ''
  let at = 0
  while (at < line.length) {
    const scanned = readComponent(line, index, at)
    if (scanned) {
      components.push(scanned.component)
      text += rendered(scanned.component)
      at = scanned.end
    } else {
      text += line.charAt(at)
      at++
    }
  }
  return { text, components }
}
