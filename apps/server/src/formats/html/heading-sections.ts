/**
 * Pages with no recipe markup at all: the ingredients and the method are whatever follows a heading
 * that names them ("Ingredients", "Zutaten", "作り方"…, see section-words.ts), up to the next heading of
 * the same rank or the other section. Headings in sidebars and widgets count only when the content
 * column has none. A page without an ingredients heading may still show the list (see quantity-lists.ts).
 */
import type { CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import { emptyRecipe } from '../imported-recipe.ts'
import { isElement, nodeLines, type TextLine } from '../schema-org/markup-lines.ts'
import type { Draft } from './draft.ts'
import { sectionLines } from './element-lines.ts'
import { foldedPanels } from './disclosures.ts'
import { isInside } from './nested-elements.ts'
import { isBesideRecipe, shortText } from './page-regions.ts'
import { select } from './select-elements.ts'
import { readClassSection } from './class-sections.ts'
import { withoutRunsShownTwice } from './shown-twice.ts'
import { isFact } from './clean-lines.ts'
import { findQuantityList } from './quantity-lists.ts'
import { findHeadings, headingRank, type Heading } from './section-headings.ts'
import { readStepsAfter, readStepsAfterList } from './steps-after-list.ts'
import type { SectionKind } from '../text/section-words.ts'

const MAX_LINES = 120
/** Siblings looked at after a heading; a section is never longer, and huge pages stay fast. */
const MAX_NODES = 400

/** For each node, how many headings are the node or inside it; counted once per page, not per node looked at. */
const headingCounts = new WeakMap<readonly Heading[], Map<AnyNode, number>>()

/** A heading's text, short as it is; null for a longer one. */
const elementLabel = (node: AnyNode) =>
  isElement(node) ? shortText(node) : 'data' in node ? node.data.replace(/\s+/g, ' ').trim() : null

/**
 * The list item a heading titles along with more of the item's own text ("<li><h4>Glaze</h4><p>Whisk…</p>"):
 * a step's or a tip's title, which ends no section. Null for a heading that is not in such an item.
 */
function titledItem(node: AnyNode): Element | null {
  const label = elementLabel(node)
  let up: AnyNode | null = node.parent
  for (let level = 0; level < 4 && up && isElement(up); level += 1, up = up.parent) {
    if (up.name === 'li') return shortText(up) === label ? null : up
  }
  return null
}

/**
 * Inside a list item, the box a "Tip" or "Note" heading titles along with its text: a note on the step,
 * not part of it. Found once per page.
 */
const tipBoxes = new WeakMap<readonly Heading[], Set<AnyNode>>()

function itemTips(headings: readonly Heading[]): Set<AnyNode> {
  let boxes = tipBoxes.get(headings)
  if (boxes) return boxes
  boxes = new Set()
  for (const { node, kind } of headings) {
    const box = node.parent
    const item = kind === 'other' ? titledItem(node) : null
    if (item && box && box !== item && isElement(box) && shortText(box) !== elementLabel(node)) boxes.add(box)
  }
  tipBoxes.set(headings, boxes)
  return boxes
}

function countHeadings(headings: readonly Heading[]): Map<AnyNode, number> {
  let counts = headingCounts.get(headings)
  if (counts) return counts
  counts = new Map()
  for (const { node } of headings) {
    // Outside its item, the title of a list item counts as no heading: the list goes on around it.
    const item = titledItem(node)
    for (let at: AnyNode | null = node; at; at = at === item ? null : at.parent) {
      counts.set(at, (counts.get(at) ?? 0) + 1)
    }
  }
  headingCounts.set(headings, counts)
  return counts
}

/** Whether collecting the section must stop at this node: another section's heading, or one that outranks. */
function stopsAt(node: AnyNode, heading: Heading, headings: readonly Heading[]): boolean {
  if (!isElement(node)) return false
  const rank = headingRank(node)
  if (rank < 7 && rank <= heading.rank) return true
  const own = heading.node === node || isInside(heading.node, node) ? 1 : 0
  return (countHeadings(headings).get(node) ?? 0) > own
}

/**
 * The panel a tab label shows ("<a href="#tab-ingredients">Ingredients</a>" over the panels): tabs sit
 * side by side, so what follows a tab is the next tab, not its section.
 */
function tabPanel($: CheerioAPI, heading: Heading): Element | null {
  let node: AnyNode | null = isElement(heading.node) ? heading.node : heading.node.parent
  for (let level = 0; level < 4 && node && isElement(node); level += 1, node = node.parent) {
    const { attribs } = node
    const target = attribs['aria-controls'] ?? /^#(.+)$/.exec(attribs.href ?? '')?.[1]
    // Only plain ids go into the selector.
    if (
      target &&
      /^[\w-]+$/.test(target) &&
      (node.name === 'a' || attribs.role === 'tab' || attribs['aria-controls'])
    ) {
      const [panel] = select($, `[id="${target}"]`)
      // A table of contents links to the section's heading instead: that is read as any heading.
      return panel && headingRank(panel) === 7 && !isInside(heading.node, panel) ? panel : null
    }
  }
  return null
}

/**
 * What a heading's own wrapper may hold beside it: a label or two of a few words ("Scale", "4 servings"),
 * no list and no sentence. The section itself is further on, outside the wrapper.
 */
const isBesideHeading = (lines: readonly TextLine[]) =>
  lines.length <= 2 &&
  lines.every((line) => !line.listed && !/[.!?:。]$/u.test(line.text) && line.text.split(/\s+/).length <= 3)

/**
 * A heading element that names no section right under the section's heading: the page's title under a
 * label, or a subtitle under a heading of its rank. One of lower rank names a group within the section.
 */
const isSubtitle = (node: AnyNode, heading: Heading, headings: readonly Heading[]) =>
  headingRank(node) < 7 &&
  (heading.rank === 7 || headingRank(node) <= heading.rank) &&
  !countHeadings(headings).has(node)

/** The nodes after the heading, climbing out of wrappers that hold nothing else, up to a stop. */
function sectionNodes($: CheerioAPI, heading: Heading, headings: Heading[]): AnyNode[] {
  const panel = tabPanel($, heading)
  // A tab's panel is hidden until its tab is chosen: its contents are read all the same.
  if (panel) return [...panel.children]
  let nodes: AnyNode[] = []
  let beside: AnyNode[] = []
  let from: AnyNode = heading.node
  // A heading right under the section's, naming no section, is its subtitle ("Method" over "How to make
  // it", as a label or a heading alike): the section goes on under it.
  let kicker = true
  for (let climb = 0; climb < 4; climb += 1) {
    for (let node = from.nextSibling; node && nodes.length < MAX_NODES; node = node.nextSibling) {
      if (kicker && isSubtitle(node, heading, headings) && nodeLines(nodes).length === 0) {
        kicker = false
        continue
      }
      if (stopsAt(node, heading, headings)) return nodes.length > 0 ? nodes : beside
      nodes.push(node)
    }
    const parent: AnyNode | null = from.parent
    if (!parent || !isElement(parent) || parent.name === 'body') return nodes.length > 0 ? nodes : beside
    const lines = nodeLines(nodes)
    if (lines.length > 0 && !isBesideHeading(lines)) return nodes
    if (lines.length > 0) [beside, nodes] = [nodes, []]
    from = parent
  }
  return nodes.length > 0 ? nodes : beside
}

interface Section {
  lines: string[]
  /** Paragraphs of sentences right after an ingredient list: the method, when no heading names one. */
  method: string[]
  /** Paragraphs under the list of steps that are notes on the recipe ("Tip: …"). */
  notes: string[]
  /** Where the section's heading is in the page; -1 for none. */
  order: number
  /** The section's last node: a method under a heading that names no section may follow it. */
  end: AnyNode | null
}

const isSentence = (line: TextLine) => /[.!?…。！？]$/u.test(line.text) && line.text.split(/\s+/).length >= 8

/** Words enough that a line is prose: an ingredient's line is shorter. */
const PROSE_WORDS = 16

/**
 * Prose beside a list: sentences, a long line however it ends (a disclosure closing on a link), or an
 * introduction to the list ("To make two loaves, you will need:").
 */
const isProse = (line: TextLine) => {
  const words = line.text.split(/\s+/).length
  return isSentence(line) || words >= PROSE_WORDS || (/[:：]$/u.test(line.text) && words >= 6)
}

const QUANTITY_FIRST = /^[\d½⅓⅔¼¾⅛]/u

/**
 * Where the method begins in an ingredient section no heading ends: the paragraphs of sentences after
 * the last list item, or a list of sentences after the ingredients' list, under a line of its own that
 * introduces it ("Here's how to make it:"), which is neither an item nor a step. `items` is where the
 * ingredients end, `method` where the steps begin.
 */
function methodStart(lines: readonly TextLine[]): { items: number; method: number } {
  let start = lines.length
  for (let line = lines[start - 1]; line && !line.linked; line = lines[start - 1]) {
    // An item that opens with an amount is an ingredient, however long.
    if (!isSentence(line) || (line.listed && QUANTITY_FIRST.test(line.text))) break
    start -= 1
  }
  const label = lines[start - 1]
  const steps = lines.slice(start).filter((line) => line.listed).length
  if (steps >= 2 && label && !label.listed && start > 1) return { items: start - 1, method: start }
  // Else the paragraphs after the last item, when nothing but sentences follows it.
  let from = lines.length
  while (from > start && !lines[from - 1]?.listed) from -= 1
  const before = lines[from - 1]
  const after = before && (before.listed || before.linked) && from < lines.length
  return after ? { items: from, method: from } : { items: lines.length, method: lines.length }
}

/** "Tip: …", "Option: …": a paragraph that opens with a label of a word or three and a colon. */
const LABELLED = /^\p{L}[\p{L}'’-]*(?:\s[\p{L}'’-]+){0,2}\s?[:：]\s*\S/u

