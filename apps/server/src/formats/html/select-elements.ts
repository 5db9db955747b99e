/**
 * Selector queries over a clipped page that cost the size of what they search. Cheerio's own `$(selector)`
 * and `.find()` keep their stack of open elements at the front of an array, so each element costs its
 * depth, and `.find()` first compares every child of the element with every other: on a hostile page
 * (thousands of nested or sibling elements) that was seconds per query, and the clipper makes dozens.
 * Here the page's elements are listed once, and a query filters them with the selector compiled once.
 */
import type { CheerioAPI } from 'cheerio'
import { compile } from 'css-select'
import type { AnyNode, Element } from 'domhandler'
import { isElement } from '../schema-org/dom-nodes.ts'

/** The elements inside `root` (not root itself), in document order. */
export function elementsIn(root: AnyNode): Element[] {
  const elements: Element[] = []
  const pending: AnyNode[] = [root]
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node !== root && isElement(node)) elements.push(node)
    const children = 'children' in node ? node.children : []
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const child = children[index]
      if (child) pending.push(child)
    }
  }
  return elements
}

/** Selectors compiled once: the clipper asks the same few dozen of every page (and a few of its own). */
const compiled = new Map<string, (element: Element) => boolean>()
const MAX_COMPILED = 500

function matcher(selector: string): (element: Element) => boolean {
  let test = compiled.get(selector)
  if (!test) {
    if (compiled.size >= MAX_COMPILED) compiled.clear()
    compiled.set(selector, (test = compile<AnyNode, Element>(selector)))
  }
  return test
}

const pageElements = new WeakMap<AnyNode, Element[]>()

/** The page's elements matching the selector, in document order, like `$(selector)`. */
export function select($: CheerioAPI, selector: string): Element[] {
  const root = $.root()[0]
  if (!root) return []
  let elements = pageElements.get(root)
  if (!elements) pageElements.set(root, (elements = elementsIn(root)))
  return elements.filter(matcher(selector))
}

/** The elements inside `root` matching the selector, in document order, like `$(root).find(selector)`. */
export const selectIn = (root: AnyNode, selector: string): Element[] =>
  elementsIn(root).filter(matcher(selector))
