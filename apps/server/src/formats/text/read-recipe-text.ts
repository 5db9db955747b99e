/**
 * A recipe from its text alone — pasted from an e-mail, a message or a PDF, or the visible text of a web
 * page without recipe markup: title, ingredients, steps, yield, times and notes, decided by what lines
 * look like. Headings in many languages ("Zutaten", "Préparation", "作り方", section-words.ts) mark the
 * parts where the text has them; without them, a run of lines with amounts is the ingredient list and the
 * lines after it the method. Null when the text holds no ingredient or no step. Bounded: MAX_TEXT_LINES
 * lines and MAX_TEXT_CHARS characters are read, and every step is linear in the text's length.
 */
import { recipeTitle } from '../import/recipe-text.ts'
import { findIngredientRun, ingredientLines, isAmount, listEnd, type Run } from './ingredient-lines.ts'
import { isStepShape } from './line-shapes.ts'
import { readLead } from './lead-lines.ts'
import { isNameLine, type Line, prepareLines, readerLine } from './reader-lines.ts'
import { isRecipeLine, joinParagraphs, type Section, takeFacts, timesOf } from './recipe-fields.ts'
import { readYield } from './recipe-facts.ts'
import { pageMethodEnd, stepLines, trimLetterEnd } from './step-lines.ts'
import type { TextLine } from './text-lines.ts'
import { withoutRetelling } from './told-twice.ts'

export { linesOfText, MAX_TEXT_CHARS, MAX_TEXT_LINES, type TextLine } from './text-lines.ts'

/** A recipe read from text: its fields, and its ingredients and steps a line each ([Header] for a group). */
export interface TextRecipe {
  title: string
  description: string
  yield: string
  /** The preparation time as written ("15 minutes"). */
  activeTime: string
  /** The total time as written, or preparation and cooking time added up ("1 h 5 min"). */
  totalTime: string
  notes: string
  ingredients: string[]
  instructions: string[]
}

/**
 * The text cut at the lines that open a section; a "Tip: …" line is a note where it stands (before the
 * recipe, the lead keeps it among its labelled lines).
 */
function splitSections(lines: readonly Line[]): Section[] {
  const sections: Section[] = [{ kind: 'lead', heading: null, lines: [] }]
  for (const line of lines) {
    const current = sections.at(-1) ?? { kind: 'lead', heading: null, lines: [] }
    const { heading } = line
    const note = heading?.inline === true && heading.kind === 'notes'
    if (!heading || (note && current.kind === 'lead')) current.lines.push(line)
    else if (note) {
      const note = { ...line, heading: null }
      sections.push({ kind: 'notes', heading: line, lines: [note] }, { ...current, heading: null, lines: [] })
    } else {
      const first = heading.inline ? [readerLine({ text: heading.rest, kind: 'line' }, line)] : []
      sections.push({ kind: heading.kind, heading: line, lines: first })
    }
  }
  return sections
}

/** A part of the ingredients or the method, named when the recipe has several. */
interface Part {
  name: string
  lines: Line[]
}

/**
 * The name of a section among several of its kind: its heading's own words ("Zutaten für den Teig"), or
 * a short line alone at the end of the section before ("Frosting" above "Ingredients"), taken from it.
 */
function sectionName(section: Section, previous: Section | undefined): string {
  const rest = section.heading?.heading?.rest ?? ''
  if (rest && !section.heading?.heading?.inline && readYield(rest) === null)
    return section.heading?.text ?? ''
  const lines = previous?.lines ?? []
  if (previous?.kind === 'lead' || lines.length < 2 || !isNameLine(lines, lines.length - 1)) return ''
  return lines.pop()?.text ?? ''
}

interface Parts {
  lead: Line[]
  ingredients: Part[]
  steps: Part[]
  notes: Line[][]
}

/** The parts by the headings: each section where its heading says, a method found after a list. */
function partsByHeadings(sections: Section[]): Parts {
  const methodHeaded = sections.some((section) => section.kind === 'instructions')
  const parts: Parts = { lead: sections[0]?.lines ?? [], ingredients: [], steps: [], notes: [] }
  let named = ''
  sections.forEach((section, index) => {
    const name = section.kind === 'lead' ? '' : sectionName(section, sections[index - 1])
    if (section.kind === 'ingredients') {
      named = name
      // A list with no method after it ends as lists do: what follows is the page, or the method.
      const methodAfter = sections.slice(index + 1).some(({ kind }) => kind === 'instructions')
      const end = methodAfter ? listEndBeforeNotes(section.lines) : listEnd(section.lines, 0)
      parts.ingredients.push({ name, lines: section.lines.slice(0, end) })
      const after = section.lines.slice(end)
      if (methodHeaded) parts.notes.push(after)
      else parts.steps.push({ name, lines: after })
    }
    if (section.kind === 'instructions') parts.steps.push({ name: name || named, lines: section.lines })
    if (section.kind === 'notes') parts.notes.push(section.lines)
  })
  return parts
}

