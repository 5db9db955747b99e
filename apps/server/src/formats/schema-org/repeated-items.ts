/**
 * Recognises the items of a list-like layout: two or more siblings of one kind (same tag and class),
 * each holding a single entry — no list, table, heading or line break inside, and at most one block
 * of text unless its blocks are short. Pages often split an ingredient into blocks
 * ("<div>2</div><div>eggs</div>") that a reader still sees as one line.
 */
import type { Element } from 'domhandler'
import { elementChildren, isElement } from './dom-nodes.ts'

const ITEM_TAGS = new Set(['li', 'div', 'p', 'dd', 'section', 'article', 'tr', 'label'])
const STRUCTURE = new Set(['ul', 'ol', 'li', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const BREAKS = new Set(['br', 'hr'])

const signature = (element: Element) => `${element.name}.${element.attribs.class ?? ''}`

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'blockquote',
  'dd',
  'dt',
  'figure',
  'header',
  'footer',
])
/** Several blocks of text are parts of one entry only when they are this short together. */
const SHORT_PARTS = 80

interface Content {
  structured: boolean
  broken: boolean
  /** Blocks that hold text of their own. */
  textBlocks: number
  characters: number
}

const kindsOfChildren = new WeakMap<Element, Map<string, number>>()
const contents = new WeakMap<Element, Content>()

function siblingCounts(parent: Element): Map<string, number> {
  let counts = kindsOfChildren.get(parent)
  if (!counts) {
    counts = new Map()
    for (const child of elementChildren(parent))
      counts.set(signature(child), (counts.get(signature(child)) ?? 0) + 1)
    kindsOfChildren.set(parent, counts)
  }
  return counts
}

function contentOf(element: Element): Content {
  const known = contents.get(element)
  if (known) return known
  const content: Content = { structured: false, broken: false, textBlocks: 0, characters: 0 }
  let ownText = false
  for (const child of element.children) {
    if (child.nodeType === 3 && 'data' in child) {
      const length = child.data.trim().length
      content.characters += length
      ownText ||= length > 0
    } else if (isElement(child)) {
      const inner = contentOf(child)
      content.structured ||= STRUCTURE.has(child.name) || inner.structured
      content.broken ||= BREAKS.has(child.name) || inner.broken
      content.textBlocks += inner.textBlocks
      content.characters += inner.characters
      if (!BLOCKS.has(child.name)) ownText ||= inner.characters > 0 && inner.textBlocks === 0
    }
  }
  if (ownText && BLOCKS.has(element.name)) content.textBlocks += 1
  contents.set(element, content)
  return content
}

/** A table row is one entry even when a note in a cell wraps onto a line of its own. */
function holdsOneEntry(element: Element): boolean {
  const content = contentOf(element)
  if (content.structured || (content.broken && element.name !== 'tr')) return false
  // A list item is one entry however many paragraphs it holds: one numbered step, read as one.
  if (element.name === 'li') return true
  return content.textBlocks <= 1 || (content.textBlocks <= 3 && content.characters <= SHORT_PARTS)
}

export function isRepeatedItem(element: Element): boolean {
  const parent = element.parent
  if (!ITEM_TAGS.has(element.name) || !parent || !isElement(parent)) return false
  return (siblingCounts(parent).get(signature(element)) ?? 0) >= 2 && holdsOneEntry(element)
}
