/** Recipes marked up by a recipe-card plugin (see plugin-markup.ts), read by their class names. */
import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { emptyRecipe } from '../imported-recipe.ts'
import type { ImageCandidate } from '../schema-org/read-images.ts'
import type { Draft } from './draft.ts'
import { nodeLines } from '../schema-org/markup-lines.ts'
import { elementText, headerLine, isShortLabel, lineElement, sectionLines } from './element-lines.ts'
import { innermost, outermost } from './nested-elements.ts'
import { CARD_MARKUP, type CardMarkup, type SectionMarkup } from './plugin-markup.ts'
import { select, selectIn } from './select-elements.ts'
import { isBareSectionTitle } from '../text/section-words.ts'

/**
 * When the tags sit on names inside the items of one list ("<li>1 <a class=ingredient>egg</a></li>"), the
 * items without a name to tag ("<li>salt, to taste</li>") belong to the list all the same.
 */
function withUntaggedItems($: CheerioAPI, elements: Element[], isItem: (e: Element) => boolean): Element[] {
  const lines = elements.map((element) => lineElement(element, isItem))
  const list = lines[0]?.parent
  if (elements.length < 2 || !list || lines.some((line) => line.name !== 'li' || line.parent !== list))
    return elements
  if (elements.some((element, index) => element === lines[index])) return elements
  const items = $(list).children('li').toArray()
  return items.length > lines.length ? items : elements
}

function readSection(
  $: CheerioAPI,
  root: Element,
  markup: SectionMarkup,
  kind: 'ingredients' | 'steps',
): string[] {
  const sections = [...$(root).filter(markup.section).toArray(), ...selectIn(root, markup.section)]
  if (markup.item === undefined) {
    // A section wrapping another section of the same name is not the section.
    return innermost(sections).flatMap((section) =>
      sectionLines(nodeLines([section], { joinItems: true }), kind),
    )
  }
  const [section] = sections
  if (section === undefined) return []
  const { item, header } = markup
  const selector = header === undefined ? item : `${header}, ${item}`
  // Matched once: a list may hold thousands of items, each tested again for its line.
  const items = new Set(select($, item))
  const headers = new Set(header === undefined ? [] : selectIn(section, header))
  const isItem = (element: Element) => items.has(element)
  // An item nested in another item (or header) is part of it.
  return withUntaggedItems($, outermost(selectIn(section, selector)), isItem).flatMap((element) => {
    const isHeader = headers.has(element)
    const text = elementText(isHeader ? element : lineElement(element, isItem))
    // A paragraph among the lists names a group only when it reads like a name, not like a note.
    const note = element.name === 'p' && !isShortLabel(text)
    if (!text || (isHeader && (isBareSectionTitle(text) || note))) return []
    // Links to the site's tag pages ("Ingredients: <a rel=tag>Beef</a>, <a rel=tag>Onion</a>") index it.
    if (selectIn(element, 'a[rel~="tag"]').length >= 2) return []
    return isHeader ? [headerLine(text)] : [text]
  })
}

function textOf($: CheerioAPI, root: Element, selector: string | undefined): string {
  if (selector === undefined) return ''
  const [element] = selectIn(root, selector)
  return element ? elementText(element) : ''
}

function imageOf($: CheerioAPI, root: Element, selector: string | undefined): ImageCandidate[] {
  const [image] = selector === undefined ? [] : selectIn(root, selector)
  const url = image?.attribs['data-src'] ?? image?.attribs['data-lazy-src'] ?? image?.attribs.src
  if (!image || !url || url.startsWith('data:')) return []
  const area = Number(image.attribs.width) * Number(image.attribs.height)
  return [{ url, area: Number.isFinite(area) && area > 0 ? area : null }]
}

const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
/** Cards looked at after the first one with a recipe, for one titled like the page. */
const MAX_CARDS = 10

/**
 * How much of the page's title the card's name covers: a card titled like the page is its recipe, and
 * another card before it holds a part ("Pie Crust" on "Apple Pie with Pie Crust" covers less).
 */
function titleMatch(draft: Draft, titles: readonly string[]): number {
  const name = squeeze(draft.recipe.title)
  return name !== '' && titles.some((title) => squeeze(title).includes(name)) ? name.length : 0
}

function readCard($: CheerioAPI, card: CardMarkup, titles: readonly string[]): Draft | null {
  const roots = select($, card.root)
  let first: { draft: Draft; index: number } | null = null
  let best: { draft: Draft; match: number } | null = null
  for (
    let index = 0;
    index < roots.length && (first === null || index < first.index + MAX_CARDS);
    index += 1
  ) {
    const root = roots[index]
    const draft = root ? readRoot($, root, card) : null
    if (!draft) continue
    first ??= { draft, index }
    const match = titleMatch(draft, titles)
    if (match > (best?.match ?? 0)) best = { draft, match }
  }
  return best?.draft ?? first?.draft ?? null
}

function readRoot($: CheerioAPI, root: Element, card: CardMarkup): Draft | null {
  const ingredients = readSection($, root, card.ingredients, 'ingredients')
  const instructions = readSection($, root, card.instructions, 'steps')
  if (ingredients.length === 0 && instructions.length === 0) return null
  const recipe = emptyRecipe(textOf($, root, card.title))
  recipe.description = textOf($, root, card.description)
  // "Yield: 4 servings" — some cards print the label inside the yield's element.
  recipe.yield = textOf($, root, card.yield).replace(/^(?:yields?|servings|serves|makes)\s*[:：]\s*/i, '')
  return {
    path: 'plugin',
    recipe,
    ingredients,
    instructions,
    images: imageOf($, root, card.image),
    publisher: '',
  }
}

const markerOf = (card: CardMarkup) => card.marker ?? card.root
/** One query finds which plugins the page uses, so a page with none costs a single pass. */
const ANY_MARKER = CARD_MARKUP.map(markerOf).join(', ')

/**
 * The recipe card on the page that has ingredients or instructions: the one titled like the page (one of
 * `titles`), else the first.
 */
export function readPluginCard($: CheerioAPI, titles: readonly string[] = []): Draft | null {
  const markers = $(select($, ANY_MARKER))
  if (markers.length === 0) return null
  for (const card of CARD_MARKUP) {
    const draft = markers.is(markerOf(card)) ? readCard($, card, titles) : null
    if (draft) return draft
  }
  return null
}