/**
 * A method's lines up to the first heading that asks a question ("How long should the dough rise?"): after
 * the steps, such headings open the page's questions and answers, not a part of the method.
 */
function untilQuestions(lines: readonly TextLine[]): readonly TextLine[] {
  const question = lines.findIndex(
    (line, index) => index > 0 && (line.heading || line.bold) && /[?？]$/u.test(line.text),
  )
  return question > 0 ? lines.slice(0, question) : lines
}

/** Under a list of steps, the paragraphs that open with a label are notes on the recipe, not steps. */
function notesAfter(lines: readonly TextLine[]): number {
  let end = lines.length
  while (end > 0 && !lines[end - 1]?.listed && LABELLED.test(lines[end - 1]?.text ?? '')) end -= 1
  return lines[end - 1]?.listed ? end : lines.length
}

/** Elements that hold one item of a list: a list's or a definition list's. */
const ITEM_TAGS = new Set(['li', 'dd'])

/**
 * Inside an ingredient's list item, an element named for servings or a yield ("ingredient-serving") holds
 * the item's amount, not the recipe's facts beside it.
 */
function isInItem(element: Element): boolean {
  let up: AnyNode | null = element.parent
  for (let level = 0; level < 4 && up && isElement(up); level += 1, up = up.parent) {
    if (ITEM_TAGS.has(up.name)) return true
  }
  return false
}

