/**
 * A page's visible text as a reader goes through it: one line per heading, list item and paragraph, in page
 * order, without the page's menus, footers, sidebars, comments and widgets. The text reader
 * (formats/text/) finds a recipe in these lines when the page has no recipe markup.
 */
import type { CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import { nodeLines } from '../schema-org/markup-lines.ts'
import type { TextLine } from '../text/read-recipe-text.ts'
import { sectionOf } from '../text/section-words.ts'
import { holdersOfHeadings, isBesideRecipe, isWidgetBesidePost, regionTokens } from './page-regions.ts'
import { containersOf } from './nested-elements.ts'
import { select } from './select-elements.ts'
import { textAndKind, withoutRunsShownTwice } from './shown-twice.ts'

/** Regions around the content: left out with all they hold. */
const AROUND_TAGS = new Set(['nav', 'footer', 'aside', 'header', 'form', 'dialog', 'noscript', 'template'])
/**
 * Of those, the ones a page may also put its content in: a whole page in one <form>, a recipe's method in
 * an <aside> left open. They stay when they hold the title or a heading of the recipe's parts.
 */
const LOOSE_TAGS = new Set(['aside', 'header', 'form'])
const HEADING_TAGS = 'h2, h3, h4, h5, h6'
const AROUND_NAMES =
  /(?:^|[-_])(?:sidebar|related|menu|navigation|nav|breadcrumbs?|footer|comments?|cookie\w*|consent)(?:$|[-_])/i
/** A page's worth of lines; what comes after is no recipe a reader would look for. */
const MAX_LINES = 3000

/** The page's frame: its classes speak of the whole layout ("has-sidebar", "main-menu-sticky"). */
const FRAME_TAGS = new Set(['html', 'body', 'main', 'article'])

/**
 * Whether an element is a region around the content. Only the element itself is looked at (the walk does
 * not go inside an element left out); a wrapper holding the page's title, or a heading of the recipe's parts
 * ("content-sidebar-wrap" around "Ingredients"), is never one, whatever it is named.
 */
function aroundTest($: CheerioAPI): (element: Element) => boolean {
  const root = $.root()[0]
  const titled = root ? holdersOfHeadings(root) : new Set<AnyNode>()
  const recipeParts = holdersOfRecipeHeadings($)
  return (element) => {
    const holdsContent = titled.has(element) || recipeParts.has(element)
    if (LOOSE_TAGS.has(element.name) && holdsContent) return false
    if (AROUND_TAGS.has(element.name) || element.attribs.role === 'navigation') return true
    if (FRAME_TAGS.has(element.name) || holdsContent) return false
    const names = regionTokens(element)
    if (names.some((name) => AROUND_NAMES.test(name)) || isBesideRecipe(element)) return true
    return isWidgetBesidePost(element)
  }
}

/** The elements around a heading of a recipe's part ("Ingredients", "Préparation"). */
const holdersOfRecipeHeadings = ($: CheerioAPI): ReadonlySet<AnyNode> =>
  containersOf(select($, HEADING_TAGS).filter((heading) => sectionOf($(heading).text()) !== null))

/**
 * The page's visible text; with `hiddenRecipe`, also the hidden elements that hold a heading of the
 * recipe's parts: a recipe card the page's script shows once it has loaded ("display: none" until then),
 * or its printed copy, for when the text on show holds no recipe.
 */
export function visibleTextLines($: CheerioAPI, { hiddenRecipe = false } = {}): TextLine[] {
  const body = select($, 'body')[0]
  const root = body ?? $.root()[0]
  if (!root) return []
  const recipeParts = hiddenRecipe ? holdersOfRecipeHeadings($) : null
  const reveal = (element: Element) => recipeParts?.has(element) === true
  const lines = nodeLines(root.children, { joinItems: true, skip: aroundTest($), reveal })
    .slice(0, MAX_LINES)
    .map((line): TextLine => ({
      text: line.text,
      kind: line.heading ? 'heading' : line.listed ? 'item' : 'paragraph',
    }))
  return withoutRunsShownTwice(lines, textAndKind)
}
