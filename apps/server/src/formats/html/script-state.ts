/**
 * A recipe a page built by its scripts keeps only in their data: the state a framework writes into the
 * page for the browser to pick up (a JSON script, or JSON strings pushed into a global array). Its keys
 * are the app's, in English whatever the page's language: a list under a key that speaks of ingredients,
 * and one after it that speaks of steps, instructions or a method. Read when the page shows no recipe
 * markup and its visible text holds no whole recipe.
 */
import type { CheerioAPI } from 'cheerio'
import { emptyRecipe } from '../imported-recipe.ts'
import type { Draft } from './draft.ts'
import { select } from './select-elements.ts'

/** The scripts' text read in all: a framework's state is a page's size, and a huge page costs no more. */
const MAX_STATE_CHARS = 4_000_000
const MAX_LIST_CHARS = 200_000
const MAX_LISTS = 50
/** How far after the ingredients the steps may begin: the same recipe object, not another one. */
const MAX_GAP = 20_000
const MIN_INGREDIENTS = 2
const MIN_STEP_WORDS = 4

/** `push([1,"…"])`: a JSON string of the state, in pieces the page hands over one by one. */
const PUSHED = /\.push\(\[\s*\d+\s*,\s*("(?:[^"\\]|\\.)*")\s*\]\)/g
const INGREDIENTS_KEY = /"[A-Za-z_]*ingredients"\s*:\s*\[/gi
const STEPS_KEY = /"[A-Za-z_]*(?:instructions|steps|directions|method)"\s*:\s*\[/gi

/** The state in the page's inline scripts, pushed strings read as the JSON they are. */
function stateText($: CheerioAPI): string {
  let text = ''
  for (const script of select($, 'script:not([src])')) {
    const type = script.attribs.type ?? ''
    if (/ld\+json/i.test(type)) continue
    const source = script.children.map((child) => ('data' in child ? child.data : '')).join('')
    const pieces = [...source.matchAll(PUSHED)].map((match) => {
      try {
        return JSON.parse(match[1] ?? '""') as string
      } catch {
        return ''
      }
    })
    text += pieces.length > 0 ? pieces.join('') : source
    if (text.length > MAX_STATE_CHARS) return text.slice(0, MAX_STATE_CHARS)
  }
  return text
}

/** The JSON array that starts at `start` (a "["), parsed; null when it is not JSON or too long. */
function arrayAt(text: string, start: number): unknown[] | null {
  let depth = 0
  let quoted = false
  const end = Math.min(text.length, start + MAX_LIST_CHARS)
  for (let index = start; index < end; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '\\') index += 1
      else if (char === '"') quoted = false
    } else if (char === '"') quoted = true
    else if (char === '[' || char === '{') depth += 1
    else if (char === ']' || char === '}') {
      depth -= 1
      if (depth === 0) {
        try {
          const value: unknown = JSON.parse(text.slice(start, index + 1))
          return Array.isArray(value) ? value : null
        } catch {
          return null
        }
      }
    }
  }
  return null
}

type Fields = [string, unknown][]
const scalar = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''
const field = (fields: Fields, key: RegExp) =>
  scalar(fields.find(([name, value]) => key.test(name) && scalar(value))?.[1])

/** An ingredient: a string, or an object with its amount, unit and name ("3", "cups", "flour"). */
function ingredientLine(item: unknown): string {
  if (typeof item === 'string') return item.trim()
  if (!item || typeof item !== 'object') return ''
  const fields = Object.entries(item)
  const name = field(fields, /^(?:name|title|label|text|ingredient)$/i) || field(fields, /name/i)
  if (!name) return ''
  return [field(fields, /quantity|amount/i), field(fields, /unit/i), name].filter(Boolean).join(' ').trim()
}

/** A step: a string, or an object's text (its longest string when no key names the text). */
function stepLine(item: unknown): string {
  if (typeof item === 'string') return item.trim()
  if (!item || typeof item !== 'object') return ''
  const fields = Object.entries(item)
  const named = field(fields, /^(?:text|body|description|content|instruction)$/i)
  const longest = fields
    .map(([, value]) => (typeof value === 'string' ? value : ''))
    .sort((a, b) => b.length - a.length)[0]
  return (named !== '' ? named : (longest ?? '')).trim()
}

const isStep = (line: string) => line.split(/\s+/).length >= MIN_STEP_WORDS

/** The list that starts at the end of a key's match ("…": ["), its lines read by `line`. */
const linesAt = (text: string, end: number, line: (item: unknown) => string) =>
  (arrayAt(text, end - 1) ?? []).map(line).filter(Boolean)

export function readScriptState($: CheerioAPI, title: string): Draft | null {
  const text = stateText($)
  INGREDIENTS_KEY.lastIndex = 0
  for (let tries = 0; tries < MAX_LISTS; tries += 1) {
    const key = INGREDIENTS_KEY.exec(text)
    if (!key) break
    const ingredients = linesAt(text, key.index + key[0].length, ingredientLine)
    if (ingredients.length < MIN_INGREDIENTS) continue
    STEPS_KEY.lastIndex = 0
    const steps = STEPS_KEY.exec(text.slice(key.index, key.index + MAX_GAP))
    if (!steps) continue
    const instructions = linesAt(text, key.index + steps.index + steps[0].length, stepLine)
    if (!instructions.some(isStep)) continue
    return {
      path: 'script',
      recipe: emptyRecipe(title),
      ingredients,
      instructions,
      images: [],
      publisher: '',
    }
  }
  return null
}