function linesAfter($: CheerioAPI, heading: Heading, headings: Heading[]): Omit<Section, 'order'> {
  const nodes = sectionNodes($, heading, headings)
  const last = nodes.at(-1) ?? null
  // Under a list, panels folded behind controls hold facts about the items; a method's "Show all steps"
  // panel holds the rest of the method.
  const folded = heading.kind === 'ingredients' ? foldedPanels(nodes) : () => false
  const tips = itemTips(headings)
  const skip = (element: Element) =>
    (isBesideRecipe(element) && !(heading.kind === 'ingredients' && isInItem(element))) ||
    folded(element) ||
    tips.has(element)
  // Pages print a list twice in a row for wide and narrow screens, and a style sheet shows one copy.
  const lines = withoutRunsShownTwice(nodeLines(nodes, { joinItems: true, skip }), (line) => line.text)
  if (heading.kind === 'ingredients') {
    const { items: end, method: start } = methodStart(lines)
    // "Serves 4" or "8 portions" between the heading and the list says how much the list makes.
    const first = lines.findIndex((line) => line.listed || !isFact(line.text))
    const listed = lines.some((line) => line.listed)
    const from = listed && first > 0 ? first : 0
    // Around the lists of ingredients, a paragraph of prose is a note on them, not an item.
    const items = lines
      .slice(from, Math.min(end, MAX_LINES))
      .filter((line) => !listed || line.listed || !isProse(line))
    return {
      lines: sectionLines(items, 'ingredients'),
      method: lines.slice(start, start + MAX_LINES).map((line) => line.text),
      notes: [],
      end: last,
    }
  }
  // In a method, a line that is all links is a tag list or a "read more", not a step.
  const steps = untilQuestions(lines.filter((line) => !line.linked))
  const end = notesAfter(steps)
  return {
    lines: sectionLines(steps.slice(0, Math.min(end, MAX_LINES)), 'steps'),
    method: [],
    notes: steps.slice(end).map((line) => line.text),
    end: last,
  }
}

