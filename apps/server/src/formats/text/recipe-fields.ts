/**
 * From the sections of a recipe's text to the fields of a recipe: the yield and times its fact lines
 * state (taken out of the sections they stand in), and paragraphs of description and notes.
 */
import { isHeaderLine } from '../schema-org/recipe-lines.ts'
import { minutesToText, textMinutes } from '../duration.ts'
import { joinContinuations } from './continued-lines.ts'
import type { Line } from './reader-lines.ts'
import type { Fact } from './recipe-facts.ts'
import type { HeadingKind } from './section-words.ts'

export interface Section {
  kind: HeadingKind | 'lead'
  /** The line that opened the section; null for the text before any heading. */
  heading: Line | null
  lines: Line[]
}

export interface Facts {
  yield: string
  prep: string
  cook: string
  total: string
  /** Facts with no field of their own ("Cook time: 20 min", "Difficulty: easy"), as written. */
  notes: string[]
}

/**
 * The facts of the text, their lines taken out of the sections: anywhere but in a method, where a line
 * like "Bake: 20 minutes" is a step unless it stands before the first step or after the last.
 */
export function takeFacts(sections: readonly Section[]): Facts {
  const found: Fact[] = []
  for (const section of sections) {
    const { lines } = section
    if (section.kind !== 'instructions') {
      section.lines = lines.filter((line) => !line.facts)
      found.push(...lines.flatMap((line) => line.facts ?? []))
      continue
    }
    let start = 0
    let end = lines.length
    while (start < end && lines[start]?.facts) start += 1
    while (end > start && lines[end - 1]?.facts) end -= 1
    found.push(...[...lines.slice(0, start), ...lines.slice(end)].flatMap((line) => line.facts ?? []))
    section.lines = lines.slice(start, end)
  }
  const first = (kind: Fact['kind']) => found.find((fact) => fact.kind === kind)
  const cook = first('cook')
  return {
    yield: first('yield')?.value ?? '',
    prep: first('prep')?.value ?? '',
    cook: cook?.value ?? '',
    total: first('total')?.value ?? '',
    notes: [
      ...(cook ? [cook.text] : []),
      ...found.filter((fact) => fact.kind === 'other').map((fact) => fact.text),
    ],
  }
}

/** The preparation time, and the total: as written, or preparation and cooking added up when both read. */
export function timesOf(facts: Facts): { activeTime: string; totalTime: string } {
  const prep = textMinutes(facts.prep)
  const cook = textMinutes(facts.cook)
  const summed = prep !== null && cook !== null ? minutesToText(prep + cook) : ''
  return { activeTime: facts.prep, totalTime: facts.total || summed }
}

/** Lines as paragraphs: wrapped lines joined, a line break within a block, a blank line between blocks. */
export function joinParagraphs(lines: readonly Line[]): string {
  let text = ''
  let block: number | null = null
  for (const line of joinContinuations(lines, 'text')) {
    if (block !== null) text += line.block === block ? '\n' : '\n\n'
    text += line.text
    block = line.block
  }
  return text
}

/** An ingredient or step, not a group's header. */
export const isRecipeLine = (line: string): boolean => line.trim() !== '' && !isHeaderLine(line)
