/**
 * recipeIngredient (or the older `ingredients`): strings, one an ingredient, HTML stripped. Some sites
 * put the whole list in one HTML string; a heading or a bold line without quantities in it names a group.
 */
import { stringsOf } from './json-values.ts'
import { markupLines, type TextLine } from './markup-lines.ts'
import { dropEmptySections } from './recipe-lines.ts'

const isGroupName = (line: TextLine) =>
  line.heading || (line.bold && !/\d/.test(line.text) && line.text.length <= 60)

/** The ingredient lines of a value; a string holding several lines gives one ingredient a line. */
export function readIngredients(value: unknown): string[] {
  const lines = stringsOf(value, ['text', 'name']).flatMap((text) => {
    const textLines = markupLines(text)
    if (textLines.length < 2) return textLines.map((line) => line.text)
    return textLines.map((line) =>
      isGroupName(line) ? `[${line.text.replace(/\s*[:：]$/, '')}]` : line.text,
    )
  })
  return dropEmptySections(lines)
}
