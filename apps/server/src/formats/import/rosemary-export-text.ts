/**
 * Rosemary's own text export read back (the writer is formats/export/txt.ts). Each recipe is its title
 * between two rules of 72 "=", then paragraphs: the description, a paragraph of "Term: value" facts, and
 * the Ingredients, Instructions and Notes sections, each under its heading underlined with "-". The fixed
 * words are in the exporting user's language, so those of every language Rosemary speaks are accepted.
 * What the text cannot carry does not come back: pictures, the creation date, and step numbers the cook
 * typed (the export numbers steps itself). A value written over several lines keeps them.
 */
import { emptyRecipe, type ImportedRecipe } from '../imported-recipe.ts'
import { PAGE_WORDS } from '../print/print-words.ts'
import { asHeader, cleanParagraphs, recipeTitle } from './recipe-text.ts'
import { toRating, uniqueLabels } from './source-values.ts'

export const RULE = '='.repeat(72)

type Fact = 'yield' | 'activeTime' | 'totalTime' | 'source' | 'rating' | 'labels'
type Section = 'ingredients' | 'instructions' | 'notes'

const FACTS: readonly Fact[] = ['yield', 'activeTime', 'totalTime', 'source', 'rating', 'labels']
const SECTIONS: readonly Section[] = ['ingredients', 'instructions', 'notes']
const LANGUAGES = Object.values(PAGE_WORDS)

/** The fact a line states ("Yield: 4" → yield), in any of the export's languages. */
function factOf(line: string): { fact: Fact; value: string } | null {
  for (const words of LANGUAGES) {
    for (const fact of FACTS) {
      const term = `${words[fact]}:`
      if (line.startsWith(term)) return { fact, value: line.slice(term.length).trim() }
    }
  }
  return null
}

/** The section a heading names, when `line` is a heading underlined by `next`. */
function sectionOf(line: string, next: string | undefined): Section | null {
  if (line === '' || next !== '-'.repeat(line.length)) return null
  return SECTIONS.find((section) => LANGUAGES.some((words) => words[section] === line)) ?? null
}

/** Each recipe's title and the lines under it, in file order. */
export function splitRecipes(lines: readonly string[]): { title: string; body: string[] }[] {
  const starts: number[] = []
  for (let at = 0; at + 2 < lines.length; at++) {
    if (lines[at] === RULE && lines[at + 2] === RULE && lines[at + 1] !== RULE) starts.push(at)
  }
  return starts.map((start, index) => ({
    title: lines[start + 1] ?? '',
    body: lines.slice(start + 3, starts[index + 1] ?? lines.length),
  }))
}

/** Blank-line separated paragraphs of lines. */
function paragraphsOf(lines: readonly string[]): string[][] {
  const paragraphs: string[][] = [[]]
  for (const line of lines) {
    if (line.trim() === '') paragraphs.push([])
    else paragraphs.at(-1)?.push(line)
  }
  return paragraphs.filter((paragraph) => paragraph.length > 0)
}

/** A paragraph of facts: each line states one, or carries on the one before; "" when it is not one. */
function readFacts(paragraph: readonly string[]): Map<Fact, string> | null {
  const facts = new Map<Fact, string>()
  let last: Fact | null = null
  for (const line of paragraph) {
    const stated = factOf(line)
    if (stated && (last === null || FACTS.indexOf(stated.fact) > FACTS.indexOf(last))) {
      facts.set(stated.fact, stated.value)
      last = stated.fact
    } else if (last !== null) {
      facts.set(last, `${facts.get(last) ?? ''}\n${line}`)
    } else {
      return null
    }
  }
  return facts
}

/** "Grandma (https://x)", "https://x" or "Grandma" → source and url. */
function originOf(text: string): { source: string; url: string } {
  const isAddress = (candidate: string) => /^https?:\/\/\S+$/i.test(candidate)
  if (isAddress(text)) return { source: '', url: text }
  const open = text.lastIndexOf(' (')
  const address = text.endsWith(')') && open > 0 ? text.slice(open + 2, -1) : ''
  return isAddress(address) ? { source: text.slice(0, open).trim(), url: address } : { source: text, url: '' }
}

function ingredientLines(lines: readonly string[]): string {
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => (line.startsWith('- ') ? line.slice(2).trim() : asHeader(line.replace(/:$/, ''))))
    .filter(Boolean)
    .join('\n')
}

function instructionLines(lines: readonly string[]): string {
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const step = /^\d+\. (.*)$/s.exec(line)
      return step ? (step[1] ?? '').trim() : asHeader(line.replace(/:$/, ''))
    })
    .filter(Boolean)
    .join('\n')
}

/** The intro (description and facts) and each section's lines; headings only count in their order. */
function sectionsOf(body: readonly string[]): { intro: string[]; sections: Map<Section, string[]> } {
  const intro: string[] = []
  const sections = new Map<Section, string[]>()
  let current: string[] = intro
  let reached = -1
  for (let at = 0; at < body.length; at++) {
    const line = body[at] ?? ''
    const section = sectionOf(line, body[at + 1])
    if (section && SECTIONS.indexOf(section) > reached) {
      reached = SECTIONS.indexOf(section)
      current = []
      sections.set(section, current)
      at++
    } else {
      current.push(line)
    }
  }
  return { intro, sections }
}

export function readRosemaryTextRecipe(
  title: string,
  body: readonly string[],
  fallback: string,
): ImportedRecipe {
  const { intro, sections } = sectionsOf(body)
  const paragraphs = paragraphsOf(intro)
  const last = paragraphs.at(-1)
  const facts = last ? readFacts(last) : null
  const description = (facts ? paragraphs.slice(0, -1) : paragraphs).map((lines) => lines.join('\n'))
  const fact = (name: Fact) => facts?.get(name) ?? ''
  return {
    ...emptyRecipe(recipeTitle(title, fallback)),
    description: description.join('\n\n'),
    yield: fact('yield'),
    activeTime: fact('activeTime'),
    totalTime: fact('totalTime'),
    ...originOf(fact('source')),
    notes: cleanParagraphs((sections.get('notes') ?? []).join('\n')),
    ingredients: ingredientLines(sections.get('ingredients') ?? []),
    instructions: instructionLines(sections.get('instructions') ?? []),
    rating: toRating(fact('rating').replace(/\/5$/, '')),
    labels: uniqueLabels(fact('labels').split(', ')),
  }
}
