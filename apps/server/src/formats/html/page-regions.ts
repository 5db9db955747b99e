/**
 * Where on the page an element sits: in the content, in an aside (sidebar, widget, menu) or hidden.
 * The heuristics trust content first, and leave out the bits around a recipe that are not part of it
 * (share buttons, ratings, tag lists, related posts, ads).
 */
import type { AnyNode, Element } from 'domhandler'
import { isElement, isHidden, isUnseen } from '../schema-org/markup-lines.ts'

const HIDDEN_REGION = /(?:^|[-_])(?:comments?|cookie\w*|consent)(?:$|[-_])/i
const ASIDE_REGION =
  /(?:^|[-_])(?:sidebar|widgets?|related|menu|navigation|nav|breadcrumbs?|footer)(?:$|[-_])/i
const BESIDE_RECIPE =
  /(?:^|[-_])(?:share|sharing|social|related|comments?|newsletter|ratings?|reviews?|advert\w*|ads?|adsbygoogle|breadcrumbs?|tags?|views|subscribe|popup|modal|toolbar|author|yield|servings?|serves|nutrition|meta)(?:$|[-_])/i

const tokens = (element: Element) => `${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`.split(/\s+/)

export function isAside(element: Element): 'content' | 'aside' | 'hidden' {
  let region: 'content' | 'aside' = 'content'
  for (
    let node: Element | null = element;
    node && node.name !== 'body';
    node = node.parent && isElement(node.parent) ? node.parent : null
  ) {
    // A button is unseen as content, yet its label may title a section (see section-headings.ts).
    const unseen = node.name === 'button' ? isHidden(node) : isUnseen(node)
    if (unseen || node.name === 'nav' || node.name === 'footer') return 'hidden'
    const names = tokens(node)
    if (names.some((name) => HIDDEN_REGION.test(name))) return 'hidden'
    if (node.name === 'aside' || names.some((name) => ASIDE_REGION.test(name))) region = 'aside'
  }
  return region
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
