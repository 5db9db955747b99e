/**
 * Pages with no recipe markup at all: the ingredients and the method are whatever follows a heading
 * that names them ("Ingredients", "Zutaten", "作り方"…, see section-words.ts), up to the next heading of
 * the same rank or the other section. Headings in sidebars and widgets count only when the content
 * column has none. A page without an ingredients heading may still show the list (see quantity-lists.ts).
 */
import type { CheerioAPI } from 'cheerio'
import type { AnyNode } from 'domhandler'
import { emptyRecipe } from '../imported-recipe.ts'
import { isElement, nodeLines } from '../schema-org/markup-lines.ts'
import type { Draft } from './draft.ts'
import { sectionLines } from './element-lines.ts'
import { isBesideRecipe } from './page-regions.ts'
import { readClassSection } from './class-sections.ts'
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

function linesAfter(heading: Heading, headings: Heading[]): string[] {
  const lines = nodeLines(sectionNodes(heading, headings), { joinItems: true, skip: isBesideRecipe })
  if (heading.kind === 'ingredients') return sectionLines(lines.slice(0, MAX_LINES), 'ingredients')
  // In a method, a line that is all links is a tag list or a "read more", not a step.
  return sectionLines(lines.filter((line) => !line.linked).slice(0, MAX_LINES), 'steps')
}

const itemCount = (lines: readonly string[]) => lines.filter((line) => !line.startsWith('[')).length

function pickSection(headings: Heading[], kind: SectionKind, after: number): string[] {
  const candidates = headings
    .filter((heading) => heading.kind === kind && heading.order > after)
    .sort((a, b) => Number(a.aside) - Number(b.aside) || a.order - b.order)
  let best: string[] = []
  for (const heading of candidates) {
    const lines = linesAfter(heading, headings)
    if (itemCount(lines) >= 2) return lines
    if (itemCount(lines) > itemCount(best)) best = lines
  }
  return best
}

export function readHeadingSections($: CheerioAPI, title: string): Draft | null {
  const headings = findHeadings($)
  const firstIngredients = headings.find((heading) => heading.kind === 'ingredients')
  const found = pickSection(headings, 'ingredients', -1)
  const named = found.length > 0 ? found : readClassSection($, 'ingredients')
  const ingredients = named.length > 0 ? named : findQuantityList($)
  const afterIngredients = firstIngredients
    ? pickSection(headings, 'instructions', firstIngredients.order)
    : []
  const anyInstructions =
    afterIngredients.length > 0 ? afterIngredients : pickSection(headings, 'instructions', -1)
  const instructions = anyInstructions.length > 0 ? anyInstructions : readClassSection($, 'instructions')
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