/**
 * Under a heading, the list goes on to the sentences at its end (a note on the ingredients), or to a
 * sentence in a paragraph after its last amount: a note, then the page's own text (the tools, links).
 */
function listEndBeforeNotes(lines: readonly Line[]): number {
  const lastAmount = lines.findLastIndex((line) => isAmount(line))
  const paragraph = lines.findIndex(
    (line, index) => index > lastAmount && line.kind === 'paragraph' && line.shape.sentence,
  )
  let end = lastAmount >= 0 && paragraph >= 0 ? paragraph : lines.length
  for (let line = lines[end - 1]; line && !isAmount(line) && isStepShape(line.shape); line = lines[end - 1]) {
    end -= 1
  }
  return end
}

/** Above a method's heading, the lead's last block when it reads as a list without amounts. */
function lastList(lead: readonly Line[]): Run | null {
  const first = lead.findIndex((line) => line.block === lead.at(-1)?.block)
  // A list right under the title, in one block with it.
  const start = first === 0 ? 1 : first
  const long = lead.length - start >= 2
  return first >= 0 && long && listEnd(lead, start) === lead.length ? { start, end: lead.length } : null
}

/** The parts by the lines' shapes, when no heading names the ingredients. */
function partsByShapes(sections: Section[]): Parts | null {
  const lead = sections[0]?.lines ?? []
  const methodHeaded = sections.some((section) => section.kind === 'instructions')
  const run = findIngredientRun(lead) ?? (methodHeaded ? lastList(lead) : null)
  if (!run) return null
  const after = lead.slice(run.end)
  const parts: Parts = {
    lead: lead.slice(0, run.start),
    ingredients: [{ name: '', lines: lead.slice(run.start, run.end) }],
    steps: methodHeaded ? [] : [{ name: '', lines: after }],
    notes: methodHeaded ? [after] : [],
  }
  for (const section of sections.slice(1)) {
    if (section.kind === 'instructions') parts.steps.push({ name: '', lines: section.lines })
    else parts.notes.push(section.lines)
  }
  return parts
}

/** The last part in the text loses the end of a letter around the recipe. */
function trimLastPart(parts: Parts): void {
  const lastBlock = (lines: readonly Line[]) => lines.at(-1)?.block ?? -1
  const step = parts.steps.reduce<Part | null>(
    (last, part) => (lastBlock(part.lines) > lastBlock(last?.lines ?? []) ? part : last),
    null,
  )
  const noteIndex = parts.notes.reduce(
    (last, lines, index) => (lastBlock(lines) > lastBlock(parts.notes[last] ?? []) ? index : last),
    -1,
  )
  const note = parts.notes[noteIndex]
  if (note && lastBlock(note) > lastBlock(step?.lines ?? [])) parts.notes[noteIndex] = trimLetterEnd(note)
  else if (step) step.lines = trimLetterEnd(step.lines)
}

/** The parts' lines, each part under its name as a header when there are several. */
function named(parts: readonly Part[], read: (lines: readonly Line[]) => string[]): string[] {
  const several = parts.filter((part) => part.lines.length > 0).length > 1
  return parts.flatMap((part) => {
    const lines = read(part.lines)
    return several && part.name && lines.length > 0
      ? [`[${part.name.replace(/[:：]$/u, '')}]`, ...lines]
      : lines
  })
}

/** The recipe in the lines (linesOfText for pasted text), or null when they hold no ingredient or no step. */
export function readRecipeText(input: readonly TextLine[]): TextRecipe | null {
  const lines = prepareLines(input)
  const sections = withoutRetelling(splitSections(lines))
  const facts = takeFacts(sections)
  const headed = sections.some((section) => section.kind === 'ingredients')
  const parts = headed ? partsByHeadings(sections) : partsByShapes(sections)
  if (!parts) return null
  for (const part of parts.steps) part.lines = part.lines.slice(0, pageMethodEnd(part.lines))
  trimLastPart(parts)
  const ingredients = named(parts.ingredients, ingredientLines)
  const instructions = named(parts.steps, stepLines)
  if (!ingredients.some(isRecipeLine) || !instructions.some(isRecipeLine)) return null
  const lead = readLead(parts.lead)
  const headingYield = sections
    .map((section) =>
      section.kind === 'ingredients' ? readYield(section.heading?.heading?.rest ?? '') : null,
    )
    .find((value) => value !== null)
  return {
    title: lead.title ? recipeTitle(lead.title, '') : '',
    description: joinParagraphs(lead.description),
    yield: facts.yield || (headingYield ?? ''),
    ...timesOf(facts),
    notes: [joinParagraphs(lead.notes), ...parts.notes.map(joinParagraphs), ...facts.notes]
      .filter((note) => note !== '')
      .join('\n\n'),
    ingredients,
    instructions,
  }
}
