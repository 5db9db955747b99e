/**
 * One ChefTap recipe file: the title on the first line, then (for a recipe clipped from the web) its
 * address a line or two below, then the recipe as ChefTap kept it from the page: ingredients, a blank
 * line, the directions one step a paragraph, maybe notes. Headings ("Ingredients", "Directions",
 * "Instructions", "Notes", in any case) are there in some files and missing in others. Choices:
 * - Under headings, each part goes where its heading says. Without an ingredients heading, the first
 *   paragraphs whose lines mostly open with an amount are the ingredients; paragraphs before them are the
 *   description; what follows them, and everything when nothing looks like ingredients, are the steps.
 * - url ← the address under the title; times and yield ← "Prep Time: 10 min"-like lines before the
 *   ingredients (a guess: seen in no file, but such lines are in pages ChefTap clips); the cook time goes
 *   to the notes.
 * - A line set off as a heading inside the ingredients or steps ("For the sauce:") → [For the sauce].
 */
import { isWebAddress } from '@rosemary/shared'
import { emptyRecipe, type ImportItem } from '../imported-recipe.ts'
import { itemOrHeader } from './mastercook-fields.ts'
import { servingsText, summedTime } from './metadata-fields.ts'
import { joinParagraphs, recipeTitle, startsWithQuantity } from './recipe-text.ts'

type Part = 'lead' | 'ingredients' | 'directions' | 'notes'
type Fact = 'active' | 'cook' | 'total' | 'yield'
type Paragraph = string[]

/** Headings ChefTap files carry (TandoorRecipes/recipes issue #509: "Instructions and Directions used for the same thing"). */
const HEADINGS = new Map<string, Part>([
  ['ingredients', 'ingredients'],
  ['ingredient list', 'ingredients'],
  ['directions', 'directions'],
  ['instructions', 'directions'],
  ['method', 'directions'],
  ['preparation', 'directions'],
  ['steps', 'directions'],
  ['notes', 'notes'],
  ['note', 'notes'],
  ['tips', 'notes'],
])

const FACTS = new Map<string, Fact>([
  ['prep time', 'active'],
  ['preparation time', 'active'],
  ['active time', 'active'],
  ['cook time', 'cook'],
  ['cooking time', 'cook'],
  ['total time', 'total'],
  ['ready in', 'total'],
  ['servings', 'yield'],
  ['serves', 'yield'],
  ['yield', 'yield'],
  ['makes', 'yield'],
])

/** The part a heading line opens, or null for any other line. */
export function headingPart(line: string): Part | null {
  return HEADINGS.get(line.replace(/:$/, '').trim().toLowerCase()) ?? null
}

/** Paragraphs of short lines, half or more opening with an amount: a list of ingredients. */
function isIngredientParagraph(paragraph: Paragraph): boolean {
  const amounts = paragraph.filter(startsWithQuantity).length
  const long = paragraph.filter((line) => line.length > 100).length
  return amounts * 2 >= paragraph.length && long * 4 < paragraph.length
}

class ChefTapReader {
  url = ''
  readonly facts = new Map<Fact, string>()
  readonly parts: Record<Part, Paragraph[]> = { lead: [], ingredients: [], directions: [], notes: [] }
  readonly headed = new Set<Part>()
  #part: Part = 'lead'
  #open = false

  read(lines: string[]): void {
    for (const line of lines) {
      const part = line === '' ? null : headingPart(line)
      if (line === '') this.#open = false
      else if (part) this.#enter(part)
      else if (!this.#leadFact(line)) this.#add(line)
    }
  }

  #enter(part: Part): void {
    this.#part = part
    this.headed.add(part)
    this.#open = false
  }

  /** The address and the time and yield lines that come before anything else. */
  #leadFact(line: string): boolean {
    if (this.#part !== 'lead' || this.parts.lead.length > 0) return false
    if (!this.url && isWebAddress(line)) {
      this.url = line
      return true
    }
    const colon = line.indexOf(':')
    const fact = colon > 0 ? FACTS.get(line.slice(0, colon).trim().toLowerCase()) : undefined
    const value = line.slice(colon + 1).trim()
    if (!fact || value === '' || this.facts.has(fact)) return false
    this.facts.set(fact, value)
    return true
  }

  #add(line: string): void {
    const paragraphs = this.parts[this.#part]
    if (!this.#open) paragraphs.push([])
    paragraphs.at(-1)?.push(line)
    this.#open = true
  }
}

/** The first paragraph and those after it that look like ingredients, and the rest. */
function takeIngredients(paragraphs: Paragraph[]): [Paragraph[], Paragraph[]] {
  let end = Math.min(1, paragraphs.length)
  while (end < paragraphs.length && isIngredientParagraph(paragraphs[end] ?? [])) end++
  return [paragraphs.slice(0, end), paragraphs.slice(end)]
}

/** The lead and the headed parts as description, ingredients and steps. */
function arrange(reader: ChefTapReader) {
  const { lead, ingredients, directions } = reader.parts
  if (reader.headed.has('ingredients')) {
    const [listed, rest] = reader.headed.has('directions') ? [ingredients, []] : takeIngredients(ingredients)
    return { description: lead, ingredients: listed, steps: [...rest, ...directions] }
  }
  const start = lead.findIndex(isIngredientParagraph)
  if (start < 0) {
    const headed = reader.headed.has('directions')
    return { description: headed ? lead : [], ingredients: [], steps: headed ? directions : lead }
  }
  const [listed, rest] = takeIngredients(lead.slice(start))
  return { description: lead.slice(0, start), ingredients: listed, steps: [...rest, ...directions] }
}

/** Items one a line, a heading line as [header]. */
function itemLines(paragraphs: Paragraph[]): string {
  return paragraphs.flat().map(itemOrHeader).join('\n')
}

export function readChefTap(text: string, fallbackTitle: string): ImportItem {
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.replace(/\s+/g, ' ').trim())
  const titleAt = lines.findIndex((line) => line !== '')
  const title = recipeTitle(lines[titleAt] ?? '', fallbackTitle)
  if (titleAt < 0) return { failure: { title, reason: 'The recipe file is blank.' } }
  const reader = new ChefTapReader()
  reader.read(lines.slice(titleAt + 1))
  const { description, ingredients, steps } = arrange(reader)
  if (ingredients.length === 0 && steps.length === 0) {
    return { failure: { title, reason: 'The recipe has a title but no ingredients or directions.' } }
  }
  const fact = (name: Fact) => reader.facts.get(name) ?? ''
  return {
    recipe: {
      ...emptyRecipe(title),
      description: joinParagraphs(description.map((paragraph) => paragraph.join('\n'))),
      yield: servingsText(fact('yield')),
      activeTime: fact('active'),
      totalTime: fact('total') || summedTime(fact('active'), fact('cook')),
      url: reader.url,
      notes: joinParagraphs([
        ...reader.parts.notes.map((paragraph) => paragraph.join('\n')),
        fact('cook') ? `Cook time: ${fact('cook')}` : '',
      ]),
      ingredients: itemLines(ingredients),
      instructions: itemLines(steps),
    },
  }
}
