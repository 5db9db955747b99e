/**
 * The method a page shows right after its list of ingredients, for structured data that lists the
 * ingredients but leaves the steps out. A heading, a picture or a short line ("Serves 4") may come between;
 * then the steps, as the items of one list, as blocks alike or as paragraphs of sentences (short ones among
 * them naming parts), up to the first thing that is none of those. Nothing comes of a page that shows no
 * such steps after its list.
 */
import type { CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import { emptyRecipe } from '../imported-recipe.ts'
import { isElement, isUnseen } from '../schema-org/markup-lines.ts'
import { isHeaderLine } from '../schema-org/recipe-lines.ts'
import type { Draft } from './draft.ts'
import { elementText, headerLine, isShortLabel } from './element-lines.ts'
import { findIngredientList } from './page-counterpart.ts'
import { isAside, isBesideRecipe } from './page-regions.ts'

/** Levels from the list up to the element whose next siblings hold the method. */
const MAX_CLIMB = 4
/** Headings and short lines passed over before the first step. */
const MAX_SKIPPED = 4
/** Elements looked at in all: the method follows the list closely, and a huge page costs no more. */
const MAX_VISITED = 80
const MIN_STEP_WORDS = 4

const SENTENCE_END = /[.!?…。！？)"”»]$/u
/** Pictures, and the controls of a recipe card ("Cook mode"), come between a list and a method. */
const PASSED = new Set(['figure', 'picture', 'img', 'figcaption', 'label', 'form'])
const CONTAINERS = new Set(['div', 'section', 'article', 'main'])
const LISTS = new Set(['ol', 'ul'])

const words = (text: string) => text.split(/\s+/).filter(Boolean).length
const isSentences = (text: string) => words(text) >= MIN_STEP_WORDS && SENTENCE_END.test(text)

/** Words an item of a list has on average when the list is a method written without full stops. */
const STEP_WORDS = 9

/**
 * The items of a list when they read as steps: all more than a word or two, and most of them sentences
 * or long on average (a list of ingredients is short lines).
 */
function listSteps(list: Element): string[] {
  const items = list.children
    .filter((child): child is Element => isElement(child) && child.name === 'li' && !isUnseen(child))
    .map(elementText)
    .filter((text) => text !== '')
  const sentences = items.filter(isSentences).length
  // One short item may close the method ("Enjoy!").
  const long = items.filter((text) => words(text) >= 3)
  const wordCount = long.reduce((sum, text) => sum + words(text), 0)
  const steps =
    long.length >= 2 &&
    long.length >= items.length - 1 &&
    (sentences * 2 >= items.length || wordCount >= long.length * STEP_WORDS)
  return steps ? items : []
}

/** Nodes looked into for a first letter before an element counts as holding text. */
const TEXT_BUDGET = 200

/** Whether a reader sees any text in the element: looked for without reading all of a large one. */
function hasText(element: Element): boolean {
  const pending: AnyNode[] = [...element.children]
  for (let budget = TEXT_BUDGET, node = pending.pop(); node; node = pending.pop(), budget -= 1) {
    if (budget <= 0) return true
    if (node.nodeType === 3 && 'data' in node && /[\p{L}\p{N}]/u.test(node.data)) return true
    if (isElement(node) && !isUnseen(node)) for (const child of node.children) pending.push(child)
  }
  return false
}

type Next = 'go on' | 'stop'

const signature = (element: Element) => `${element.name}.${element.attribs.class ?? ''}`

class MethodWalk {
  readonly steps: string[] = []
  private skipped = 0
  private visited = 0

  /** Takes in one node after the list; 'stop' once the method (or the search for it) is over. */
  visit(node: AnyNode): Next {
    if ((this.visited += 1) > MAX_VISITED) return 'stop'
    if (node.nodeType === 3 && 'data' in node) return node.data.trim() ? this.other() : 'go on'
    if (!isElement(node) || isUnseen(node) || PASSED.has(node.name)) return 'go on'
    if (isAside(node) !== 'content' || isBesideRecipe(node)) return this.steps.length > 0 ? 'stop' : 'go on'
    if (CONTAINERS.has(node.name)) return this.visitContainer(node)
    if (!hasText(node)) return 'go on'
    if (LISTS.has(node.name)) {
      // Before the steps, a list of other things (tools, another group of ingredients) is passed over.
      const steps = this.steps.length === 0 ? listSteps(node) : []
      if (steps.length === 0) return this.other()
      this.steps.push(...steps)
      return 'stop'
    }
    const text = node.name === 'p' ? elementText(node) : ''
    if (isSentences(text)) {
      this.steps.push(text)
      return 'go on'
    }
    // A short paragraph among the steps names the part that follows ("For the glaze").
    if (this.steps.length > 0 && isShortLabel(text)) {
      this.steps.push(headerLine(text))
      return 'go on'
    }
    return this.other()
  }

  /**
   * A wrapper before the steps may hold them, and its end is then the method's end. One that holds none
   * (a box of tools, a cook-mode switch) counts as one thing passed over, however much is in it.
   */
  private visitContainer(container: Element): Next {
    if (this.steps.length > 0) return hasText(container) ? 'stop' : 'go on'
    if (this.readBlocks(container)) return 'stop'
    const skipped = this.skipped
    for (const child of container.children) if (this.visit(child) === 'stop') break
    if (this.steps.length > 0 || this.visited > MAX_VISITED) return 'stop'
    this.skipped = skipped
    return hasText(container) ? this.other() : 'go on'
  }

  /**
   * Steps laid out as blocks alike, one a step ("<div class=step><span>1</span><p>Boil.</p></div>"): the
   * block and the blocks like it after it, each read as one step, while they read as sentences.
   */
  private readBlocks(block: Element): boolean {
    const kind = signature(block)
    const blocks: Element[] = []
    for (let node: AnyNode | null = block; node && blocks.length < MAX_VISITED; node = node.nextSibling) {
      if (isElement(node) && signature(node) === kind) blocks.push(node)
      else if (isElement(node) || (node.nodeType === 3 && 'data' in node && node.data.trim())) break
    }
    if (blocks.length < 2) return false
    const steps: string[] = []
    for (const element of blocks) {
      const text = elementText(element)
      if (!isSentences(text)) break
      steps.push(text)
    }
    if (steps.length < 2) return false
    this.steps.push(...steps)
    return true
  }

  /** Something that is no step: passed over before the steps (a few times), the end after them. */
  private other(): Next {
    if (this.steps.length > 0) return 'stop'
    return (this.skipped += 1) > MAX_SKIPPED ? 'stop' : 'go on'
  }
}

/** The nodes after the element in document order: its next siblings, then its parents' next siblings. */
function* nodesAfter(element: AnyNode): Generator<AnyNode> {
  let from: AnyNode = element
  for (let level = 0; level <= MAX_CLIMB; level += 1) {
    for (let node: AnyNode | null = from.nextSibling; node; node = node.nextSibling) yield node
    const parent: AnyNode | null = from.parent
    if (!parent || !isElement(parent) || parent.name === 'body') return
    from = parent
  }
}

/** Sentences in a text: a finished one is followed by the next one's capital, or ends the text. */
const sentenceCount = (text: string) => text.match(/[.!?…。！？](?=\s+[\p{Lu}\p{N}]|\s*$)/gu)?.length ?? 0

/**
 * Steps enough to be a method: two or more, or one paragraph of several sentences. A lone sentence after a
 * list is more often a note on it ("Prices may vary.") than a whole method.
 */
const MIN_SENTENCES_ALONE = 3
const isMethod = (steps: readonly string[]) =>
  steps.length >= 2 || (steps.length === 1 && sentenceCount(steps[0] ?? '') >= MIN_SENTENCES_ALONE)

/**
 * The method right after a node (an ingredient list, or the last node of its section): its steps, or
 * none when what follows is no method.
 */
export function readStepsAfter(node: AnyNode): string[] {
  const walk = new MethodWalk()
  for (const next of nodesAfter(node)) if (walk.visit(next) === 'stop') break
  // A part named after the last step is no part of the method.
  while (walk.steps.length > 0 && isHeaderLine(walk.steps.at(-1) ?? '')) walk.steps.pop()
  return isMethod(walk.steps.filter((step) => !isHeaderLine(step))) ? walk.steps : []
}

export function readStepsAfterList($: CheerioAPI, lead: Draft): Draft | null {
  if (lead.instructions.length > 0) return null
  const list = findIngredientList($, lead.ingredients)
  const steps = list ? readStepsAfter(list) : []
  if (steps.length === 0) return null
  return {
    path: 'heuristic',
    recipe: emptyRecipe(lead.recipe.title),
    ingredients: [],
    instructions: steps,
    images: [],
    publisher: '',
  }
}
