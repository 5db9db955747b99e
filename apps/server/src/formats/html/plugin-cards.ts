/** Recipes marked up by a recipe-card plugin (see plugin-markup.ts), read by their class names. */
import type { Cheerio, CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import { emptyRecipe } from '../imported-recipe.ts'
import type { ImageCandidate } from '../schema-org/read-images.ts'
import type { Draft } from './draft.ts'
import { nodeLines } from '../schema-org/markup-lines.ts'
import { elementText, headerLine, isShortLabel, lineElement, sectionLines } from './element-lines.ts'
import { CARD_MARKUP, type CardMarkup, type SectionMarkup } from './plugin-markup.ts'
import { isBareSectionTitle } from './section-words.ts'

/** The outermost of the elements: an item nested in another item (or header) is part of it. */
function outermost($: CheerioAPI, elements: Element[]): Element[] {
  return elements.filter(
    (element) => !elements.some((other) => other !== element && $.contains(other, element)),
  )
}

/** The innermost of the elements: a section wrapping another section of the same name is not the section. */
function innermost($: CheerioAPI, elements: Element[]): Element[] {
  return elements.filter(
    (element) => !elements.some((other) => other !== element && $.contains(element, other)),
  )
}

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
  root: Cheerio<AnyNode>,
  markup: SectionMarkup,
  kind: 'ingredients' | 'steps',
): string[] {
  const sections = [...root.filter(markup.section).toArray(), ...root.find(markup.section).toArray()]
  if (markup.item === undefined) {
    return innermost($, sections).flatMap((section) =>
      sectionLines(nodeLines([section], { joinItems: true }), kind),
    )
  }
  const [section] = sections
  if (section === undefined) return []
  const { item, header } = markup
  const selector = header === undefined ? item : `${header}, ${item}`
  const isItem = (element: Element) => $(element).is(item)
  return withUntaggedItems($, outermost($, $(section).find(selector).toArray()), isItem).flatMap(
    (element) => {
      const isHeader = header !== undefined && $(element).is(header)
      const text = elementText(isHeader ? element : lineElement(element, isItem))
      // A paragraph among the lists names a group only when it reads like a name, not like a note.
      const note = element.name === 'p' && !isShortLabel(text)
      if (!text || (isHeader && (isBareSectionTitle(text) || note))) return []
      // Links to the site's tag pages ("Ingredients: <a rel=tag>Beef</a>, <a rel=tag>Onion</a>") index it.
      if ($(element).find('a[rel~="tag"]').length >= 2) return []
      return isHeader ? [headerLine(text)] : [text]
    },
  )
}

function textOf(root: Cheerio<AnyNode>, selector: string | undefined): string {
  if (selector === undefined) return ''
  const [element] = root.find(selector).toArray()
  return element ? elementText(element) : ''
}

function imageOf(root: Cheerio<AnyNode>, selector: string | undefined): ImageCandidate[] {
  const image = selector === undefined ? undefined : root.find(selector).first()
  const url = image?.attr('data-src') ?? image?.attr('data-lazy-src') ?? image?.attr('src')
  if (!image || !url || url.startsWith('data:')) return []
  const area = Number(image.attr('width')) * Number(image.attr('height'))
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
  const roots = $(card.root)
  let first: { draft: Draft; index: number } | null = null
  let best: { draft: Draft; match: number } | null = null
  for (
    let index = 0;
    index < roots.length && (first === null || index < first.index + MAX_CARDS);
    index += 1
  ) {
    const draft = readRoot($, roots.eq(index), card)
    if (!draft) continue
    first ??= { draft, index }
    const match = titleMatch(draft, titles)
    if (match > (best?.match ?? 0)) best = { draft, match }
  }
  return best?.draft ?? first?.draft ?? null
}

function readRoot($: CheerioAPI, root: Cheerio<AnyNode>, card: CardMarkup): Draft | null {
  const ingredients = readSection($, root, card.ingredients, 'ingredients')
  const instructions = readSection($, root, card.instructions, 'steps')
  if (ingredients.length === 0 && instructions.length === 0) return null
  const recipe = emptyRecipe(textOf(root, card.title))
  recipe.description = textOf(root, card.description)
  // "Yield: 4 servings" — some cards print the label inside the yield's element.
  recipe.yield = textOf(root, card.yield).replace(/^(?:yields?|servings|serves|makes)\s*[:：]\s*/i, '')
  return {
    path: 'plugin',
    recipe,
    ingredients,
    instructions,
    images: imageOf(root, card.image),
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
  const markers = $(ANY_MARKER)
  if (markers.length === 0) return null
  for (const card of CARD_MARKUP) {
    const draft = markers.is(markerOf(card)) ? readCard($, card, titles) : null
    if (draft) return draft
  }
  return null
}
