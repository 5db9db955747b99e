/**
 * MasterCook's text export (.mxp, also pasted into e-mails and mailing-list digests): recipes one after
 * another, each opening with a line like `*  Exported from  MasterCook  *` (or "MasterCook II", "Mac",
 * "Buster"). A recipe runs from that line to the next one, so text between recipes (e-mail headers,
 * list footers) is read past; what belongs to the recipe after its end line is told by its labels.
 * The file is split into recipes when opened and each is read as it is iterated.
 */
import { DEFAULT_IMPORT_LIMITS, ImportFileError, type ImportFormat } from '../imported-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { toMasterCookRecipe, type MasterCookBlock } from './mastercook-recipe.ts'
import { decodeText } from './text-encoding.ts'

const START_LINE = /^\*?\s*Exported from\s+MasterCook\b[^*]{0,40}\*?$/i
const END_LINE = /^-(?: -){4,}$/
const HEADING_LINE = /^(?:Recipe By|Serving Size|Categories) *:|^Amount +Measure +Ingredient/i
/** How far after its start line a recipe's heading lines must begin, for recognising a file. */
const HEADING_WITHIN = 12

const isStartLine = (line: string) => {
  const text = line.trim()
  return text.length <= 80 && START_LINE.test(text)
}

const splitLines = (text: string) => text.split(/\r\n|\r|\n/)

/** Each recipe's lines, from after its start line to the next start line (or the end of the file). */
function blocksOf(lines: string[]): MasterCookBlock[] {
  const starts: number[] = []
  lines.forEach((line, index) => {
    if (isStartLine(line)) starts.push(index)
  })
  return starts.map((start, index) => {
    const next = starts[index + 1]
    const recipeLines = lines.slice(start + 1, next)
    return {
      lines: recipeLines,
      cutShort: next === undefined && !recipeLines.some((l) => END_LINE.test(l.trim())),
    }
  })
}

/** A start line followed closely by MasterCook's heading lines, anywhere in the file's first 64 KB. */
export function recognizesMasterCook(sample: FileSample): boolean {
  const lines = splitLines(sample.text)
  return lines.some(
    (line, index) =>
      isStartLine(line) &&
      lines.slice(index + 1, index + 1 + HEADING_WITHIN).some((next) => HEADING_LINE.test(next.trim())),
  )
}

export const openMasterCook: ImportFormat = async (file, _limits = DEFAULT_IMPORT_LIMITS) => {
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  const blocks = blocksOf(splitLines(decodeText(file)))
  if (blocks.length === 0) {
    throw new ImportFileError(
      'This is not a MasterCook text export: no "Exported from MasterCook" line starts a recipe.',
    )
  }
  return {
    total: blocks.length,
    items: async function* () {
      for (const [index, block] of blocks.entries()) {
        yield toMasterCookRecipe(block, `MasterCook recipe ${index + 1}`)
      }
    },
  }
}
