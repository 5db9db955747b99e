/**
 * The top-level keys of a JSON object read from the start of a file, without parsing it whole. A format
 * is recognised by the file's first 64 KB, and an app that writes a base64 photo before its text fields
 * (Mela's key order changes from export to export) leaves no complete JSON there: the keys before the
 * cut, and the kind of each value, are what can be known. One linear pass, no regular expressions.
 */

export type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object'

export interface JsonHead {
  /** Top-level keys in the order seen, each with the kind of its value (a repeated key keeps the first). */
  keys: Map<string, JsonKind>
  /** Whether the object closed within the text (false when the text was cut inside it). */
  complete: boolean
}

/** More keys than any recipe app writes at the top: past this the scan stops, as if the text ended. */
const MAX_KEYS = 500

const KIND_OF: Record<string, JsonKind> = {
  '"': 'string',
  '[': 'array',
  '{': 'object',
  t: 'boolean',
  f: 'boolean',
  n: 'null',
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\n' || char === '\r' || char === '\t'

class Scanner {
  at = 0
  readonly text: string

  constructor(text: string) {
    this.text = text
  }

  /** A method, not a getter: TypeScript would keep a getter's value narrowed across moves. */
  peek(): string | undefined {
    return this.text[this.at]
  }

  skipSpace(): void {
    while (isSpace(this.peek())) this.at += 1
  }

  /** Past a string starting at the current quote; false when the text ends inside it. */
  skipString(): boolean {
    for (this.at += 1; this.at < this.text.length; this.at += 1) {
      const char = this.text[this.at]
      if (char === '\\') this.at += 1
      else if (char === '"') {
        this.at += 1
        return true
      }
    }
    return false
  }

  /** Past one value (nested arrays and objects counted, strings skipped); false when the text ends first. */
  skipValue(): boolean {
    let depth = 0
    while (this.at < this.text.length) {
      const char = this.text[this.at]
      if (char === '"') {
        if (!this.skipString()) return false
        if (depth === 0) return true
        continue
      }
      if (depth === 0 && (char === ',' || char === '}' || char === ']' || isSpace(char))) return true
      if (char === '[' || char === '{') depth += 1
      else if (char === ']' || char === '}') depth -= 1
      this.at += 1
      if (depth === 0 && (char === ']' || char === '}')) return true
    }
    return false
  }
}

const kindOf = (char: string | undefined): JsonKind | null =>
  char === undefined ? null : (KIND_OF[char] ?? (/[-\d]/.test(char) ? 'number' : null))

function keyOf(raw: string): string | null {
  try {
    const key: unknown = JSON.parse(raw)
    return typeof key === 'string' ? key : null
  } catch {
    return null
  }
}

/**
 * The head of the JSON object the text starts with (after a byte order mark and white space), or null
 * when the text does not start with an object or is not JSON as far as it goes.
 */
export function jsonObjectHead(text: string): JsonHead | null {
  const scan = new Scanner(text)
  if (scan.peek() === '\uFEFF') scan.at += 1
  scan.skipSpace()
  if (scan.peek() !== '{') return null
  scan.at += 1
  const keys = new Map<string, JsonKind>()
  const cut = { keys, complete: false }
  for (;;) {
    scan.skipSpace()
    if (scan.peek() === undefined || keys.size >= MAX_KEYS) return cut
    if (scan.peek() === '}' && keys.size === 0) return { keys, complete: true }
    if (scan.peek() !== '"') return null
    const start = scan.at
    if (!scan.skipString()) return cut
    const key = keyOf(text.slice(start, scan.at))
    scan.skipSpace()
    if (key === null || (scan.peek() !== ':' && scan.peek() !== undefined)) return null
    scan.at += 1
    scan.skipSpace()
    const kind = kindOf(scan.peek())
    if (scan.peek() === undefined) return cut
    if (kind === null) return null
    if (!keys.has(key)) keys.set(key, kind)
    if (!scan.skipValue()) return cut
    scan.skipSpace()
    if (scan.peek() === undefined) return cut
    if (scan.peek() === '}') return { keys, complete: true }
    if (scan.peek() !== ',') return null
    scan.at += 1
  }
}

/** The head of the first object of a JSON text that is one object or a list of them (an export's recipes). */
export function firstObjectHead(text: string): JsonHead | null {
  const start = text.replace(/^\uFEFF/, '').trimStart()
  return jsonObjectHead(start.startsWith('[') ? start.slice(1) : start)
}

const KIND_OF_TYPE: Record<string, JsonKind> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
}

/** The kind of each top-level value of a parsed object, as jsonObjectHead reports them from text. */
export function keyKinds(json: Record<string, unknown>): Map<string, JsonKind> {
  const kind = (value: unknown): JsonKind =>
    value === null ? 'null' : Array.isArray(value) ? 'array' : (KIND_OF_TYPE[typeof value] ?? 'null')
  return new Map(Object.entries(json).map(([key, value]) => [key, kind(value)]))
}
