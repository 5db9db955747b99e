/**
 * JSON-LD as pages and files really ship it. Strict JSON first; when that fails, the text is repaired
 * the way lenient readers would: comment and CDATA wrappers removed, raw line breaks inside strings
 * escaped, invalid escapes and trailing commas dropped, and each top-level value read on its own (some
 * blocks put two objects one after the other, or junk after the object).
 */

const WRAPPERS =
  /^\s*(?:<!--|(?:\/\/|\/\*)?\s*<!\[CDATA\[(?:\s*\*\/)?)|(?:(?:\/\/|\/\*)?\s*\]\]>(?:\s*\*\/)?|-->)\s*$/g

const VALID_ESCAPE = /^(?:["\\/bfnrt]|u[\da-fA-F]{4})/

/** The repaired text, built from slices of the original so that a large file is not copied char by char. */
class Repair {
  readonly parts: string[] = []
  /** Offsets in the repaired text where each top-level object or array starts and ends. */
  readonly values: [number, number][] = []
  length = 0
  private copied = 0
  private readonly text: string

  constructor(text: string) {
    this.text = text
  }

  /** Copies the original up to `index`, then writes `replacement` for the `skipped` characters there. */
  replace(index: number, skipped: number, replacement = ''): void {
    this.emit(this.text.slice(this.copied, index) + replacement)
    this.copied = index + skipped
  }

  /** The length of the repaired text once the original is copied up to `index`. */
  lengthAt(index: number): number {
    return this.length + index - this.copied
  }

  finish(): string {
    this.emit(this.text.slice(this.copied))
    return this.parts.join('')
  }

  private emit(text: string): void {
    this.parts.push(text)
    this.length += text.length
  }
}

function controlEscape(char: string): string {
  if (char === '\n') return '\\n'
  if (char === '\r') return '\\r'
  if (char === '\t') return '\\t'
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
}

/** What may follow the end of a string in JSON: a comma, a colon, a closing bracket, or nothing. */
const AFTER_STRING = /\s*(?:[,:}\]]|$)/y

/**
 * The index after the string that opens at `start`, with its raw control characters and bad escapes
 * fixed. A quote followed by anything a string's end cannot be ("1 9" pie crust") is part of the text.
 */
function repairString(text: string, start: number, repair: Repair): number {
  let index = start + 1
  while (index < text.length) {
    const char = text.charAt(index)
    if (char === '"') {
      AFTER_STRING.lastIndex = index + 1
      if (AFTER_STRING.test(text)) return index + 1
      repair.replace(index, 1, '\\"')
      index += 1
      continue
    }
    if (char === '\\') {
      if (!VALID_ESCAPE.test(text.slice(index + 1, index + 6))) {
        // "\'" and friends: keep the character, drop the backslash.
        const next = text.charAt(index + 1)
        repair.replace(index, 2, next < ' ' ? controlEscape(next) : next)
      }
      index += 2
      continue
    }
    if (char < ' ') repair.replace(index, 1, controlEscape(char))
    index += 1
  }
  return index
}

function skipComment(text: string, index: number): number {
  if (text.startsWith('//', index)) {
    const end = text.indexOf('\n', index)
    return end === -1 ? text.length : end
  }
  if (text.startsWith('/*', index)) {
    const end = text.indexOf('*/', index + 2)
    return end === -1 ? text.length : end + 2
  }
  return index
}

function repairJson(text: string): { repaired: string; values: [number, number][] } {
  const repair = new Repair(text)
  let depth = 0
  let start = 0
  let index = 0
  while (index < text.length) {
    const char = text.charAt(index)
    if (char === '"') {
      index = repairString(text, index, repair)
      continue
    }
    const afterComment = skipComment(text, index)
    if (afterComment !== index) {
      repair.replace(index, afterComment - index)
      index = afterComment
      continue
    }
    if (char === ',' && /^\s*[}\]]/.test(text.slice(index + 1, index + 200))) repair.replace(index, 1)
    else if (char === '{' || char === '[') {
      if (depth === 0) start = repair.lengthAt(index)
      depth += 1
    } else if ((char === '}' || char === ']') && depth > 0) {
      depth -= 1
      if (depth === 0) repair.values.push([start, repair.lengthAt(index) + 1])
    }
    index += 1
  }
  return { repaired: repair.finish(), values: repair.values }
}

/** The values in a JSON-LD text; empty when nothing in it can be read. */
export function parseJsonLd(text: string): unknown[] {
  const cleaned = text.replace(/^\uFEFF/, '').replace(WRAPPERS, '')
  try {
    return [JSON.parse(cleaned)]
  } catch {
    const { repaired, values } = repairJson(cleaned)
    return values.flatMap(([from, to]) => {
      try {
        return [JSON.parse(repaired.slice(from, to)) as unknown]
      } catch {
        return []
      }
    })
  }
}
