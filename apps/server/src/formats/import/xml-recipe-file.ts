/**
 * What the single-file XML formats (RecipeML, Gourmet, KRecipes, CookML) share: opening the file — size, XML, root
 * element — with a message naming the format when it is not one, mapping each recipe as it is iterated so
 * one that cannot be read is a failure while the others go on, and the text those apps write pretty-printed
 * (every line indented by the writer) brought back to plain lines and paragraphs.
 */
import {
  DEFAULT_IMPORT_LIMITS,
  ImportFileError,
  type ImportedRecipe,
  type ImportItem,
  type ImportLimits,
  type OpenedImport,
} from '../imported-recipe.ts'
import { describeBytes, ImportTooLargeError } from './archive/budget.ts'
import { cleanParagraphs, toLines } from './recipe-text.ts'
import { childElement, looksLikeXml, parseXml, textContent, type XmlElement } from './xml.ts'

export interface XmlRecipeFormat<Entry> {
  /** The app, for messages: "Gourmet". */
  app: string
  /** The root element the app writes, compared ignoring case. */
  root: string
  /** The recipes of the document, in order. */
  entries: (root: XmlElement) => Entry[]
  /** One recipe; the fallback title is "<app> recipe <n>". */
  toRecipe: (entry: Entry, fallbackTitle: string) => ImportedRecipe
}

function readItem<Entry>(format: XmlRecipeFormat<Entry>, entry: Entry, index: number): ImportItem {
  const title = `${format.app} recipe ${index + 1}`
  try {
    return { recipe: format.toRecipe(entry, title) }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { failure: { title, reason: `The recipe cannot be read: ${reason}` } }
  }
}

export function openXmlRecipeFile<Entry>(
  file: Uint8Array,
  limits: ImportLimits | undefined,
  format: XmlRecipeFormat<Entry>,
): OpenedImport {
  const { maxUnpackedBytes } = limits ?? DEFAULT_IMPORT_LIMITS
  // The element tree takes several times the file's size, so the unpack limit bounds the file itself.
  if (file.length > maxUnpackedBytes) {
    throw new ImportTooLargeError(
      `The file is larger than ${describeBytes(maxUnpackedBytes)}, the most one import may hold.`,
    )
  }
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  const expected = `a ${format.app} file (XML whose root element is <${format.root}>)`
  if (!looksLikeXml(file)) throw new ImportFileError(`This is not ${expected}.`)
  const root = parseXml(file)
  if (root.name.toLowerCase() !== format.root.toLowerCase()) {
    throw new ImportFileError(`This is not ${expected}: its XML starts with <${root.name}>.`)
  }
  const entries = format.entries(root)
  return {
    total: entries.length,
    items: async function* () {
      for (const [index, entry] of entries.entries()) yield readItem(format, entry, index)
    },
  }
}

/** Text with each line's indentation removed and blank runs collapsed: paragraphs as the person wrote them. */
export function plainParagraphs(text: string): string {
  return cleanParagraphs(
    text
      .split(/\r\n|\r|\n/)
      .map((line) => line.trim())
      .join('\n'),
  )
}

/** The trimmed text of the first child element with this name ("" when there is none), on one line. */
export function childText(parent: XmlElement, name: string): string {
  return textContent(childElement(parent, name)).replace(/\s+/g, ' ').trim()
}

/** The non-blank lines of an element's text, trimmed. */
export function elementLines(element: XmlElement | undefined): string[] {
  return toLines(textContent(element))
}

/** "Nutrition:\nline\nline" — a titled block of notes; "" when there are no lines. */
export function titledLines(title: string, lines: string[]): string {
  const kept = lines.map((line) => line.trim()).filter(Boolean)
  return kept.length > 0 ? `${title}:\n${kept.join('\n')}` : ''
}

/** "2 cups flour, sifted (optional)" from an ingredient's parts, any of which may be blank. */
export function ingredientLine(parts: {
  amount?: string
  unit?: string
  name: string
  preparation?: string
  optional?: boolean
}): string {
  const oneLine = (text = '') => text.replace(/\s+/g, ' ').trim()
  const main = [parts.amount, parts.unit, parts.name].map(oneLine).filter(Boolean).join(' ')
  const preparation = oneLine(parts.preparation)
  const line = preparation && main ? `${main}, ${preparation}` : main || preparation
  return line && parts.optional ? `${line} (optional)` : line
}
