import { readHeaderTitle, readLines } from './recipe-lines.ts'
import { scaleIngredientLine } from './scale-line.ts'

/** An ingredient line as shown on the recipe page (spec §3). */
export interface ParsedIngredient {
  /** The scaled line, or a header's title without its brackets. */
  content: string
  /** The line as written: braces, and the backslash and break of a continued line, kept. */
  originalContent: string
  isHeader: boolean
  complete: boolean
}

export function parseIngredients(text: string, scale = 1): ParsedIngredient[] {
  return readLines(text).map(({ text: line, written }) => {
    const title = readHeaderTitle(line)
    return {
      content: title ?? scaleIngredientLine(line, scale),
      originalContent: written,
      isHeader: title !== null,
      complete: false,
    }
  })
}
