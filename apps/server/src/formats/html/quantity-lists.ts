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

/** A group label: short text, neither the page's title nor the title of another section ("Method"). */
function isLabel(element: Element): boolean {
  if (isList(element) || element.name === 'h1' || element.name === 'h2') return false
  const text = shortText(element)
  return text !== null && text.length <= 60 && sectionOf(text) === null
}

/** The best list and its neighbours that are lists or group labels. */
function run(list: Element): Element[] {
  const elements = [list]
  for (let node = list.prev; node; node = node.prev) {
    if (!isElement(node)) continue
    if (!isList(node) && !isLabel(node)) break
    elements.unshift(node)
  }
  for (let node = list.next; node; node = node.next) {
    if (!isElement(node)) continue
    if (!isList(node) && !isLabel(node)) break
    elements.push(node)
  }
  // A label after the last list introduces whatever comes next.
  while (elements.length > 1 && !isList(elements.at(-1) ?? list)) elements.pop()
  return elements
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