const itemLines = (lines: readonly string[]) => lines.filter((line) => !line.startsWith('['))
const itemCount = (lines: readonly string[]) => itemLines(lines).length

/** Most lines hold an amount: a list to cook from, not a list of notes on the ingredients. */
function isMeasured(lines: readonly string[]): boolean {
  const items = itemLines(lines)
  return items.filter((line) => /[\d½⅓⅔¼¾⅛]/u.test(line)).length >= items.length * 0.5
}

const MAX_CANDIDATES = 8

/**
 * A line that reads as a step: a sentence, or a few words at least ("Boil the pasta"). A method heading
 * over labels alone ("Cooking", "Easy", "350 kcal") titles a box of the recipe's facts, not its steps.
 */
const isStepLike = (line: string) =>
  !line.startsWith('[') && (/[.!?。！？]$/u.test(line) || line.split(/\s+/).length >= 4)

/** Whether a section read under a heading is a full one of its kind: amounts for ingredients, steps for a method. */
const isFull = (kind: SectionKind, lines: readonly string[]) =>
  kind === 'ingredients' ? isMeasured(lines) : lines.some(isStepLike)

/**
 * The first section of the kind with two items or more. Of ingredient sections, the first one with
 * amounts: blogs often talk through the ingredients under a heading of their own before the recipe. Of
 * methods, the first one with a step.
 */
function pickSection($: CheerioAPI, headings: Heading[], kind: SectionKind, after: number): Section {
  const candidates = headings
    .filter((heading) => heading.kind === kind && heading.order > after)
    .sort((a, b) => Number(a.aside) - Number(b.aside) || a.order - b.order)
    .slice(0, MAX_CANDIDATES)
  let best: Section = { lines: [], method: [], notes: [], order: -1, end: null }
  let firstFull: Section | null = null
  for (const heading of candidates) {
    const section = { ...linesAfter($, heading, headings), order: heading.order }
    // "Preparation: 20 min" labels the time it takes: a method of such lines alone is the recipe's facts.
    if (kind === 'instructions' && section.lines.every(isFact)) continue
    if (itemCount(section.lines) >= 2) {
      if (isFull(kind, section.lines)) return section
      firstFull ??= section
    }
    if (itemCount(section.lines) > itemCount(best.lines)) best = section
  }
  return firstFull ?? best
}

export function readHeadingSections($: CheerioAPI, title: string): Draft | null {
  const headings = findHeadings($)
  const { lines: found, method: listMethod, order, end } = pickSection($, headings, 'ingredients', -1)
  const named = found.length > 0 ? found : readClassSection($, 'ingredients')
  const ingredients = named.length > 0 ? named : findQuantityList($)
  const firstIngredients = headings.find((heading) => heading.kind === 'ingredients')
  const from = order >= 0 ? order : firstIngredients?.order
  const none: Section = { lines: [], method: [], notes: [], order: -1, end: null }
  const afterIngredients = from === undefined ? none : pickSection($, headings, 'instructions', from)
  const method =
    afterIngredients.lines.length > 0 ? afterIngredients : pickSection($, headings, 'instructions', -1)
  const byClass = method.lines.length > 0 ? method.lines : readClassSection($, 'instructions')
  const instructions = byClass.length > 0 ? byClass : listMethod
  if (ingredients.length === 0 && instructions.length === 0) return null
  const draft: Draft = {
    path: 'heuristic',
    recipe: { ...emptyRecipe(title), notes: method.notes.join('\n') },
    ingredients,
    instructions,
    images: [],
    publisher: '',
  }
  if (instructions.length > 0) return draft
  // No heading names the method: the steps right after the ingredient list, as under recipe markup, or
  // after the ingredients' section, under a heading that names no section ("The recipe").
  const after = readStepsAfterList($, draft)?.instructions ?? (end ? readStepsAfter(end) : [])
  return { ...draft, instructions: after }
}
