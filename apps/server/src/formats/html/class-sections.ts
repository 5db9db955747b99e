/**
 * A section whose title is an icon or an image, so no text names it: the page's own class names often
 * still do ("recipe-ingredients", "method-steps"). The outermost such element with a few lines is read.
 */
import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { isElement, nodeLines } from '../schema-org/markup-lines.ts'
import { sectionLines } from './element-lines.ts'
import { outermost } from './nested-elements.ts'
import { isAside, isBesideRecipe } from './page-regions.ts'
import { select } from './select-elements.ts'
import type { SectionKind } from '../text/section-words.ts'

const NAMES: Record<SectionKind, RegExp> = {
  ingredients: /ingredient|zutat/i,
  instructions: /instruction|direction|method|preparation|zubereitung|preparazione|procedure/i,
}
const SELECTORS: Record<SectionKind, string> = {
  ingredients: '[class*="ngredient" i], [id*="ngredient" i], [class*="zutat" i]',
  instructions:
    '[class*="nstruction" i], [id*="nstruction" i], [class*="irection" i], [id*="irection" i], [class*="method" i], [id*="method" i], [class*="reparation" i], [id*="reparation" i], [class*="zubereitung" i], [id*="zubereitung" i], [class*="procedure" i], [id*="procedure" i]',
}
const CONTAINERS = new Set(['div', 'section', 'ul', 'ol', 'table', 'dl'])
const MIN_LINES = 2
const MAX_LINES = 80

const named = (element: Element, kind: SectionKind) =>
  `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`
    .split(/\s+/)
    .some((name) => NAMES[kind].test(name))

export function readClassSection($: CheerioAPI, kind: SectionKind): string[] {
  const candidates = select($, SELECTORS[kind]).filter(
    (element): element is Element =>
      isElement(element) && CONTAINERS.has(element.name) && named(element, kind),
  )
  for (const element of outermost(candidates)) {
    if (isAside(element) !== 'content') continue
    const lines = nodeLines([element], { joinItems: true, skip: isBesideRecipe })
    const kept = kind === 'instructions' ? lines.filter((line) => !line.linked) : lines
    if (kept.length >= MIN_LINES && kept.length <= MAX_LINES) {
      return sectionLines(kept, kind === 'ingredients' ? 'ingredients' : 'steps')
    }
  }
  return []
}
