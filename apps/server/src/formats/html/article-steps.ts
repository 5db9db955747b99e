/**
 * Structured data whose steps are the whole article: the post's text poured into recipeInstructions, its
 * section headings, paragraphs about the dish, links and the method all one step a line. The page shows
 * the same headings, and the method as one list of sentences: the steps are that list's lines.
 */
import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { isElement, isUnseen } from '../schema-org/markup-lines.ts'
import { isHeaderLine } from '../schema-org/recipe-lines.ts'
import type { Draft } from './draft.ts'
import { elementText } from './element-lines.ts'
import { select } from './select-elements.ts'
import { squeeze } from './squeeze.ts'

/** Fewer lines than this are a method, however they read. */
const MIN_ARTICLE_LINES = 6
/** The article's own headings among the lines: one may be a step's label, two make an article. */
const MIN_HEADINGS = 2
/** Headings and lists looked at: the article's are among a page's first, and a huge page costs no more. */
const MAX_HEADINGS = 200
const MAX_LISTS = 60
const MIN_STEP_WORDS = 4
const SENTENCE_END = /[.!?…。！？)"”»]$/u

const isSentence = (text: string) => text.split(/\s+/).length >= MIN_STEP_WORDS && SENTENCE_END.test(text)

/** The texts of a list's own items. */
function itemsOf(list: Element): string[] {
  return list.children
    .filter((child): child is Element => isElement(child) && child.name === 'li' && !isUnseen(child))
    .map(elementText)
    .filter((text) => text !== '')
}

/** Where the items stand in a row among the lines, or -1. */
function runStart(lines: readonly string[], items: readonly string[]): number {
  const first = lines.indexOf(items[0] ?? '')
  if (first < 0) return -1
  return items.every((item, index) => lines[first + index] === item) ? first : -1
}

export function trimArticleSteps($: CheerioAPI, draft: Draft): Draft {
  const lines = draft.instructions
  if (lines.length < MIN_ARTICLE_LINES) return draft
  const squeezed = lines.map(squeeze)
  const headings = new Set(
    select($, 'h2, h3, h4, h5, h6')
      .slice(0, MAX_HEADINGS)
      .map((heading) => squeeze(elementText(heading))),
  )
  // Headings the data keeps as plain lines: a recipe's own sections would be its `[header]` lines.
  const plainHeadings = lines.filter(
    (line, index) => !isHeaderLine(line) && headings.has(squeezed[index] ?? ''),
  )
  if (plainHeadings.length < MIN_HEADINGS) return draft
  const runs: { start: number; length: number }[] = []
  for (const list of select($, 'ol, ul').slice(0, MAX_LISTS)) {
    const items = itemsOf(list)
    // A list of links to other posts is in the article too; the method is sentences.
    if (items.length < 2 || items.filter(isSentence).length * 2 < items.length) continue
    const start = runStart(squeezed, items.map(squeeze))
    if (start >= 0) runs.push({ start, length: items.length })
  }
  const [run, ...others] = runs
  // The rest of the article outweighs its method; a page with two such lists leaves no one method.
  if (!run || others.length > 0 || run.length * 2 > lines.length) return draft
  return { ...draft, instructions: lines.slice(run.start, run.start + run.length) }
}
