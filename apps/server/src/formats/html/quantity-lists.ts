/**
 * The ingredient list of a page that does not title it: the list whose items mostly start with a
 * quantity ("200g rhubarb", "½ tsp salt"), with the lists and group labels right next to it.
 */
import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { elementChildren, isElement } from '../schema-org/dom-nodes.ts'
import { nodeLines } from '../schema-org/markup-lines.ts'
import { elementText, sectionLines } from './element-lines.ts'
import { isAside, shortText } from './page-regions.ts'
import { select } from './select-elements.ts'
import { headingRank } from './section-headings.ts'
import { sectionOf } from '../text/section-words.ts'

const QUANTITY = /^[\d½⅓⅔¼¾⅛⅜⅝⅞⅕⅙]/u
const MIN_ITEMS = 3
const MAX_ITEMS = 80

function quantityItems(list: Element): number {
  const items = elementChildren(list).filter((child) => child.name === 'li')
  if (items.length < MIN_ITEMS || items.length > MAX_ITEMS) return 0
  const counted = items.filter((item) => QUANTITY.test(elementText(item))).length
  return counted >= MIN_ITEMS && counted >= items.length * 0.6 ? counted : 0
}

const isList = (element: Element) => element.name === 'ul' || element.name === 'ol'
/** Page builders wrap each block in a few elements of its own. */
const MAX_WRAPPERS = 4

/** The one element a wrapper holds, with no text beside it; null for anything else. */
function onlyChild(element: Element): Element | null {
  let only: Element | null = null
  for (const node of element.children) {
    if (isElement(node)) {
      if (only) return null
      only = node
    } else if ('data' in node && /\S/.test(node.data)) return null
  }
  return only
}

/** The list itself, or the outermost wrapper around it and nothing else: its neighbours are the groups'. */
function outerBlock(list: Element): Element {
  let block = list
  for (let level = 0; level < MAX_WRAPPERS; level += 1) {
    const parent = block.parent
    if (!parent || !isElement(parent) || parent.name === 'body' || onlyChild(parent) !== block) break
    block = parent
  }
  return block
}

interface Block {
  kind: 'list' | 'label'
  /** The heading the block is or holds as its only content: 1–6, or 7 for none. */
  rank: number
}

/**
 * A list, or a group label (short text, not the title of another section such as "Method"), each maybe
 * inside wrappers that hold nothing else; null for anything else. An <h1> is the page's title, no label.
 */
function blockOf(element: Element): Block | null {
  let inner = element
  let rank = headingRank(element)
  for (let level = 0; level < MAX_WRAPPERS && !isList(inner); level += 1) {
    const child = onlyChild(inner)
    if (!child) break
    inner = child
    rank = Math.min(rank, headingRank(inner))
  }
  if (isList(inner)) return { kind: 'list', rank }
  if (rank === 1) return null
  const text = shortText(element)
  return text !== null && text.length <= 60 && sectionOf(text) === null ? { kind: 'label', rank } : null
}

/** The neighbours of the list's block that are lists or labels; <h2> labels only with `h2Labels`. */
function neighbours(block: Element, h2Labels: boolean): (Block & { element: Element })[] {
  const fits = (node: Element) => {
    const found = blockOf(node)
    return found && (h2Labels || found.rank > 2) ? { ...found, element: node } : null
  }
  const elements: (Block & { element: Element })[] = [{ kind: 'list', rank: 7, element: block }]
  for (let node = block.prev; node; node = node.prev) {
    if (!isElement(node)) continue
    const found = fits(node)
    if (!found) break
    elements.unshift(found)
  }
  for (let node = block.next; node; node = node.next) {
    if (!isElement(node)) continue
    const found = fits(node)
    if (!found) break
    elements.push(found)
  }
  // A label after the last list introduces whatever comes next.
  while (elements.length > 1 && elements.at(-1)?.kind !== 'list') elements.pop()
  return elements
}

/**
 * The best list and its neighbours that are lists or group labels. An <h2> above a list is as often the
 * recipe's name or another section's, so <h2>s are the groups' labels only when one is above every list.
 */
function run(list: Element): Element[] {
  const block = outerBlock(list)
  const wide = neighbours(block, true)
  const labelled = wide.every(
    (entry, index) =>
      entry.kind !== 'list' || (wide[index - 1]?.kind === 'label' && wide[index - 1]?.rank === 2),
  )
  return (labelled ? wide : neighbours(block, false)).map((entry) => entry.element)
}

export function findQuantityList($: CheerioAPI): string[] {
  let best: Element | null = null
  let bestCount = 0
  for (const list of select($, 'ul, ol')) {
    const count = quantityItems(list)
    if (count > bestCount && isAside(list) === 'content') [best, bestCount] = [list, count]
  }
  return best ? sectionLines(nodeLines(run(best), { joinItems: true }), 'ingredients') : []
}
