/**
 * Lookups inside one recipe element of an export page, by the names the app gives its parts: ids
 * (repeated in every recipe of the page, so only ever looked up inside one), classes and itemprops
 * (both lists of names). The recipe's elements are listed once; every lookup filters that list.
 */
import type { Element } from 'domhandler'
import { elementsIn } from '../html/select-elements.ts'
import { nodeLines, type TextLine } from '../schema-org/markup-lines.ts'

export class RecipeElements {
  readonly all: readonly Element[]

  constructor(root: Element) {
    this.all = elementsIn(root)
  }

  byId(id: string): Element | undefined {
    return this.all.find((element) => element.attribs.id?.trim() === id)
  }

  byClass(name: string): Element[] {
    return this.all.filter((element) => hasName(element.attribs.class, name))
  }

  byProp(name: string): Element[] {
    return this.all.filter((element) => hasName(element.attribs.itemprop, name))
  }
}

/** Whether a space-separated list of names (a class or itemprop attribute) holds this one. */
export function hasName(list: string | undefined, name: string): boolean {
  return (list ?? '').split(/\s+/).includes(name)
}

/** The lines a reader sees in the elements, as text. */
export const linesOf = (elements: readonly Element[]): string[] =>
  nodeLines(elements).map((line: TextLine) => line.text)

/** All the text of an element on one line; "" when there is none. */
export const textOf = (element: Element | undefined): string => (element ? linesOf([element]).join(' ') : '')
