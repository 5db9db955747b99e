/**
 * What follows a MasterCook text recipe's ingredient table: the directions, labelled fields MasterCook
 * writes as a label line and a quoted value (`Source:` / `  "…"`), the end line (`- - - - - -`), and after
 * it the notes, serving ideas, wine, ratings and nutrition. In a mailing-list digest, the text after that
 * is the next message, not the recipe: it ends at a rule or an e-mail header.
 */
import { elapsedText } from './mastercook-fields.ts'

export interface BodyParts {
  steps: string[]
  notes: string[]
  /** "Label: value" paragraphs for the notes: serving ideas, wine, copyright, extra times and sources. */
  extras: string[]
  nutrition: string[]
  ratings: string
  source: string
  url: string
  yield: string
  totalTime: string
  description: string
}

type Block = 'notes' | 'extra' | 'nutrition' | 'association'

const END_LINE = /^-(?: -){4,}$/
const FIELD_LABEL = /^([A-Za-z][A-Za-z .]*(?:\([^)]*\))?):$/
const NOTES = /^NOTES? *:/
const NOTES_ANY_CASE = /^notes? *:/i
const INLINE_EXTRA = /^(Suggested Wine|Serving Ideas) *:/i
const NUTRITION = /^(?:Per Serving\b[^:]{0,60}|Exchanges) *:/i
const ASSOCIATION = /^Nutr\. Assoc\. *:/i
const RATINGS = /^Ratings *:/i
const MAIL_HEADER =
  /^(?:From|To|Cc|Date|Subject|Reply-To|Sender|Message-ID|Return-Path|Received|MIME-Version|Content-[\w-]+|X-[\w-]+)\s*:/i
const LIST_START = /^(?:\d{1,3}[.):]|\(\d{1,3}\)|[-*•#]|step\b)/i
const NUMBERED = /^\d{1,3}\s/
const MAX_QUOTED_LINES = 200

/** A rule, a quoted reply or an e-mail header: the text after a recipe in a digest is another message. */
export function isForeignLine(text: string): boolean {
  const rule = /^[-=_~*]{3}/.test(text.replace(/ /g, ''))
  return rule || text.startsWith('>') || MAIL_HEADER.test(text) || text.startsWith('From ')
}

const afterLabel = (text: string) => text.slice(text.indexOf(':') + 1).trim()

/** The value of a `Label:` line whose next line opens a quote, and how many lines it took; null otherwise. */
function quotedValue(lines: string[], at: number): { value: string; used: number } | null {
  const first = lines[at + 1]?.trim() ?? ''
  if (!first.startsWith('"')) return null
  const parts: string[] = []
  for (let index = at + 1; index < lines.length && index <= at + MAX_QUOTED_LINES; index++) {
    const text = lines[index]?.trim() ?? ''
    parts.push(text)
    if ((index > at + 1 || text.length > 1) && text.endsWith('"')) break
    if (text === '') break
  }
  const value = parts.join('\n').trim()
  const unquoted = value.slice(1, value.endsWith('"') && value.length > 1 ? -1 : undefined)
  return { value: unquoted.trim(), used: parts.length + 1 }
}

class BodyReader {
  readonly parts: BodyParts = {
    steps: [],
    notes: [],
    extras: [],
    nutrition: [],
    ratings: '',
    source: '',
    url: '',
    yield: '',
    totalTime: '',
    description: '',
  }
  private paragraphs: string[][] = [[]]
  private block: { kind: Block; lines: string[] } | null = null
  private afterEnd = false
  private closed = false

  read(lines: string[]): BodyParts {
    for (let at = 0; at < lines.length && !this.closed; at++) {
      const text = lines[at]?.trim() ?? ''
      if (END_LINE.test(text)) {
        this.finishBlock()
        this.afterEnd = true
        this.paragraphs.push([])
      } else if (text === '') {
        this.readBlank()
      } else {
        const quoted = text.length <= 60 && FIELD_LABEL.test(text) ? quotedValue(lines, at) : null
        if (!quoted) {
          this.readText(text)
          continue
        }
        this.finishBlock()
        this.setField(text.slice(0, -1).trim(), quoted.value)
        at += quoted.used - 1
      }
    }
    this.finishBlock()
    this.parts.steps = this.paragraphs.flatMap(stepsOf)
    return this.parts
  }

  private readBlank(): void {
    if (this.block?.kind === 'notes' && this.afterEnd) this.block.lines.push('')
    else if (this.block) this.finishBlock()
    else this.paragraphs.push([])
  }

  private readText(text: string): void {
    const notes = this.afterEnd ? NOTES_ANY_CASE : NOTES
    if (notes.test(text)) this.startBlock('notes', afterLabel(text))
    else if (INLINE_EXTRA.test(text)) this.startBlock('extra', text.replace(/ *:/, ':'))
    else if (NUTRITION.test(text)) this.startBlock('nutrition', text)
    else if (ASSOCIATION.test(text)) this.startBlock('association', '')
    else if (RATINGS.test(text)) {
      this.finishBlock()
      this.parts.ratings = afterLabel(text)
    } else if (this.afterEnd && isForeignLine(text)) this.closed = true
    else if (this.block) this.block.lines.push(text)
    else if (!this.afterEnd) this.paragraphs.at(-1)?.push(text)
  }

  private startBlock(kind: Block, first: string): void {
    this.finishBlock()
    this.block = { kind, lines: [first] }
  }

  private finishBlock(): void {
    const block = this.block
    this.block = null
    if (!block || block.kind === 'association') return
    const text = block.lines.join('\n').trim()
    if (text === '') return
    if (block.kind === 'notes') this.parts.notes.push(text)
    else if (block.kind === 'extra') this.parts.extras.push(text)
    else this.parts.nutrition.push(text)
  }

  /** MasterCook's quoted fields; S(…) names another source, T(…) another time. */
  private setField(label: string, value: string): void {
    const key = label.toLowerCase()
    const inner = /\(([^)]*)\)$/.exec(label)?.[1]?.trim() ?? ''
    if (key === 'source') this.parts.source ||= value
    else if (key === 'yield') this.parts.yield ||= value
    else if (key === 'start to finish time') this.parts.totalTime ||= elapsedText(value)
    else if (key === 'description') this.parts.description ||= value
    else if (key.startsWith('s(') && /^https?:\/\/\S+$/i.test(value) && !this.parts.url)
      this.parts.url = value
    else if (key.startsWith('t(') && inner) this.parts.extras.push(`${inner}: ${elapsedText(value)}`)
    else if (value) this.parts.extras.push(`${inner || label}: ${value}`)
  }
}

/**
 * A paragraph's lines as steps. Some exports wrap long directions at a fixed width: a line continues the
 * one before when that one is long and this one does not start a new step (a number, a bullet, the next
 * number of a list numbered "1 …", "2 …", or a new sentence after a full stop). Short lines are steps of their own ("1 core apple", "2 dice the brie").
 */
function stepsOf(lines: string[]): string[] {
  const steps: string[] = []
  let previous = ''
  for (const line of lines) {
    const numbered = NUMBERED.test(line) && NUMBERED.test(steps.at(-1) ?? '')
    const wrapped =
      previous.length >= 55 &&
      !LIST_START.test(line) &&
      !numbered &&
      !(/[.!?]["')]?$/.test(previous) && /^\p{Lu}/u.test(line))
    const last = steps.pop()
    if (last !== undefined) steps.push(...(wrapped ? [`${last} ${line}`] : [last, line]))
    else steps.push(line)
    previous = line
  }
  return steps
}

export function readBody(lines: string[]): BodyParts {
  return new BodyReader().read(lines)
}
