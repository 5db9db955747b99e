/**
 * Where on the page an element sits: in the content, in an aside (sidebar, widget, menu) or hidden.
 * The heuristics trust content first, and leave out the bits around a recipe that are not part of it
 * (share buttons, ratings, tag lists, related posts, ads).
 */
import type { AnyNode, Element } from 'domhandler'
import { isElement, isHidden, isUnseen } from '../schema-org/markup-lines.ts'
import { containersOf } from './nested-elements.ts'

const HIDDEN_REGION = /(?:^|[-_])(?:comments?|cookie\w*|consent)(?:$|[-_])/i
const ASIDE_REGION = /(?:^|[-_])(?:sidebar|related|menu|navigation|nav|breadcrumbs?|footer)(?:$|[-_])/i
/** A widget is a sidebar's block, or any block of a page builder's: an aside only outside the post. */
const WIDGET = /(?:^|[-_])widgets?(?:$|[-_])/i
const POST = new Set(['article', 'main'])

/** A widget outside the post's own element: a sidebar's block, not one of the post's. */
export function isWidgetBesidePost(element: Element): boolean {
  if (!regionTokens(element).some((name) => WIDGET.test(name))) return false
  for (let up = element.parent; up && isElement(up); up = up.parent) if (POST.has(up.name)) return false
  return true
}
const BESIDE_RECIPE =
  /(?:^|[-_])(?:share|sharing|social|related|comments?|newsletter|ratings?|reviews?|advert\w*|ads?|adsbygoogle|breadcrumbs?|tags?|views|subscribe|popup|modal|toolbar|author|yield|servings?|serves|nutrition|meta)(?:$|[-_])/i

const tokens = (element: Element) => `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`.split(/\s+/)

/**
 * "category-cookies", "tag-menu", "recipe_course-sides": the topics a blog post is filed under, which
 * its CMS sets on the post's element, say nothing about where on the page the element is.
 */
const TOPIC = /^(?:category|tag|\w+_(?:category|course|cuisine|keyword|tag))-/i
export const regionTokens = (element: Element): string[] =>
  tokens(element).filter((name) => !TOPIC.test(name))

/** For each page, the elements around one of its <h1>s, found once. */
const headingHolders = new WeakMap<AnyNode, ReadonlySet<AnyNode>>()

/** The elements around one of the page's <h1>s, `root` being the page's document node. */
export function holdersOfHeadings(root: AnyNode): ReadonlySet<AnyNode> {
  let holders = headingHolders.get(root)
  if (holders) return holders
  const titles: AnyNode[] = []
  const pending: AnyNode[] = [root]
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (isElement(node) && node.name === 'h1') titles.push(node)
    if ('children' in node) for (const child of node.children) pending.push(child)
  }
  holders = containersOf(titles)
  headingHolders.set(root, holders)
  return holders
}

function rootOf(node: AnyNode): AnyNode {
  let root = node
  while (root.parent) root = root.parent
  return root
}

/**
 * Where the element sits. A region named like a sidebar or menu that holds the page's <h1>, or the page's
 * <main>, is the page's layout ("main has-sidebar", "content-sidebar-wrap"), not an aside: the content is
 * in it.
 */
export function isAside(element: Element): 'content' | 'aside' | 'hidden' {
  const asides: Element[] = []
  let widgets = 0
  let inMain = false
  for (
    let node: Element | null = element;
    node && node.name !== 'body';
    node = node.parent && isElement(node.parent) ? node.parent : null
  ) {
    // A button is unseen as content, yet its label may title a section (see section-headings.ts).
    const unseen = node.name === 'button' ? isHidden(node) : isUnseen(node)
    if (unseen || node.name === 'nav' || node.name === 'footer') return 'hidden'
    const names = regionTokens(node)
    if (names.some((name) => HIDDEN_REGION.test(name))) return 'hidden'
    if (node.name === 'aside') asides.push(node)
    else if (!inMain && names.some((name) => ASIDE_REGION.test(name))) asides.push(node)
    else if (names.some((name) => WIDGET.test(name))) widgets += 1
    // Widgets below the post's own element are its blocks.
    else if (POST.has(node.name)) widgets = 0
    inMain ||= node.name === 'main'
  }
  if (widgets > 0) return 'aside'
  if (asides.length === 0) return 'content'
  const holders = holdersOfHeadings(rootOf(element))
  return asides.some((node) => !holders.has(node)) ? 'aside' : 'content'
}

/** Tabs and toolbars switch what a region shows ("US | Metric"); they are controls, not content. */
const CONTROL_ROLES = new Set(['tablist', 'tab', 'toolbar', 'navigation', 'menu', 'menubar', 'button'])

/** Elements inside a recipe's region that are not part of the recipe. */
export const isBesideRecipe = (element: Element): boolean =>
  CONTROL_ROLES.has(element.attribs.role ?? '') || tokens(element).some((name) => BESIDE_RECIPE.test(name))

const MAX_LABEL_LENGTH = 70

/** The element's text when it is short enough to be a label; null otherwise (cheap on big containers). */
export function shortText(element: Element): string | null {
  let text = ''
  let budget = 40
  const visit = (nodes: readonly AnyNode[]): boolean => {
    for (const node of nodes) {
      if ((budget -= 1) < 0) return false
      if (node.nodeType === 3 && 'data' in node) text += node.data
      else if (isElement(node) && !isUnseen(node) && !visit(node.children)) return false
      if (text.length > MAX_LABEL_LENGTH * 2) return false
    }
    return true
  }
  return visit(element.children) ? text.replace(/\s+/g, ' ').trim() : null
}
