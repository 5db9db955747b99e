/**
 * Turns markup into the lines a reader sees: block elements and <br> break lines, whitespace collapses,
 * entities are decoded, and what a reader never sees (scripts, buttons, screen-reader text, hidden
 * elements) is left out. Both schema.org strings (which often carry HTML) and clipped pages use it.
 */
import type { AnyNode, Element } from 'domhandler'
import { isElement } from './dom-nodes.ts'
import { repairMojibake } from './mojibake.ts'
import { parseHtml } from './parse-html.ts'
import { isRepeatedItem } from './repeated-items.ts'
import { isHidden, isUnseen } from './visibility.ts'

export { isElement } from './dom-nodes.ts'
export { isHidden, isUnseen, isVisible } from './visibility.ts'

export interface TextLine {
  text: string
  /** All of the line's text is inside <h1>–<h6>: a section header. */
  heading: boolean
  /** All of the line's text is bold (or a heading): a candidate section header. */
  bold: boolean
  /** All of the line's text is inside links: navigation or tags more often than content. */
  linked: boolean
  /** All of the line's text is inside list items. */
  listed: boolean
}

export interface LineOptions {
  /**
   * Read each item of a list-like run of siblings (list items, or repeated <div>s without lists or
   * headings inside) as one line, as pages lay out "2 | eggs" in two blocks that read as one line.
   */
  joinItems?: boolean
  /** Elements to leave out besides those a reader never sees. */
  skip?: (element: Element) => boolean
  /** Elements the page's markup hides (a style, a class) to read all the same. */
  reveal?: (element: Element) => boolean
}

const BLOCKS = new Set(
  'address article aside blockquote dd details div dl dt fieldset figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody thead tr ul'.split(
    ' ',
  ),
)
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
/** What a title never holds: a list, a table or a heading of its own. */
const CONTENT_BLOCKS = new Set(['ul', 'ol', 'table', ...HEADINGS])

/** Whether an element holds a list, a table or a heading anywhere inside. */
function holdsContentBlocks(element: Element): boolean {
  return element.children.some(
    (child) => isElement(child) && (CONTENT_BLOCKS.has(child.name) || holdsContentBlocks(child)),
  )
}

/**
 * A heading element read as a heading: one a page wraps around a whole recipe card (a <div> left inside
 * an <h3>, lists and all) is a wrapper, its lines the card's own.
 */
const isHeadingElement = (element: Element): boolean =>
  HEADINGS.has(element.name) && !holdsContentBlocks(element)

/** A header cell alone in its row labels the rows below, like a section header in an ingredient table. */
function isSectionCell(element: Element): boolean {
  const row = element.parent
  return (
    element.name === 'th' &&
    row !== null &&
    isElement(row) &&
    !row.children.some((cell) => isElement(cell) && cell.name === 'td')
  )
}
/**
 * A row of header cells only ("Amount | Ingredient") names the table's columns: a reader takes it in at
 * a glance, and it is neither an item nor a step.
 */
function isColumnHeadings(element: Element): boolean {
  if (element.name !== 'tr') return false
  const cells = element.children.filter(isElement)
  return cells.length >= 2 && cells.every((cell) => cell.name === 'th')
}

const BOLD = new Set(['b', 'strong'])
type Depths = Record<'heading' | 'bold' | 'link' | 'list' | 'flat', number>
/** Text nodes of the current line outside headings; outside bold and headings; outside links; outside lists. */
type Outside = Record<'heading' | 'plain' | 'link' | 'list', number>

interface Collector extends LineOptions {
  lines: TextLine[]
  parts: string[]
  outside: Outside
  depth: Depths
}

const noneOutside = (): Outside => ({ heading: 0, plain: 0, link: 0, list: 0 })

function breakLine(collector: Collector): void {
  if (collector.depth.flat > 0) {
    collector.parts.push(' ')
    return
  }
  const text = collector.parts.join('').replace(/\s+/g, ' ').trim()
  const { outside } = collector
  if (text) {
    collector.lines.push({
      text,
      heading: outside.heading === 0,
      bold: outside.plain === 0,
      linked: outside.link === 0,
      listed: outside.list === 0,
    })
  }
  collector.parts = []
  collector.outside = noneOutside()
}

function addText(text: string, collector: Collector): void {
  collector.parts.push(text)
  if (!/\S/.test(text)) return
  const { depth, outside } = collector
  if (depth.heading === 0) outside.heading += 1
  if (depth.heading === 0 && depth.bold === 0) outside.plain += 1
  if (depth.link === 0) outside.link += 1
  if (depth.list === 0) outside.list += 1
}

const DEPTH_KEYS = ['heading', 'bold', 'link', 'list', 'flat'] as const

