/**
 * The page's own list of the ingredients the structured data names. Some sites put only the names in
 * their data ("flour"), or cut each line at its commas, while the list a reader sees holds the whole line
 * ("2 cups flour, sifted"). Each of the data's lines leads to the smallest list item, row or paragraph
 * holding it; the nearest element holding nearly all of them is the page's list, read with its group
 * headings. Whether the page's lines replace the data's is the merge's call (merge-drafts.ts).
 */
import type { CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import { emptyRecipe } from '../imported-recipe.ts'
import { isElement, isUnseen, nodeLines } from '../schema-org/markup-lines.ts'
import { isHeaderLine } from '../schema-org/recipe-lines.ts'
import type { Draft } from './draft.ts'
import { sectionLines } from './element-lines.ts'
import { isInside } from './nested-elements.ts'
import { isAside, isBesideRecipe } from './page-regions.ts'
import { select } from './select-elements.ts'
import { squeeze } from './squeeze.ts'

/** A data line shorter than this (squeezed) would be found anywhere ("oil" in "boil"). */
const MIN_NEEDLE_LENGTH = 3
/**
 * More lines than this are no recipe's list to complete: every element is matched against every line,
 * and thousands of lines would make that quadratic.
 */
const MAX_NEEDLES = 200
/** Inline tags that style part of a word or number ("1<sup>st</sup>"): no space at their edges. */
const WORD_TAGS = new Set(['a', 'abbr', 'b', 'em', 'font', 'i', 'mark', 'small', 'strong', 'sub', 'sup', 'u'])
const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'button', 'svg'])
/** Share of the data's lines the page's list must hold. */
const COVERAGE = 0.9
/** Levels above a line element where the list holding the others may be. */
const MAX_CLIMB = 6

const parentOf = (element: Element) =>
  element.parent && isElement(element.parent) && element.parent.name !== 'body' ? element.parent : null

/** The items of lists and tables: one line each. */
const ITEM_TAGS = new Set(['li', 'tr', 'dd'])
/** Elements that may hold one line of a list. */
const LINE_TAGS = new Set(['li', 'tr', 'dd', 'p', 'div', 'span', 'label'])
/** Longer than this (in characters as written), an element is no ingredient line. */
const MAX_RAW_LENGTH = 600

/**
 * Every element's text when it is short, in one pass from the innermost elements out (each element's text
 * from its children's), so a page of thousands of nested elements costs no more than its size.
 */
function shortTexts($: CheerioAPI): Map<Element, string> {
  const texts = new Map<Element, string>()
  const elements = select($, '*')
  for (let index = elements.length - 1; index >= 0; index -= 1) {
    const element = elements[index]
    if (!element || SKIPPED_TAGS.has(element.name)) continue
    let text = ''
    let short = true
    for (const child of element.children) {
      if (child.nodeType === 3 && 'data' in child) text += child.data
      else if (isElement(child) && !SKIPPED_TAGS.has(child.name)) {
        const inner = texts.get(child)
        if (inner === undefined) short = false
        else text += inner
      }
      if (!short || text.length > MAX_RAW_LENGTH) {
        short = false
        break
      }
    }
    if (short) texts.set(element, text)
  }
  return texts
}

/**
 * The line elements holding the needles: for each, the largest element that holds the same needles as the
 * smallest one around them (a list item, or the <div> around "<span>2 dl</span><span>milk</span>"), and which
 * of the needles it holds.
 */
function linesHolding($: CheerioAPI, needles: readonly string[]): Map<Element, Set<number>> {
  const texts = shortTexts($)
  const found = new Map<Element, Set<number>>()
  for (const [element, text] of texts) {
    const squeezed = squeeze(text)
    const held = new Set<number>()
    needles.forEach((needle, index) => {
      if (squeezed.includes(needle)) held.add(index)
    })
    if (held.size > 0) found.set(element, held)
  }
  const holding = new Map<Element, Set<number>>()
  for (const element of select($, [...LINE_TAGS].join(', '))) {
    const held = found.get(element)
    if (!held) continue
    const parent = parentOf(element)
    const around = parent ? found.get(parent) : undefined
    // A list item is a line; another element is when its parent holds more needles (or is long).
    const isLine = ITEM_TAGS.has(element.name) || !around || around.size > held.size
    if (isLine && isAside(element) === 'content') holding.set(element, held)
  }
  return holding
}

