/**
 * YAML front matter: the block between two `---` lines at the start of a text file, where Jekyll sites
 * (Chowdown) and Cooklang recipes keep their metadata. The YAML comes from strangers, so it is parsed within
 * bounds (size, nesting, aliases, which a "billion laughs" file multiplies), and a block that breaks them
 * or is not a mapping is reported as unreadable rather than thrown: the recipe around it can still be read.
 */
import { parse } from 'yaml'

/** More than any recipe's metadata; a larger block is refused, not parsed. */
const MAX_FRONT_MATTER = 64 * 1024
/** Brackets deeper than this are nobody's metadata, and the parser recurses on each level. */
const MAX_NESTING = 32
const MAX_ALIASES = 50

export interface FrontMatterSplit {
  /** The YAML between the fences. */
  yaml: string
  /** Everything after the closing fence. */
  body: string
}

const isFence = (line: string) => line.trimEnd() === '---'

/** The front matter and the text after it, or null when the text does not open with a `---` line. */
export function splitFrontMatter(text: string): FrontMatterSplit | null {
  const lines = text.split(/\r\n|\r|\n/)
  let first = 0
  while (first < lines.length && (lines[first] ?? '').trim() === '') first++
  if (first >= lines.length || !isFence(lines[first] ?? '')) return null
  for (let at = first + 1; at < lines.length; at++) {
    const line = lines[at] ?? ''
    if (isFence(line) || line.trimEnd() === '...') {
      return { yaml: lines.slice(first + 1, at).join('\n'), body: lines.slice(at + 1).join('\n') }
    }
  }
  return null
}

/** The deepest bracket nesting and indentation, checked in one pass before the parser recurses into it. */
function tooDeep(yaml: string): boolean {
  let depth = 0
  for (const char of yaml) {
    if (char === '[' || char === '{') depth++
    else if ((char === ']' || char === '}') && depth > 0) depth--
    if (depth > MAX_NESTING) return true
  }
  return yaml.split('\n').some((line) => line.length - line.trimStart().length > MAX_NESTING * 4)
}

/** The mapping the YAML holds, or null when it is too large, too deep, malformed, or not a mapping. */
export function parseFrontMatter(yaml: string): Record<string, unknown> | null {
  return parseYamlMapping(yaml, MAX_FRONT_MATTER)
}

/**
 * A whole YAML file that is one mapping (a CookBook Manager recipe), within the same bounds but a size of
 * its own; null as above.
 */
export function parseYamlMapping(yaml: string, maxLength: number): Record<string, unknown> | null {
  if (yaml.length > maxLength || tooDeep(yaml)) return null
  let data: unknown
  try {
    // logLevel: a stranger's odd YAML is not worth a warning on the server's console.
    data = parse(yaml, {
      maxAliasCount: MAX_ALIASES,
      uniqueKeys: false,
      prettyErrors: false,
      logLevel: 'error',
    })
  } catch {
    // YAMLParseError for bad syntax, ReferenceError for an alias bomb: either way there is no metadata.
    return null
  }
  return isRecord(data) ? data : null
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/** A metadata value as one line of text: lists joined with commas, mappings as "key: value" pairs. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim()
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value)
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ')
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, item]) => [key, textOf(item)])
      .filter(([, item]) => item !== '')
      .map(([key, item]) => `${key}: ${item}`)
      .join(', ')
  }
  return ''
}

/**
 * Labels from a value: a list gives its items; text is split at commas, or (`words`, as Jekyll reads
 * `tags: mains meat`) at spaces when it has no commas.
 */
export function labelsOf(value: unknown, words = false): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => labelsOf(item, false))
  const text = textOf(value)
  if (text === '') return []
  if (text.includes(',')) return text.split(',').map((part) => part.trim())
  return words ? text.split(' ') : [text]
}

/** "prep time" → "Prep time", for metadata written into the notes. */
export function keyLabel(key: string): string {
  const spaced = key.replace(/[_.]+/g, ' ').trim()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/** An http(s) address, or "" for anything else (a local file name, a javascript: link). */
export function webAddress(text: string): string {
  const trimmed = text.trim()
  return /^https?:\/\/\S+$/i.test(trimmed) ? trimmed : ''
}
