/**
 * The directions of a MealMaster or RezKonv recipe: lines wrapped at about 70 columns, a blank line between
 * paragraphs. Wrapped lines are joined back into one step a paragraph; a line starting with `:` (MealMaster's
 * forced line break) or with a step number starts a new one. What trails the directions — `Source: …`,
 * `Posted by …`, `Per serving: …` nutrition, a RezKonv `QUELLE` section — is not a step: the source goes to
 * the source, the rest to the notes.
 */
import { asHeader } from './recipe-text.ts'

type Destination = 'instructions' | 'source' | 'notes'

/** Labels before a colon that say what a paragraph is; `keep` keeps the label in the note. */
const LABELS = new Map<string, { to: Destination; keep: boolean }>([
  ...['source', 'from', 'recipe by', 'recipe from', 'quelle', 'author', 'autor'].map(
    (label) => [label, { to: 'source' as const, keep: false }] as const,
  ),
  ...['notes', 'note', 'tip', 'tips', 'hint', 'hints', 'tipp', 'tipps', 'hinweis', 'anmerkung'].map(
    (label) => [label, { to: 'notes' as const, keep: false }] as const,
  ),
  ...[
    'per serving',
    'per recipe',
    'nutrition',
    'nutritional analysis',
    'nutrition facts',
    'pro portion',
    'nährwerte',
    'variation',
    'variations',
  ].map((label) => [label, { to: 'notes' as const, keep: true }] as const),
])

/** Credits that start a line without a colon ("Posted by Jane Doe", "-- Erfasst *RK* 12.03.2005 von"). */
const CREDITS = [
  'posted by',
  'posted to',
  'typed by',
  'typed for you by',
  'formatted by',
  'entered by',
  'shared by',
  'contributed by',
  'converted by',
  'mm format by',
  'erfasst',
]

/** Section names whose lines are the source or notes, not steps (RezKonv ends with `=====QUELLE=====`). */
const ASIDE_SECTIONS = new Map<string, Destination>([
  ['quelle', 'source'],
  ['source', 'source'],
  ['notes', 'notes'],
  ['note', 'notes'],
  ['tipp', 'notes'],
  ['tipps', 'notes'],
  ['hinweis', 'notes'],
  ['hinweise', 'notes'],
  ['anmerkung', 'notes'],
  ['anmerkungen', 'notes'],
  ['nutrition', 'notes'],
  ['nährwerte', 'notes'],
])

const STEP_NUMBER = /^\d{1,2}[.)] /

/** Where a paragraph starting with this line belongs, and its text there; null for an ordinary line. */
function labelled(line: string): { to: Destination; text: string } | null {
  const colon = line.indexOf(':')
  if (colon > 0 && colon <= 30) {
    const label = LABELS.get(line.slice(0, colon).trim().replace(/\s+/g, ' ').toLowerCase())
    if (label) return { to: label.to, text: label.keep ? line : line.slice(colon + 1).trim() }
  }
  const lower = line.replace(/^-+\s*/, '').toLowerCase()
  if (CREDITS.some((credit) => lower.startsWith(credit)))
    return { to: 'notes', text: line.replace(/^-+\s*/, '') }
  return null
}

export function asideOf(section: string): Destination | undefined {
  return ASIDE_SECTIONS.get(section.trim().toLowerCase())
}

export class Directions {
  readonly #found: Record<Destination, string[]> = { instructions: [], source: [], notes: [] }
  #paragraph: string[] = []
  #to: Destination = 'instructions'
  /** Where ordinary lines go in the current section. */
  #section: Destination = 'instructions'

  get inAside(): boolean {
    return this.#section !== 'instructions'
  }

  line(text: string): void {
    let line = text.replace(/\s+/g, ' ').trim()
    if (line.startsWith(':')) {
      this.endParagraph()
      line = line.slice(1).trim()
    }
    if (this.inAside && line.startsWith('--')) {
      // RezKonv's capture credits under QUELLE: "-- Erfasst *RK* 12.03.2005 von" / "-- Jane Doe".
      line = line.replace(/^-+/, '').trim()
      if (this.#to !== 'notes') this.endParagraph()
      this.#to = 'notes'
    }
    if (line === '') return
    const label = labelled(line)
    if (label) {
      this.endParagraph()
      this.#to = label.to
      line = label.text
    } else if (STEP_NUMBER.test(line)) {
      this.endParagraph()
    }
    if (line !== '') this.#paragraph.push(line)
  }

  header(name: string): void {
    this.endParagraph()
    this.#section = asideOf(name) ?? 'instructions'
    this.#to = this.#section
    if (this.#section === 'instructions' && name) this.#found.instructions.push(asHeader(name))
  }

  endParagraph(): void {
    if (this.#paragraph.length > 0) this.#found[this.#to].push(this.#paragraph.join(' '))
    this.#paragraph = []
    this.#to = this.#section
  }

  result(): { instructions: string; source: string; notes: string } {
    this.endParagraph()
    return {
      instructions: this.#found.instructions.join('\n'),
      source: this.#found.source.join('; '),
      notes: this.#found.notes.join('\n\n'),
    }
  }
}
