/**
 * One recipe of a Saffron export: "Key: value" lines (Title, Description, Source, Original URL, Yield,
 * Prep, Cook, Total, Cookbook, Section, Image), then an `Ingredients:` line and an `Instructions:` line,
 * each followed by its items one a line (Saffron indents them with a tab). Choices:
 * - yield ← Yield ("9" → "9 servings"); activeTime ← Prep; totalTime ← Total, else Prep + Cook when both
 *   are readable times; the cook time, which has no field, goes to the notes.
 * - url ← Original URL, or Source when it is an address (then not kept as the source too); source ← Source.
 * - labels ← Cookbook and Section (where the recipe is filed in Saffron); images ← Image when an address.
 * - notes ← a `Notes:` section (a guess: no export seen has one), the cook time, and every other line of
 *   the heading as "Key: value". A value running on over several lines keeps them.
 * - An ingredient or instruction line set off as a heading ("For the sauce:", "--- Sauce ---") → [Sauce].
 */
import { emptyRecipe, type ImportedImage, type ImportItem } from '../imported-recipe.ts'
import { webAddress } from './front-matter.ts'
import { itemOrHeader } from './mastercook-fields.ts'
import { servingsText, summedTime, timeText } from './metadata-fields.ts'
import { cleanParagraphs, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { uniqueLabels } from './source-values.ts'

type Section = 'ingredients' | 'instructions' | 'notes'
type Field =
  | 'title'
  | 'description'
  | 'source'
  | 'url'
  | 'yield'
  | 'prep'
  | 'cook'
  | 'total'
  | 'cookbook'
  | 'section'
  | 'image'

const SECTIONS = new Map<string, Section>([
  ['ingredients', 'ingredients'],
  ['instructions', 'instructions'],
  ['directions', 'instructions'],
  ['notes', 'notes'],
])

/** Saffron's keys, with the longer spellings of times and yield that the same kind of export uses. */
const FIELDS = new Map<string, Field>([
  ['title', 'title'],
  ['description', 'description'],
  ['source', 'source'],
  ['original url', 'url'],
  ['url', 'url'],
  ['yield', 'yield'],
  ['servings', 'yield'],
  ['prep', 'prep'],
  ['prep time', 'prep'],
  ['preparation time', 'prep'],
  ['cook', 'cook'],
  ['cook time', 'cook'],
  ['cooking time', 'cook'],
  ['total', 'total'],
  ['total time', 'total'],
  ['cookbook', 'cookbook'],
  ['section', 'section'],
  ['image', 'image'],
])

const LABEL = /^([A-Za-z][A-Za-z ]{0,29}):(.*)$/

interface Label {
  /** As written: "Original URL". */
  name: string
  /** In lower case, for looking up: "original url". */
  key: string
  value: string
}

/** "Original URL: https://…" → its name, key and value; null for a line that is no label. */
export function saffronLabel(line: string): Label | null {
  const match = LABEL.exec(line.trim())
  if (!match) return null
  const name = (match[1] ?? '').trim()
  return { name, key: name.toLowerCase(), value: (match[2] ?? '').trim() }
}

/** Whether a key is one only Saffron's heading has (the others are common words of recipe text). */
export const isSaffronKey = (key: string) => ['original url', 'cookbook', 'section', 'image'].includes(key)

export const sectionOf = (key: string): Section | undefined => SECTIONS.get(key)

class SaffronReader {
  readonly fields = new Map<Field, string[]>()
  /** Heading lines of no known key (or a known one repeated): the name and the value's lines. */
  readonly others: { name: string; lines: string[] }[] = []
  readonly sections: Record<Section, string[]> = { ingredients: [], instructions: [], notes: [] }
  sectionsSeen = 0
  #section: Section | null = null
  /** Where a heading line without a key goes: the value before it, running on. */
  #continued: string[] | null = null

  read(lines: string[]): void {
    for (const line of lines) {
      const label = saffronLabel(line)
      const section = label ? sectionOf(label.key) : undefined
      // Inside a list only a label alone on its line opens another: "Note: use fresh" is an item.
      if (label && section && (this.#section === null || label.value === '')) {
        this.#section = section
        this.sectionsSeen++
        if (label.value) this.sections[section].push(label.value)
      } else if (this.#section) {
        this.sections[this.#section].push(line)
      } else if (label) {
        this.#field(label)
      } else {
        this.#continued?.push(line.trim())
      }
    }
  }

  #field({ name, key, value }: Label): void {
    const field = FIELDS.get(key)
    this.#continued = [value]
    if (field && !this.fields.has(field)) this.fields.set(field, this.#continued)
    else this.others.push({ name, lines: this.#continued })
  }

  value(field: Field): string {
    return cleanParagraphs(this.fields.get(field)?.join('\n') ?? '')
  }

  /** The other heading lines as "Key: value" notes, those without a value left out. */
  otherNotes(): string[] {
    return this.others
      .map(({ name, lines }) => ({ name, value: cleanParagraphs(lines.join('\n')) }))
      .filter(({ value }) => value !== '')
      .map(({ name, value }) => `${name}: ${value}`)
  }
}

/** Items one a line, a heading line as [header]. */
function listText(lines: string[]): string {
  return lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map(itemOrHeader)
    .join('\n')
}

function imageOf(text: string): ImportedImage[] {
  const url = webAddress(text)
  return url ? [{ kind: 'url', url }] : []
}

export function toSaffronItem(lines: string[], fallbackTitle: string): ImportItem {
  const reader = new SaffronReader()
  reader.read(lines)
  const field = (name: Field) => reader.value(name)
  const title = recipeTitle(field('title'), fallbackTitle)
  if (reader.sectionsSeen === 0) {
    return { failure: { title, reason: 'The recipe has no "Ingredients:" or "Instructions:" line.' } }
  }
  const prep = timeText(field('prep'))
  const cook = timeText(field('cook'))
  const source = field('source')
  const url = webAddress(field('url')) || webAddress(source)
  const unplaced = (name: string, value: string, placed: boolean) => (placed ? '' : `${name}: ${value}`)
  return {
    recipe: {
      ...emptyRecipe(title),
      description: field('description'),
      yield: servingsText(field('yield')),
      activeTime: prep,
      totalTime: timeText(field('total')) || summedTime(prep, cook),
      source: source === url ? '' : source,
      url,
      notes: joinParagraphs([
        reader.sections.notes.join('\n'),
        cook ? `Cook time: ${cook}` : '',
        unplaced('Original URL', field('url'), field('url') === '' || field('url') === url),
        unplaced('Image', field('image'), field('image') === '' || imageOf(field('image')).length > 0),
        ...reader.otherNotes(),
      ]),
      ingredients: listText(reader.sections.ingredients),
      instructions: listText(reader.sections.instructions),
      labels: uniqueLabels([field('cookbook'), field('section')]),
      images: imageOf(field('image')),
    },
  }
}
