/**
 * Pages with no recipe markup at all: the ingredients and the method are whatever follows a heading
 * that names them ("Ingredients", "Zutaten", "作り方"…, see section-words.ts), up to the next heading of
 * the same rank or the other section. Headings in sidebars and widgets count only when the content
 * column has none. A page without an ingredients heading may still show the list (see quantity-lists.ts).
 */
import type { CheerioAPI } from 'cheerio'
import type { AnyNode } from 'domhandler'
import { emptyRecipe } from '../imported-recipe.ts'
import { isElement, nodeLines, type TextLine } from '../schema-org/markup-lines.ts'
import type { Draft } from './draft.ts'
import { sectionLines } from './element-lines.ts'
import { isBesideRecipe } from './page-regions.ts'
import { readClassSection } from './class-sections.ts'
import { isFact } from './clean-lines.ts'
import { findQuantityList } from './quantity-lists.ts'
import { findHeadings, headingRank, type Heading } from './section-headings.ts'
import type { SectionKind } from './section-words.ts'

const MAX_LINES = 120
/** Siblings looked at after a heading; a section is never longer, and huge pages stay fast. */
const MAX_NODES = 400

function isInside(node: AnyNode, ancestor: AnyNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true
  return false
}

/** Whether collecting the section must stop at this node: another section's heading, or one that outranks. */
function stopsAt(node: AnyNode, heading: Heading, headings: Heading[]): boolean {
  if (!isElement(node)) return false
  const rank = headingRank(node)
  if (rank < 7 && rank <= heading.rank) return true
  return headings.some((other) => other !== heading && (other.node === node || isInside(other.node, node)))
}

/** The nodes after the heading, climbing out of wrappers that hold nothing else, up to a stop. */
function sectionNodes(heading: Heading, headings: Heading[]): AnyNode[] {
  const nodes: AnyNode[] = []
  let from: AnyNode = heading.node
  for (let climb = 0; climb < 4; climb += 1) {
    for (let node = from.nextSibling; node && nodes.length < MAX_NODES; node = node.nextSibling) {
      if (stopsAt(node, heading, headings)) return nodes
      nodes.push(node)
    }
    const parent: AnyNode | null = from.parent
    if (nodeLines(nodes).length > 0 || !parent || !isElement(parent) || parent.name === 'body') return nodes
    from = parent
  }
  return nodes
}

interface Section {
  lines: string[]
  /** Paragraphs of sentences right after an ingredient list: the method, when no heading names one. */
  method: string[]
}

const isSentence = (line: TextLine) => /[.!?…。！？]$/u.test(line.text) && line.text.split(/\s+/).length >= 8

/** Where the paragraphs of sentences after the last list item of an ingredient section begin. */
function methodStart(lines: readonly TextLine[]): number {
  let start = lines.length
  for (let line = lines[start - 1]; line && !line.listed && !line.linked; line = lines[start - 1]) {
    if (!isSentence(line)) return lines.length
    start -= 1
  }
  return start > 0 && start < lines.length ? start : lines.length
}

function linesAfter(heading: Heading, headings: Heading[]): Section {
  const lines = nodeLines(sectionNodes(heading, headings), { joinItems: true, skip: isBesideRecipe })
  if (heading.kind === 'ingredients') {
    const start = methodStart(lines)
    // "Serves 4" or "8 portions" between the heading and the list says how much the list makes.
    const first = lines.findIndex((line) => line.listed || !isFact(line.text))
    const from = lines.some((line) => line.listed) && first > 0 ? first : 0
    return {
      lines: sectionLines(lines.slice(from, Math.min(start, MAX_LINES)), 'ingredients'),
      method: lines.slice(start, start + MAX_LINES).map((line) => line.text),
    }
  }
  // In a method, a line that is all links is a tag list or a "read more", not a step.
  return {
    lines: sectionLines(lines.filter((line) => !line.linked).slice(0, MAX_LINES), 'steps'),
    method: [],
  }
}

const itemCount = (lines: readonly string[]) => lines.filter((line) => !line.startsWith('[')).length

function pickSection(headings: Heading[], kind: SectionKind, after: number): Section {
  const candidates = headings
    .filter((heading) => heading.kind === kind && heading.order > after)
    .sort((a, b) => Number(a.aside) - Number(b.aside) || a.order - b.order)
  let best: Section = { lines: [], method: [] }
  for (const heading of candidates) {
    const section = linesAfter(heading, headings)
    if (itemCount(section.lines) >= 2) return section
    if (itemCount(section.lines) > itemCount(best.lines)) best = section
  }
  return best
}

export function readHeadingSections($: CheerioAPI, title: string): Draft | null {
  const headings = findHeadings($)
  const firstIngredients = headings.find((heading) => heading.kind === 'ingredients')
  const { lines: found, method } = pickSection(headings, 'ingredients', -1)
  const named = found.length > 0 ? found : readClassSection($, 'ingredients')
  const ingredients = named.length > 0 ? named : findQuantityList($)
  const afterIngredients = firstIngredients
    ? pickSection(headings, 'instructions', firstIngredients.order).lines
    : []
  const anyInstructions =
    afterIngredients.length > 0 ? afterIngredients : pickSection(headings, 'instructions', -1).lines
  const byClass = anyInstructions.length > 0 ? anyInstructions : readClassSection($, 'instructions')
  const instructions = byClass.length > 0 ? byClass : method
  if (ingredients.length === 0 && instructions.length === 0) return null
  return {
    path: 'heuristic',
    recipe: emptyRecipe(title),
    ingredients,
    instructions,
    images: [],
    publisher: '',
  }
}
