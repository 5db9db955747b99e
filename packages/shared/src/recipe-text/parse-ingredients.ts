import { readHeaderTitle, splitLines } from './recipe-lines.ts'
import { scaleIngredientLine } from './scale-line.ts'

/** An ingredient line as shown on the recipe page (spec §3). */
export interface ParsedIngredient {
  /** The scaled line, or a header's title without its brackets. */
  content: string
  /** The line as written. */
  originalContent: string
  isHeader: boolean
  complete: boolean
}

export function parseIngredients(text: string, scale = 1): ParsedIngredient[] {
  return splitLines(text).map((line) => {
    const title = readHeaderTitle(line)
    return {
      content: title ?? scaleIngredientLine(line, scale),
      originalContent: line,
      isHeader: title !== null,
      complete: false,
    }
  })
}
