/** Page elements as recipe lines: one item's text on one line, headings as `[header]` lines. */
import type { AnyNode, Element } from 'domhandler'
import { isElement, nodeLines, type TextLine } from '../schema-org/markup-lines.ts'

/** "For the sauce:" → "[For the sauce]". */
export const headerLine = (text: string): string => `[${text.replace(/\s*[:：]\s*$/, '').trim()}]`

/** All the text of an element on one line, as a reader sees it. */
export function elementText(element: AnyNode): string {
  return nodeLines([element])
    .map((line) => line.text)
    .join(' ')
}

/**
 * Short, without quantities (digits or fractions: "½ cup"), not a sentence: text that can name a group
 * ("For the glaze").
 */
export const isShortLabel = (text: string): boolean =>
  text.length <= 50 && !/[\d\u00bc-\u00be\u2150-\u215e]/u.test(text) && !/[.!?]$/.test(text)

/** Headings, and short bold lines without quantities, name the groups of a list. */
export function labelOrLine(line: TextLine): string {
  return line.heading || (line.bold && isShortLabel(line.text)) ? headerLine(line.text) : line.text
}

/**
 * The lines of a section. Where ingredients are list items, a short line outside the lists names the
 * group that follows ("<p>Cupcakes</p><ul>…</ul><p>Frosting</p><ul>…</ul>").
 */
export function sectionLines(lines: readonly TextLine[], kind: 'ingredients' | 'steps'): string[] {
  const listed = kind === 'ingredients' && lines.some((line) => line.listed)
  return lines.map((line) =>
    listed && !line.listed && isShortLabel(line.text) ? headerLine(line.text) : labelOrLine(line),
  )
}

const LINE_ELEMENTS = new Set(['li', 'tr', 'p', 'dd'])

/**
 * The element a reader sees as the whole line: markup sometimes tags only the name of an ingredient
 * ("6 cl <span itemprop=recipeIngredient>rum</span>"), while the list item around it holds the line.
 * The list item counts only when it holds no other tagged element.
 */
export function lineElement(element: Element, isTagged: (candidate: Element) => boolean): Element {
  let line: Element | null = null
  for (
    let node = element.parent, level = 0;
    node && isElement(node) && level < 4;
    node = node.parent, level += 1
  ) {
    if (LINE_ELEMENTS.has(node.name)) {
      line = node
      break
    }
  }
  if (LINE_ELEMENTS.has(element.name) || line === null) return element
  return countTagged(line, isTagged) === 1 ? line : element
}

/** Tagged elements inside each line element, per test: counted once, as a line may hold thousands. */
const taggedCounts = new WeakMap<(candidate: Element) => boolean, WeakMap<Element, number>>()

function countTagged(line: Element, isTagged: (candidate: Element) => boolean): number {
  let counts = taggedCounts.get(isTagged)
  if (!counts) taggedCounts.set(isTagged, (counts = new WeakMap()))
  const known = counts.get(line)
  if (known !== undefined) return known
  let tagged = 0
  const count = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue
      if (isTagged(node)) tagged += 1
      count(node.children)
    }
  }
  count(line.children)
  counts.set(line, tagged)
  return tagged
}
