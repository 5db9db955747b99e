/**
 * Structured data that holds one part of a recipe the page shows in several: some sites mark up only
 * the last component ("Lemon vinaigrette"), while the page lays out every part alike — each list of
 * ingredients, and each method, in an element of the same tag and class. Found on the page, the data's
 * lines lead to their element, and the elements near it laid out the same way are the recipe’s parts.
 */
import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { emptyRecipe } from '../imported-recipe.ts'
import { isElement, nodeLines } from '../schema-org/markup-lines.ts'
import { isHeaderLine } from '../schema-org/recipe-lines.ts'
import type { Draft } from './draft.ts'
import { headerLine, sectionLines } from './element-lines.ts'
import { outermost } from './nested-elements.ts'
import { isAside, isBesideRecipe, shortText } from './page-regions.ts'
import { select, selectIn } from './select-elements.ts'
import { squeeze } from './squeeze.ts'

/** Levels from the element holding the data's lines up to the part laid out like the others. */
const MAX_CLIMB = 3
/** Levels from that part up to the element holding all the parts. */
const MAX_SPREAD = 3
const MAX_PARTS = 8
const MAX_LABEL_LENGTH = 60

const parentOf = (element: Element) =>
  element.parent && isElement(element.parent) && element.parent.name !== 'body' ? element.parent : null
const textOf = (element: Element) =>
  squeeze(
    nodeLines([element])
      .map((line) => line.text)
      .join(''),
  )

/**
 * The part that holds the data's lines and nothing else, and carries a class to recognise its
 * siblings by: the list around the lines, or a wrapper around that (never one line: lines of the same
 * class are the items of one part).
 */
function findPart($: CheerioAPI, lines: readonly string[]): Element | null {
  const items = lines.filter((line) => !isHeaderLine(line))
  const whole = squeeze(items.join(''))
  const first = squeeze(items[0] ?? '')
  if (!first) return null
  for (const start of select($, 'li, p')) {
    if (squeeze($(start).text()) !== first) continue
    for (let node = parentOf(start), level = 1; node && level <= MAX_CLIMB; level += 1) {
      const text = textOf(node)
      if (text.length > whole.length) break
      if (text === whole && node.attribs.class?.trim()) return node
      node = parentOf(node)
    }
  }
  return null
}

const isLike = (element: Element, part: Element) =>
  element.name === part.name && element.attribs.class === part.attribs.class

/** Outermost elements only, each text once: pages repeat a part for another screen size or for print. */
function distinct(elements: readonly Element[]): Element[] {
  const seen = new Set<string>()
  return outermost(elements).filter((element) => {
    const text = textOf(element)
    if (seen.has(text)) return false
    seen.add(text)
    return true
  })
}

/**
 * The elements laid out like the part in the nearest container that holds several, in page order,
 * as long as they pass `keep`.
 */
function partsLike($: CheerioAPI, part: Element, keep: (element: Element) => boolean): Element[] {
  for (let container = parentOf(part), level = 0; container && level < MAX_SPREAD; level += 1) {
    const found = selectIn(container, part.name).filter(
      (element) => isLike(element, part) && isAside(element) === 'content',
    )
    // Dozens alike are the paragraphs or links of an article, and not worth sorting out.
    if (found.length > MAX_PARTS * 2) return []
    const parts = distinct(found)
    if (parts.length > MAX_PARTS) return []
    if (parts.length >= 2) return parts.filter((element) => element === part || keep(element))
    container = parentOf(container)
  }
  return []
}

/** A short line right before a part names it ("Lemon Vinaigrette (makes 3/4 cup)"). */
function labelOf(part: Element): string | null {
  let node = part.prev
  while (node && !isElement(node)) node = node.prev
  if (!node || isBesideRecipe(node) || node.name === 'ul' || node.name === 'ol') return null
  // The cheap length check first: the element before a part may be a whole other part.
  const short = shortText(node)
  if (!short || short.length > MAX_LABEL_LENGTH) return null
  const [line, ...more] = nodeLines([node])
  if (!line || more.length > 0 || line.listed || /[.!?]$/.test(line.text)) return null
  return headerLine(line.text)
}

function partsOf($: CheerioAPI, lines: readonly string[], keep = (_element: Element) => true): Element[] {
  const part = lines.length > 0 ? findPart($, lines) : null
  const parts = part ? partsLike($, part, keep) : []
  return parts.length >= 2 ? parts : []
}

function partLines(parts: readonly Element[], kind: 'ingredients' | 'steps'): string[] {
  return parts.flatMap((element) => {
    const label = labelOf(element)
    // The part's own contents: parts side by side look like the items of a list themselves.
    const body = sectionLines(nodeLines(element.children, { joinItems: true, skip: isBesideRecipe }), kind)
    return label ? [label, ...body] : body
  })
}

/**
 * The recipe's parts on the page when the lead's ingredient list is one of several laid out alike.
 * Paragraphs of one class are common in any article, so methods count as parts only beside such lists,
 * and no more of them than there are lists.
 */
export function readRecipeParts($: CheerioAPI, lead: Draft): Draft | null {
  // A page may lay out its method like its lists: an element with the data's steps in it is no list.
  const steps = new Set(lead.instructions.filter((line) => !isHeaderLine(line)).map(squeeze))
  const isStep = (text: string) =>
    steps.has(squeeze(text)) || steps.has(squeeze(text).replace(/^\d{1,2}/, ''))
  const isMethod = (element: Element) => nodeLines([element]).some((line) => isStep(line.text))
  const lists = partsOf($, lead.ingredients, (element) => !isMethod(element))
  if (lists.length === 0) return null
  const methods = partsOf($, lead.instructions)
  const ingredients = partLines(lists, 'ingredients')
  const instructions = methods.length <= lists.length ? partLines(methods, 'steps') : []
  return {
    path: 'heuristic',
    recipe: emptyRecipe(lead.recipe.title),
    ingredients,
    instructions,
    images: [],
    publisher: '',
  }
}
