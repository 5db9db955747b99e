/**
 * The lines of a recipe's text as the reader works with them: each with its block (lines with no blank
 * line, heading or paragraph between), its shape, the facts it states and the section it opens.
 */
import { isShortLabel, type Shape, shapeOf } from './line-shapes.ts'
import { isPageFurniture } from './printed-pages.ts'
import { type Fact, readFacts, readYield } from './recipe-facts.ts'
import { endsSection, readSectionHeading, type SectionHeading } from './section-words.ts'
import { MAX_TEXT_CHARS, MAX_TEXT_LINES, readMarker, type TextLine } from './text-lines.ts'

export interface Line extends TextLine {
  /** Where the line is in the text: lines are one only when nothing stood between them. */
  index: number
  block: number
  shape: Shape
  /** The yield and times the line consists of; null for any other line. */
  facts: Fact[] | null
  /** The section the line opens ("Ingredients", "Zubereitung:", "Tip: …"); null for any other line. */
  heading: SectionHeading | null
}

/** A heading's qualifier may be a yield or a few words ("for the sauce"), not a sentence. */
const MAX_QUALIFIER_WORDS = 5

function headingOf(text: string, shape: Shape, kind: TextLine['kind']): SectionHeading | null {
  const heading = readSectionHeading(text)
  // "Equipment", "Nutrition facts": what follows is no ingredient nor step; a line must be the word alone.
  if (!heading)
    return endsSection(text, kind !== 'heading') ? { kind: 'notes', rest: '', inline: false } : null
  if (heading.inline || heading.rest === '') return heading
  if (readYield(heading.rest) !== null) return heading
  if (shape.sentence) return null
  // A page's heading, or a line ending in a colon, names what follows however long its qualifier
  // ("Tips for a smooth soup", "Zutaten für eine Tarte mit Birnen und Nüssen:").
  if (kind === 'heading' || /[:：]$/u.test(text)) return heading
  // "Tip the batter into the tin", "Note that…": a line that starts with the word.
  if (heading.kind === 'notes') return null
  return heading.rest.split(' ').length <= MAX_QUALIFIER_WORDS ? heading : null
}

/** A line of the reader from its text and what is known of it. */
export function readerLine(line: TextLine, { index, block }: Pick<Line, 'index' | 'block'>): Line {
  const shape = shapeOf(line.text)
  const facts = readFacts(line.text)
  return {
    ...line,
    index,
    block,
    shape,
    facts,
    heading: facts ? null : headingOf(line.text, shape, line.kind),
  }
}

const SPACES = /\s+/gu

/**
 * The reader's lines: whitespace collapsed, bullets and numbers read where the source left them in the
 * text, the page numbers, heads and feet of a printout out; within MAX_TEXT_LINES lines and MAX_TEXT_CHARS characters.
 */
export function prepareLines(input: readonly TextLine[]): Line[] {
  const lines: Line[] = []
  let block = 0
  let chars = 0
  for (const [index, source] of input.slice(0, MAX_TEXT_LINES).entries()) {
    chars += source.text.length
    if (chars > MAX_TEXT_CHARS) break
    const text = source.text.replace(SPACES, ' ').trim()
    if (text === '' || isPageFurniture(input, index)) {
      if (text === '') block += 1
      continue
    }
    const marked = source.marker || source.kind === 'heading' ? { text } : readMarker(text)
    if (marked.text === '') continue
    const line = readerLine({ ...source, ...marked }, { index: lines.length, block })
    // A heading, a paragraph or a line of facts is a block of its own: the lines around it are not one.
    const apart = line.kind === 'heading' || line.kind === 'paragraph' || line.facts !== null
    if (apart) line.block = block += 1
    lines.push(line)
    if (apart) block += 1
  }
  return lines
}

/** The line stands alone in its block, or is a heading: a name above what follows. */
export const isAlone = (lines: readonly Line[], index: number): boolean =>
  lines[index]?.kind === 'heading' ||
  (lines[index - 1]?.block !== lines[index]?.block && lines[index + 1]?.block !== lines[index]?.block)

/** A short line on its own, or a heading: a name of what follows ("Frosting", "## Sauce"). */
export function isNameLine(lines: readonly Line[], index: number): boolean {
  const line = lines[index]
  return line !== undefined && isAlone(lines, index) && isShortLabel(line.text, line.shape)
}
