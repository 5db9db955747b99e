/**
 * MealMaster and RezKonv files as recipe blocks. Both are DOS-era text: any number of recipes, each opened
 * by a marker line (`MMMMM----- Recipe via Meal-Master (tm) v8.05`, `---------- Recipe via Meal-Master`,
 * `=====REZKONV-Rezept - RezkonvSuite v1.4`) and closed by `MMMMM`, `-----` or `=====` alone on a line.
 * Whatever lies between recipes (mail headers, digest chatter) is not a recipe and is skipped. The file is
 * split into lines once and the blocks found in one pass; each block is parsed only when it is read.
 */
import { decodeText } from './text-encoding.ts'

export type Dialect = 'mealmaster' | 'rezkonv'

export interface RecipeBlock {
  dialect: Dialect
  /** The block's lines, the start and end markers left out. */
  lines: string[]
}

// Control characters other than tab and line breaks: DOS end-of-file marks (0x1A), stray 0x14 and NULs.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g

/** The file's text as lines, without control characters, whatever its encoding and line endings. */
export function textLines(file: Uint8Array): string[] {
  return decodeText(file)
    .replace(CONTROL, '')
    .split(/\r\n|\r|\n/)
}

const MARKS = ['MMMMM', '-----', '=====']
const startsWithMark = (line: string) => MARKS.some((mark) => line.startsWith(mark))

/** Which format a line opens a recipe of, or null. The mark must start the line: MasterCook indents its copies. */
export function recipeStart(line: string): Dialect | null {
  if (!startsWithMark(line)) return null
  const lower = line.toLowerCase()
  if (lower.includes('rezkonv')) return 'rezkonv'
  if (lower.includes('meal-master') || lower.includes('mealmaster') || lower.includes('meal master')) {
    return 'mealmaster'
  }
  return null
}

export function isRecipeEnd(line: string): boolean {
  const trimmed = line.trim()
  return trimmed.length === 5 && MARKS.includes(trimmed)
}

/** Where each recipe's lines are; a recipe still open at the next start or at the file's end ends there. */
export function recipeBlocks(lines: string[]): RecipeBlock[] {
  const blocks: RecipeBlock[] = []
  let open: { dialect: Dialect; start: number } | null = null
  const close = (end: number) => {
    if (open) blocks.push({ dialect: open.dialect, lines: lines.slice(open.start, end) })
    open = null
  }
  for (const [index, line] of lines.entries()) {
    const dialect = recipeStart(line)
    if (dialect) {
      close(index)
      open = { dialect, start: index + 1 }
    } else if (open && isRecipeEnd(line)) {
      close(index)
    }
  }
  close(lines.length)
  return blocks
}

/**
 * The format of the first recipe in a text, if any; a MasterCook text export (which may hold MealMaster
 * section lines of its own) is nobody's here.
 */
export function firstDialect(text: string): Dialect | null {
  for (const line of text.split(/\r\n|\r|\n/)) {
    const dialect = recipeStart(line)
    if (dialect) return dialect
    if (line.includes('Exported from') && line.includes('MasterCook')) return null
  }
  return null
}