const textOf = (node: AnyNode | null) => (node?.nodeType === 3 && 'data' in node ? node.data : '')
const hasText = (node: AnyNode | null) => /[\p{L}\p{N}]/u.test(textOf(node))

/**
 * What an icon set in a sentence stands for ("Cook 10 min at <img alt="reverse"> speed"), or an emoji
 * drawn as an image: its short alternative text. A picture alone in its block is not text.
 */
function inlineImageText(element: Element): string | null {
  const alt = element.attribs.alt?.trim()
  if (element.name !== 'img' || !alt || alt.length > 40) return null
  if (!hasText(element.prev) && !hasText(element.next)) return null
  // An icon beside its own label ("Read more <img alt="Read more">") adds nothing.
  const around = [element.prev, element.next].map(textOf)
  return around.some((text) => text.toLowerCase().includes(alt.toLowerCase())) ? null : alt
}

function walk(nodes: readonly AnyNode[], collector: Collector): void {
  for (const node of nodes) {
    if (node.nodeType === 3 && 'data' in node) {
      addText(node.data, collector)
      continue
    }
    if (!isElement(node) || collector.skip?.(node) || isColumnHeadings(node)) continue
    if (isUnseen(node) && !(isHidden(node) && collector.reveal?.(node))) continue
    if (node.name === 'br') {
      breakLine(collector)
      continue
    }
    const imageText = inlineImageText(node)
    if (imageText !== null) {
      addText(` ${imageText} `, collector)
      continue
    }
    const item = collector.joinItems === true && isRepeatedItem(node)
    const block = item || BLOCKS.has(node.name)
    const { depth } = collector
    const counts: Depths = {
      heading: isHeadingElement(node) || isSectionCell(node) ? 1 : 0,
      bold: BOLD.has(node.name) ? 1 : 0,
      link: node.name === 'a' ? 1 : 0,
      list: node.name === 'li' ? 1 : 0,
      flat: 0,
    }
    if (block) breakLine(collector)
    counts.flat = item ? 1 : 0
    for (const key of DEPTH_KEYS) depth[key] += counts[key]
    walk(node.children, collector)
    for (const key of DEPTH_KEYS) depth[key] -= counts[key]
    if (block) breakLine(collector)
    // Cells of a row (quantity | ingredient) read as one line, never glued together.
    else if (node.name === 'td' || node.name === 'th') collector.parts.push(' ')
  }
}

/** The lines a reader sees in these nodes (a page's elements, or a parsed fragment). */
export function nodeLines(nodes: readonly AnyNode[], options: LineOptions = {}): TextLine[] {
  const collector: Collector = {
    ...options,
    lines: [],
    parts: [],
    outside: noneOutside(),
    depth: { heading: 0, bold: 0, link: 0, list: 0, flat: 0 },
  }
  walk(nodes, collector)
  breakLine(collector)
  return collector.lines
}

const MARKUP = /<[a-z!/]|&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/i
const BLOCK_MARKUP = /<(?:p|li|div|h\d|tr)\b/i
const LINE_BREAK = /<br\b[^>]*>/gi

/**
 * Whether the text's own line breaks break its lines once it is read as HTML: not beside block elements,
 * nor where the author writes a <br> at most of them (the breaks are then the source's layout); a few
 * <br>s among many plain line breaks are spacers between the groups of a plain-text list.
 */
function keepsLineBreaks(texts: readonly string[]): boolean {
  if (texts.some((text) => BLOCK_MARKUP.test(text))) return false
  const breaks = texts.reduce((count, text) => count + (text.match(LINE_BREAK)?.length ?? 0), 0)
  const lines = texts.filter((text) => text.replace(LINE_BREAK, '').trim() !== '').length
  return breaks * 2 < lines - 1
}

/**
 * The lines of a string that may hold HTML. Plain text splits on its line breaks; so does markup without
 * block elements, whose authors meant those breaks. Markup is decoded twice at most, because CMSs often
 * escape HTML once more before putting it into JSON-LD.
 */
export function markupLines(markup: string): TextLine[] {
  let lines = markup
    .split(/\r\n?|\n/)
    .map((text) => ({ text, heading: false, bold: false, linked: false, listed: false }))
  for (let round = 0; round < 2 && lines.some((line) => MARKUP.test(line.text)); round += 1) {
    const texts = lines.map((line) => line.text)
    const joined = texts.join(keepsLineBreaks(texts) ? '<br>' : '\n')
    const $ = parseHtml(joined)
    lines = nodeLines($.root().contents().toArray())
  }
  return lines
    .map((line) => ({ ...line, text: repairMojibake(line.text).replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text)
}

/** A string that may hold HTML as one line of plain text. */
export function markupText(markup: string): string {
  return markupLines(markup)
    .map((line) => line.text)
    .join(' ')
}
