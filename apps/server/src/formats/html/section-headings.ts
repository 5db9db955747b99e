/**
 * Finds the labels that open a recipe's sections ("Ingredients", "Zubereitung", "作り方"…) by walking
 * the page's text once: only a short text that names a section is looked at further, which keeps large
 * pages fast. The label is the heading element around that text, or the text itself when it shares its
 * element with content ("<p>Ingredients:<br>2 eggs</p>").
 */
import type { CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import { isElement, isHidden, isUnseen } from '../schema-org/markup-lines.ts'
import { isAside, shortText } from './page-regions.ts'
import { endsSection, sectionOf, type SectionKind } from '../text/section-words.ts'

export interface Heading {
  /** The heading element, or the label's text node. */
  node: AnyNode
  /** 'other': a heading that only ends the section above it ("Equipment", "Nutrition", "Notes"). */
  kind: SectionKind | 'other'
  /** 1–6 under <h1>–<h6>; 7 for a label in bold or a plain element. */
  rank: number
  order: number
  /** In a sidebar, widget or menu rather than the content. */
  aside: boolean
}

const MAX_LABEL_LENGTH = 70
const WRAPPERS = new Set(
  'h1 h2 h3 h4 h5 h6 strong b em span div p dt th legend summary header label a'.split(' '),
)

export const headingRank = (node: AnyNode): number =>
  isElement(node) && /^h[1-6]$/.test(node.name) ? Number(node.name.slice(1)) : 7

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The element a label's text stands for: its wrappers up to a heading, as long as they hold that text only. */
function labelNode(text: AnyNode, label: string): AnyNode {
  const parent = text.parent
  if (!parent || !isElement(parent) || shortText(parent) !== label) return text
  let node: Element = parent
  for (let level = 0; level < 3 && headingRank(node) === 7; level += 1) {
    const up = node.parent
    if (!up || !isElement(up) || !WRAPPERS.has(up.name) || shortText(up) !== label) break
    node = up
  }
  return node
}

/**
 * Accordions and tabs title their sections with buttons ("<button aria-controls=…>Ingredients</button>"):
 * a button's label is no content, but it may name a section.
 */
const isToggleOrSeen = (element: Element) =>
  element.name === 'button' ? !isHidden(element) : !isUnseen(element)

const LINE_TAGS = new Set('p div dt th summary legend header'.split(' '))
/** An element that is a line of its own, not a bold word at the start of one. */
const isLine = (node: AnyNode) => isElement(node) && LINE_TAGS.has(node.name)

export function findHeadings($: CheerioAPI): Heading[] {
  const headings: Heading[] = []
  let order = 0
  const visit = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      order += 1
      if (isElement(node)) {
        if (isToggleOrSeen(node)) visit(node.children)
        continue
      }
      if (node.nodeType !== 3 || !('data' in node)) continue
      const label = collapse(node.data)
      if (label.length < 2 || label.length > MAX_LABEL_LENGTH) continue
      const section = sectionOf(label)
      const element = node.parent
      if (!element || !isElement(element)) continue
      const other = section === null && endsSection(label, false)
      if (section === null && !other) continue
      const region = isAside(element)
      if (region === 'hidden') continue
      const heading = labelNode(node, label)
      const rank = headingRank(heading)
      // "Tip: use a fork" in a step is no heading; "Notes" alone on its line, or in <h3>, is.
      if (other && rank === 7 && !(isLine(heading) && endsSection(label, true))) continue
      headings.push({ node: heading, kind: section ?? 'other', rank, order, aside: region === 'aside' })
    }
  }
  visit($.root().children().toArray())
  return headings
}
