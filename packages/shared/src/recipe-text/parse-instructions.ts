import { readHeaderTitle, splitLines } from './recipe-lines.ts'

/** A numbered instruction step, or a section header that restarts the numbering (domain notes). */
export interface ParsedInstruction {
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
  let count = 0
  return splitLines(text).map((line) => {
    const title = readHeaderTitle(line)
    if (title !== null) {
      count = 0
      return { content: title, isHeader: true, count: 0, complete: false }
    }
    count += 1
    return { content: stripStepNumber(line), isHeader: false, count, complete: false }
  })
}
