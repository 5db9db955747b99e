/** Telling the kinds of parsed nodes apart (domhandler's own guards would be a second dependency). */
import type { AnyNode, Element } from 'domhandler'

// domhandler gives processing instructions (<!DOCTYPE>) nodeType 1 too; only elements have attributes.
export const isElement = (node: AnyNode): node is Element => node.nodeType === 1 && 'attribs' in node

export const elementChildren = (element: Element): Element[] => element.children.filter(isElement)
