/**
 * The single-line parts of MealMaster and RezKonv recipes: header fields (`Title:`, `Categories:`,
 * `Yield:`/`Servings:` and RezKonv's `Titel:`, `Kategorien:`, `Menge:`) and section lines
 * (`MMMMM-----SAUCE-----`, `-----FOR THE DOUGH-----`, `=====Für den Teig=====`).
 */

type HeaderField = 'title' | 'categories' | 'yield' | 'servings' | 'portions'

const FIELDS = new Map<string, HeaderField>([
  ['title', 'title'],
  ['titel', 'title'],
  ['categories', 'categories'],
  ['category', 'categories'],
  ['kategorien', 'categories'],
  ['yield', 'yield'],
  ['servings', 'servings'],
  ['serves', 'servings'],
  ['menge', 'portions'],
])

export interface Header {
  title: string
  categories: string
  yield: string
}

/** "Title: Apple pie" into the header; false when the line is no header field. */
export function readField(line: string, header: Header): boolean {
  const colon = line.indexOf(':')
  const field = colon > 0 ? FIELDS.get(line.slice(0, colon).trim().toLowerCase()) : undefined
  if (!field) return false
  const value = line.slice(colon + 1).trim()
  if (field === 'title' || field === 'categories') header[field] ||= value
  else header.yield ||= countText(value, field)
  return true
}

/** A bare count of servings with its word ("4" → "4 servings", "4 Portionen" for RezKonv's Menge). */
function countText(value: string, field: HeaderField): string {
  if (!/^\d+$/.test(value) || field === 'yield') return value
  if (Number(value) === 0) return ''
  if (field === 'portions') return `${value} Portionen`
  return `${value} ${value === '1' ? 'serving' : 'servings'}`
}

/** The name of a section line, "" for a bare rule of dashes, or null when the line is no section. */
export function sectionName(line: string): string | null {
  const trimmed = line.trim()
  let rest: string
  if (trimmed.startsWith('MMMMM')) rest = trimmed.slice(5)
  else if (trimmed.startsWith('----') || trimmed.startsWith('====')) rest = trimmed
  else return null
  let start = 0
  let end = rest.length
  while (start < end && (rest[start] === '-' || rest[start] === '=')) start++
  while (end > start && (rest[end - 1] === '-' || rest[end - 1] === '=')) end--
  const name = rest.slice(start, end).replace(/\s+/g, ' ').trim()
  return name.toUpperCase() === name && name.toLowerCase() !== name ? softenCapitals(name) : name
}

/**
 * Section names printed in capitals, as both programs do, in title case with short words small: "FOR THE
 * DOUGH" → "For the Dough", "FÜR DEN TEIG" → "Für den Teig" (German nouns keep their capital).
 */
function softenCapitals(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && word.length <= 3 ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ')
}

/** Tabs as the spaces to the next stop of 8, so fixed columns still line up. */
export function expandTabs(line: string): string {
  if (!line.includes('\t')) return line
  let out = ''
  for (const char of line) out += char === '\t' ? ' '.repeat(8 - (out.length % 8)) : char
  return out
}
