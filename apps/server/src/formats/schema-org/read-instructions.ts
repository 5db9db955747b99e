/**
 * recipeInstructions in every shape publishers use: one string (split into steps on its line breaks and
 * paragraphs), a list of strings (one step each), HowToStep objects (text, or the name when there is no
 * text), steps with nested HowToDirection/HowToTip items, ItemLists, and HowToSections whose name becomes
 * a `[header]` line followed by its steps. When the publisher lists the steps, a plain line break inside a
 * HowToStep only starts a new step after a finished sentence ("…aside.\nCook…"), not inside one
 * ("100°C\n(210°F)"); paragraphs and list items in its HTML always make separate steps.
 */
import {
  hasType,
  isSchemaObject,
  propertyOf,
  stringsOf,
  typesOf,
  valuesOf,
  type SchemaObject,
} from './json-values.ts'
import { dropEmptySections, isHeaderLine } from './recipe-lines.ts'
import { markupLines } from './markup-lines.ts'

const MAX_DEPTH = 12

const BLOCK_MARKUP = /<(?:p|li|div|h\d|tr)\b/i
const SENTENCE_END = /[.!?。！？]["'”’)]*$/u
const SENTENCE_START = /^["'“‘(]*[\p{Lu}\p{N}\p{Lo}]/u

/**
 * Steps from text: each paragraph or line is a step, a heading inside the text is a section header.
 * `entry` is a plain string among the listed steps: the publisher made it one step, so its line breaks
 * never split it (a HowToStep's text still splits after a finished sentence).
 */
function textSteps(text: string, listed: boolean, entry = false): string[] {
  const steps = markupLines(text).map((line) => (line.heading ? `[${line.text}]` : line.text))
  if (!listed || BLOCK_MARKUP.test(text)) return steps
  const joined: string[] = []
  for (const step of steps) {
    const last = joined.length - 1
    const previous = joined[last] ?? ''
    const continues = entry || !SENTENCE_END.test(previous) || !SENTENCE_START.test(step)
    if (last >= 0 && continues && !isHeaderLine(step) && !isHeaderLine(previous))
      joined[last] = `${previous} ${step}`
    else joined.push(step)
  }
  return joined
}

function sectionName(object: SchemaObject): string {
  const name = stringsOf(propertyOf(object, 'name')).join(' ')
  return markupLines(name)
    .map((line) => line.text)
    .join(' ')
    .replace(/^\[(.*)\]$/, '$1')
}

function childrenOf(object: SchemaObject): unknown {
  return propertyOf(object, 'itemListElement') ?? propertyOf(object, 'steps') ?? propertyOf(object, 'step')
}

function objectSteps(object: SchemaObject, depth: number, listed: boolean): string[] {
  const children = childrenOf(object)
  // A section written without its type is known by its steps inside and no text of its own.
  const untypedSection =
    children !== undefined && typesOf(object).length === 0 && propertyOf(object, 'text') === undefined
  if (
    hasType(object, 'howtosection') ||
    untypedSection ||
    (children !== undefined && hasType(object, 'itemlist'))
  ) {
    const name = sectionName(object)
    const steps = stepsOf(children, depth + 1)
    const named = hasType(object, 'howtosection') || untypedSection
    return name && steps.length > 0 && named ? [`[${name}]`, ...steps] : steps
  }
  if (hasType(object, 'listitem') && propertyOf(object, 'item') !== undefined) {
    return stepsOf(propertyOf(object, 'item'), depth + 1)
  }
  const text = stringsOf(propertyOf(object, 'text')).join('\n')
  const own = text.trim()
    ? text
    : stringsOf(propertyOf(object, 'description') ?? propertyOf(object, 'name')).join('\n')
  return [...textSteps(own, listed), ...stepsOf(children, depth + 1)]
}

function stepsOf(value: unknown, depth: number): string[] {
  if (depth > MAX_DEPTH) return []
  const items = valuesOf(value)
  const listed = items.length > 1
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return textSteps(item, listed, listed)
    if (Array.isArray(item)) return stepsOf(item, depth + 1)
    if (isSchemaObject(item)) return objectSteps(item, depth, listed || hasType(item, 'howtostep'))
    return []
  })
}

/** The steps of a recipeInstructions value, one a line, section names as `[header]` lines. */
export function readInstructions(value: unknown): string[] {
  return dropEmptySections(stepsOf(value, 0))
}
