import { tableEnd } from './markdown-table.ts'
import { readHeaderTitle, splitLines } from './recipe-lines.ts'

/** A numbered instruction step, or a section header that restarts the numbering (domain notes). */
export interface ParsedInstruction {
  /** One line; a Markdown table under a step is part of it, on the lines after its text. */
  content: string
  isHeader: boolean
  /** 1, 2, 3… within the section; 0 for headers. */
  count: number
  complete: boolean
}

// The page numbers the steps itself, so a number the text carries would be shown twice.
const WRITTEN_STEP_NUMBER =
  /^(?:(?:step|schritt|passo|passaggio|fase)\s*\d{1,3}\s*[:.)\-–]?\s*|\d{1,3}[.)](?:\s+|(?=\p{L})))/iu

function stripStepNumber(line: string): string {
  const stripped = line.replace(WRITTEN_STEP_NUMBER, '').trim()
  return stripped.length > 0 ? stripped : line
}

export function parseInstructions(text: string): ParsedInstruction[] {
  const lines = splitLines(text)
  const parsed: ParsedInstruction[] = []
  let count = 0
  const addStep = (content: string) => {
    count += 1
    parsed.push({ content, isHeader: false, count, complete: false })
  }
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? ''
    const end = tableEnd(lines, index)
    const title = readHeaderTitle(line)
    const previous = parsed.at(-1)
    if (end > index) {
      // "Bake as the size asks:" and the table of sizes are one step; a table opening a section is its own.
      const table = lines.slice(index, end).join('\n')
      if (previous && !previous.isHeader) previous.content = `${previous.content}\n${table}`
      else addStep(table)
      index = end - 1
    } else if (title !== null) {
      count = 0
      parsed.push({ content: title, isHeader: true, count: 0, complete: false })
    } else addStep(stripStepNumber(line))
  }
  return parsed
}
