/**
 * Microdata (`itemscope`/`itemtype`/`itemprop`) and RDFa (`typeof`/`property`) gathered into the same
 * shape as JSON-LD, so one schema.org reader serves all three. A property's text keeps the lines a
 * reader sees, headings inside it as `[header]` lines, so instructions written as one element with a
 * list inside still split into steps.
 */
import type { CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import type { SchemaObject } from '../schema-org/json-values.ts'
import { isElement, isUnseen, nodeLines } from '../schema-org/markup-lines.ts'
import { lineElement } from './element-lines.ts'
import { outermost } from './nested-elements.ts'
import { select } from './select-elements.ts'

interface Vocabulary {
  /** The item types an element starts, or null when it starts no item. */
  types: (element: Element) => string[] | null
  properties: (element: Element) => string[]
  /** Whether the element is tagged as an ingredient (one function per vocabulary: line counts are kept by it). */
  isIngredient: (element: Element) => boolean
}

const lastSegment = (name: string) => name.replace(/^.*[/:#]/, '')
const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean)

const MICRODATA: Vocabulary = {
  types: (element) =>
    element.attribs.itemscope === undefined ? null : words(element.attribs.itemtype).map(lastSegment),
  properties: (element) => words(element.attribs.itemprop).map(lastSegment),
  isIngredient: (element) => MICRODATA.properties(element).some((name) => INGREDIENT_PROPERTIES.has(name)),
}

const RDFA: Vocabulary = {
  types: (element) =>
    element.attribs.typeof === undefined ? null : words(element.attribs.typeof).map(lastSegment),
  properties: (element) => words(element.attribs.property).map(lastSegment),
  isIngredient: (element) => RDFA.properties(element).some((name) => INGREDIENT_PROPERTIES.has(name)),
}

const SOURCE_ATTRIBUTE: Record<string, string[]> = {
  img: ['src', 'data-src', 'data-lazy-src'],
  source: ['src', 'srcset'],
  video: ['src'],
  audio: ['src'],
  iframe: ['src'],
  embed: ['src'],
  a: ['href'],
  link: ['href'],
  area: ['href'],
  object: ['data'],
  data: ['value'],
  meter: ['value'],
  time: ['datetime'],
}

/** `ingredient` is the older data-vocabulary.org name. */
const INGREDIENT_PROPERTIES = new Set(['recipeIngredient', 'ingredients', 'ingredient'])

/** What the element says as a value: a meta's content, a link's address, else the text a reader sees. */
function textValue(element: Element, names: string[], vocabulary: Vocabulary): string {
  const { attribs } = element
  if (attribs.content !== undefined) return attribs.content
  for (const name of SOURCE_ATTRIBUTE[element.name] ?? []) {
    const value = attribs[name]?.trim()
    if (value) return value
  }
  if (attribs.resource !== undefined) return attribs.resource
  const shown = names.some((name) => INGREDIENT_PROPERTIES.has(name))
    ? lineElement(element, vocabulary.isIngredient)
    : element
  const lines = nodeLines([shown], { joinItems: true })
  // Within a longer value (instructions with their section titles) a heading is a header line.
  if (lines.length === 1) return lines[0]?.text ?? ''
  return lines.map((line) => (line.heading ? `[${line.text}]` : line.text)).join('\n')
}

function add(item: SchemaObject, name: string, value: unknown): void {
  const existing = item[name]
  if (existing === undefined) item[name] = value
  else if (Array.isArray(existing)) existing.push(value)
  else item[name] = [existing, value]
}

function readItem(scope: Element, types: string[], vocabulary: Vocabulary): SchemaObject {
  const item: SchemaObject = { '@type': types.length === 1 ? types[0] : types }
  const visit = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (!isElement(node) || (isUnseen(node) && node.name !== 'meta' && node.name !== 'link')) continue
      const names = vocabulary.properties(node)
      const nested = vocabulary.types(node)
      if (names.length > 0) {
        // An ingredient marked up as an item of its own ("amount", "name") is still the line it shows.
        const asText = nested === null || names.every((name) => INGREDIENT_PROPERTIES.has(name))
        const value = asText ? textValue(node, names, vocabulary) : readItem(node, nested, vocabulary)
        for (const name of names) add(item, name, value)
      }
      if (nested === null) visit(node.children)
    }
  }
  visit(scope.children)
  return item
}

/**
 * A method tagged step by step (several recipeInstructions elements) has one step per element, however
 * its lines wrap inside; section headers stay lines of their own.
 */
function joinTaggedSteps(item: SchemaObject): SchemaObject {
  const steps = item.recipeInstructions
  if (!Array.isArray(steps) || steps.length < 2) return item
  const joined = steps.map((step) =>
    typeof step === 'string' ? step.replace(/\n(?!\[)(?<!\]\n)/g, ' ') : (step as unknown),
  )
  return { ...item, recipeInstructions: joined }
}

function readRecipes(candidates: Element[], vocabulary: Vocabulary): SchemaObject[] {
  const roots = candidates.filter((element) => {
    const types = vocabulary.types(element) ?? []
    return types.some((type) => type.toLowerCase() === 'recipe')
  })
  // A recipe inside another (a sub-recipe card) is part of the outer one.
  return outermost(roots).map((root) =>
    joinTaggedSteps(readItem(root, vocabulary.types(root) ?? [], vocabulary)),
  )
}

export const readMicrodataRecipes = ($: CheerioAPI): SchemaObject[] =>
  readRecipes(select($, '[itemscope][itemtype]'), MICRODATA)

export const readRdfaRecipes = ($: CheerioAPI): SchemaObject[] => readRecipes(select($, '[typeof]'), RDFA)
