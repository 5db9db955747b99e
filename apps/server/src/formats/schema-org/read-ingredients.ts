/**
 * recipeIngredient (or the older `ingredients`): strings, one an ingredient, HTML stripped. Some sites
 * put the whole list in one HTML string; a heading or a bold line without quantities in it names a group.
 */
import { stringsOf } from './json-values.ts'
import { markupLines, markupText, type TextLine } from './markup-lines.ts'
import { dropEmptySections } from './recipe-lines.ts'

const isGroupName = (line: TextLine) =>
  line.heading || (line.bold && !/\d/.test(line.text) && line.text.length <= 60)

const INDENTED = /^[ \u00a0]*\t/
const BLOCK_MARKUP = /<(?:p|li|div|h\d|tr|ul|ol)\b/i
const header = (text: string) => `[${text.replace(/\s*[:：]$/, '')}]`

/**
 * A plain-text list whose items are indented with a tab, as a list in a web page reads once its tags are
 * stripped: the few short lines set out to the margin between them name the groups ("Dough", "Glaze").
 * Null when the text is not laid out that way.
 */
function indentedGroups(text: string): string[] | null {
  if (BLOCK_MARKUP.test(text)) return null
  const lines = text
    .split(/\r\n?|\n/)
    .map((raw) => ({ indented: INDENTED.test(raw), text: markupText(raw) }))
    .filter((line) => line.text !== '')
  const names = lines.filter((line) => !line.indented)
  const items = lines.length - names.length
  if (items < 3 || names.length === 0 || names.length * 2 > items) return null
  if (names.some((line) => /\d/.test(line.text) || line.text.length > 60)) return null
  return lines.map((line) => (line.indented ? line.text : header(line.text)))
}

/** The ingredient lines of a value; a string holding several lines gives one ingredient a line. */
export function readIngredients(value: unknown): string[] {
  const lines = stringsOf(value, ['text', 'name']).flatMap((text) => {
    const grouped = indentedGroups(text)
    if (grouped) return grouped
    const textLines = markupLines(text)
    if (textLines.length < 2) return textLines.map((line) => line.text)
    return textLines.map((line) => (isGroupName(line) ? header(line.text) : line.text))
  })
  return dropEmptySections(lines)
}
