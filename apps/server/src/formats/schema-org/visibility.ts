/** What a reader of a page never sees: elements that do not render, and elements hidden by markup. */
import type { Element } from 'domhandler'
import { isElement } from './dom-nodes.ts'

const UNSEEN = new Set(
  'audio button canvas datalist dialog embed head iframe input link meta noscript object option script select style svg template textarea title video'.split(
    ' ',
  ),
)
const HIDDEN_CLASS =
  /(?:^|\s)(?:sr-only|screen-reader-text|visually-hidden|visuallyhidden|hidden|hide|is-hidden|u-hidden|js-hidden|invisible|d-none|print-only|printonly|visible-print)(?:\s|$)/i
const HIDDEN_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i
/**
 * A class that shows the element from some screen width on ("d-none d-xl-block", "hidden md:flex"): hidden
 * on a phone, seen on a desktop, so a reader sees it.
 */
const SHOWN_AT_WIDTH =
  /(?:^|\s)(?:d-(?:sm|md|lg|xl|xxl)-(?:block|flex|grid|inline\S*|table\S*)|(?:sm|md|lg|xl|2xl):(?:block|flex|grid|inline\S*|table\S*))(?:\s|$)/i

const hasHiddenClass = (className: string): boolean =>
  HIDDEN_CLASS.test(className) && !SHOWN_AT_WIDTH.test(className)

/** Whether the page's markup hides the element (whatever the element is). */
export function isHidden(element: Element): boolean {
  const { attribs } = element
  return (
    attribs.hidden !== undefined ||
    attribs['aria-hidden'] === 'true' ||
    hasHiddenClass(attribs.class ?? '') ||
    HIDDEN_STYLE.test(attribs.style ?? '')
  )
}

/** Whether a reader never sees the element, so neither do we. */
export function isUnseen(element: Element): boolean {
  const { attribs } = element
  return (
    UNSEEN.has(element.name) ||
    attribs.hidden !== undefined ||
    attribs['aria-hidden'] === 'true' ||
    hasHiddenClass(attribs.class ?? '') ||
    HIDDEN_STYLE.test(attribs.style ?? '')
  )
}

/** Whether the element and every ancestor are shown. */
export function isVisible(element: Element): boolean {
  for (
    let node: Element | null = element;
    node;
    node = node.parent && isElement(node.parent) ? node.parent : null
  ) {
    if (isUnseen(node)) return false
  }
  return true
}