/** Holders tried as the start of the climb: a recipe's list comes early among them. */
const MAX_STARTS = 100

/**
 * The element, within a few levels around a holder, that holds nearly every needle with the fewest other
 * holders: the first holders may be a sentence of the introduction naming an ingredient, or a menu, so each
 * is tried, and the tightest list wins.
 */
function listAround(holding: Map<Element, Set<number>>, needles: number): Element | null {
  const holders = [...holding.keys()]
  let best: { node: Element; holders: number } | null = null
  for (const start of holders.slice(0, MAX_STARTS)) {
    for (
      let node = parentOf(start), level = 0;
      node && level < MAX_CLIMB;
      node = parentOf(node), level += 1
    ) {
      const covered = new Set<number>()
      let inside = 0
      for (const [element, found] of holding) {
        if (element !== node && !isInside(element, node)) continue
        inside += 1
        for (const index of found) covered.add(index)
      }
      if (covered.size >= needles * COVERAGE) {
        if (!best || inside < best.holders) best = { node, holders: inside }
        break
      }
    }
  }
  return best?.node ?? null
}

/**
 * An element's text with a space where one element of its own ends and the next begins: a page sets
 * "<span>2 dl</span><span>milk</span>" apart by its stylesheet, and the words would run together.
 */
export function spacedText(element: Element): string {
  const parts: string[] = []
  const visit = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (node.nodeType === 3 && 'data' in node) parts.push(node.data)
      else if (isElement(node) && !SKIPPED_TAGS.has(node.name) && !isUnseen(node)) {
        const spaced = !WORD_TAGS.has(node.name)
        if (spaced) parts.push(' ')
        visit(node.children)
        if (spaced) parts.push(' ')
      }
    }
  }
  visit(element.children)
  return parts
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .trim()
}

interface PageList {
  needles: string[]
  /** The line elements holding the needles, and which. */
  holding: Map<Element, Set<number>>
  list: Element
}

/** Found once per page and list of ingredients: the page's counterpart and its steps both start from it. */
const pageLists = new WeakMap<CheerioAPI, WeakMap<readonly string[], PageList | null>>()

function locateList($: CheerioAPI, ingredients: readonly string[]): PageList | null {
  let known = pageLists.get($)
  if (!known) pageLists.set($, (known = new WeakMap()))
  const found = known.get(ingredients)
  if (found !== undefined) return found
  const needles = ingredients
    .filter((line) => !isHeaderLine(line))
    .map(squeeze)
    .filter((needle) => needle.length >= MIN_NEEDLE_LENGTH)
  let located: PageList | null = null
  if (needles.length >= 2 && needles.length <= MAX_NEEDLES) {
    const holding = linesHolding($, needles)
    const list = listAround(holding, needles.length)
    located = list ? { needles, holding, list } : null
  }
  known.set(ingredients, located)
  return located
}

/** The element on the page that holds the list of these ingredients, when the page shows them. */
export function findIngredientList($: CheerioAPI, ingredients: readonly string[]): Element | null {
  return locateList($, ingredients)?.list ?? null
}

export function readPageCounterpart($: CheerioAPI, lead: Draft): Draft | null {
  const located = locateList($, lead.ingredients)
  if (!located) return null
  const { needles, holding, list } = located
  const lines = sectionLines(
    nodeLines(list.children, { joinItems: true, skip: isBesideRecipe }),
    'ingredients',
  )
  // Each line as the element holding it spaces its parts, when one holds the same text.
  const spaced = new Map<string, string>()
  for (const element of holding.keys()) {
    if (element !== list && !isInside(element, list)) continue
    const text = spacedText(element)
    spaced.set(squeeze(text), text)
  }
  // The page's lines that hold one of the data's, and the headings between them.
  const kept = lines
    .filter((line) => isHeaderLine(line) || needles.some((needle) => squeeze(line).includes(needle)))
    .map((line) => (isHeaderLine(line) ? line : (spaced.get(squeeze(line)) ?? line)))
  // A heading counts when a line of the list follows it before the next heading.
  const listed = kept.filter(
    (line, index) =>
      !isHeaderLine(line) || (kept[index + 1] !== undefined && !isHeaderLine(kept[index + 1] ?? '')),
  )
  if (listed.every(isHeaderLine)) return null
  return {
    path: 'heuristic',
    recipe: emptyRecipe(lead.recipe.title),
    ingredients: listed,
    instructions: [],
    images: [],
    publisher: '',
  }
}
