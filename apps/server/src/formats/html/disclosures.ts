/**
 * Details a section folds away behind a control of its own ("Allergens & composition", "Origin" under an
 * ingredient list, each a button that opens a panel): extra facts about the items, not items. The panels
 * are found by what the controls inside the section point to (aria-controls, or a link to "#id").
 */
import type { AnyNode, Element } from 'domhandler'
import { elementsIn } from './select-elements.ts'
import { isElement } from '../schema-org/dom-nodes.ts'
import { shortText } from './page-regions.ts'
import { sectionOf } from '../text/section-words.ts'

const isControl = (element: Element) =>
  element.attribs.role === 'button' ||
  element.name === 'button' ||
  element.attribs['aria-expanded'] !== undefined

/** The ids a control points to: "a b" in aria-controls, or the target of its href="#id". */
function targetsOf(element: Element): string[] {
  const controls = element.attribs['aria-controls']
  if (controls) return controls.split(/\s+/).filter(Boolean)
  const target = /^#([\w-]+)$/.exec(element.attribs.href ?? element.attribs['data-bs-target'] ?? '')?.[1]
  return target ? [target] : []
}

/**
 * A test for the panels that controls among these nodes open and close. A control that names a part of
 * the recipe ("Ingredients", "Method") opens the recipe itself, whose panel is no detail.
 */
export function foldedPanels(nodes: readonly AnyNode[]): (element: Element) => boolean {
  const ids = new Set<string>()
  for (const node of nodes) {
    const elements = isElement(node) ? [node, ...elementsIn(node)] : []
    for (const element of elements) {
      if (!isControl(element)) continue
      const label = shortText(element)
      if (label !== null && sectionOf(label) !== null) continue
      for (const id of targetsOf(element)) ids.add(id)
    }
  }
  return (element) => ids.size > 0 && ids.has(element.attribs.id ?? '')
}
