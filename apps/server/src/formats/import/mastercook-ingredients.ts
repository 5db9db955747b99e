/**
 * The ingredient table of a MasterCook text recipe: fixed columns under a rule line
 * (`--------  ------------  ------…`: amount, measure, ingredient -- preparation). Lines with nothing in
 * the amount and measure columns are the hard part: a heading ("For the sponge:", "**Crust**"), the
 * wrapped end of the ingredient above ("-- cored and sliced", "Bread Flour" after "Flour -- Or"), or an
 * ingredient without an amount ("Salt and pepper"). The column positions come from the rule line, so the
 * right-aligned measures of later MasterCook versions read the same.
 */
import { asHeader } from './recipe-text.ts'
import { headingName, ingredientText } from './mastercook-fields.ts'

interface Columns {
  measure: number
  ingredient: number
}

type Row = { kind: 'heading'; name: string } | { kind: 'item'; amount: string; measure: string; text: string }

const DEFAULT_COLUMNS: Columns = { measure: 10, ingredient: 24 }
const NONE_LINE = /^\*+\s*NONE\s*\*+$/i
const RULE_ONLY = /^[-=_*~.\s]+$/
const JOINING_WORD = /(?:^|\s)(?:or|and|of|from|for|with|to|in|into|the|a|an|plus|--)$/i

/** Where the measure and ingredient columns start, from the dashes of the rule line under the headings. */
export function columnsOf(rule: string): Columns {
  const starts: number[] = []
  for (let at = 0; at < rule.length; at++) {
    if (rule[at] === '-' && (at === 0 || rule[at - 1] === ' ')) starts.push(at)
  }
  const [, measure, ingredient] = starts
  return measure !== undefined && ingredient !== undefined && measure < ingredient
    ? { measure, ingredient }
    : DEFAULT_COLUMNS
}

/** A column boundary moved right past a word that straddles it (an amount that overflowed its column). */
function boundary(line: string, at: number): number {
  let end = at
  while (end > 0 && end < line.length && line[end - 1] !== ' ' && line[end] !== ' ') end++
  return end
}

/** A line of the table in the columns' shape: an amount or measure, then text in the ingredient column. */
export function isTableRow(line: string, columns: Columns = DEFAULT_COLUMNS): boolean {
  const amount = line.slice(0, columns.measure).trim()
  return (
    /^[\d/.\s-]+$/.test(amount) &&
    line.slice(columns.measure - 2, columns.measure).trim() === '' &&
    line.slice(columns.ingredient - 2, columns.ingredient).trim() === '' &&
    line.slice(columns.ingredient).trim() !== ''
  )
}

function unbalanced(text: string): boolean {
  return text.split('(').length > text.split(')').length
}

function continues(previous: Row | undefined, text: string): boolean {
  if (previous?.kind !== 'item') return false
  const before = previous.text
  if (text.startsWith('--')) return true
  if (/[,/(-]$/.test(before) || unbalanced(before) || JOINING_WORD.test(before)) return true
  if (text.endsWith(')') && text.split(')').length > text.split('(').length) return true
  return /^\p{Ll}/u.test(text) && /^[^\p{L}]*\p{Lu}/u.test(before)
}

const shouting = (text: string) => /\p{Lu}.*\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text)

/** A line with nothing in the amount and measure columns: a heading, more of the line above, or an item. */
function readBareLine(rows: Row[], text: string, writtenInCaps: boolean): void {
  const previous = rows.at(-1)
  const heading = headingName(text)
  if (heading !== null) {
    rows.push({ kind: 'heading', name: heading })
  } else if (RULE_ONLY.test(text)) {
    return
  } else if (previous?.kind === 'item' && continues(previous, text)) {
    previous.text = `${previous.text} ${text.replace(/^-+\s*/, '-- ')}`
  } else if (!writtenInCaps && shouting(text)) {
    rows.push({ kind: 'heading', name: text })
  } else {
    rows.push({ kind: 'item', amount: '', measure: '', text })
  }
}

/** "1 1/2 Lb Loaf:": a heading for one size of the recipe, typed with an amount. */
const isAmountHeading = (text: string) => text.endsWith(':') && text.length <= 40 && !text.includes('--')

/** The ingredient lines (a heading as "[Name]") of the table's lines, the rule line excluded. */
export function readIngredientTable(lines: string[], columns: Columns): string {
  const cells = lines.map((line) => {
    const measureAt = boundary(line, columns.measure)
    const ingredientAt = Math.max(measureAt, boundary(line, columns.ingredient))
    return {
      amount: line.slice(0, measureAt).trim(),
      measure: line.slice(measureAt, ingredientAt).trim(),
      text: line.slice(ingredientAt).trim(),
      whole: line.trim(),
    }
  })
  const writtenInCaps = !cells.some((cell) => /\p{Ll}/u.test(cell.text))
  const rows: Row[] = []
  for (const cell of cells) {
    if (cell.whole === '' || NONE_LINE.test(cell.whole)) continue
    if (cell.amount === '' && cell.measure === '') readBareLine(rows, cell.whole, writtenInCaps)
    else if (isAmountHeading(cell.text)) rows.push({ kind: 'heading', name: cell.whole.slice(0, -1) })
    else rows.push({ kind: 'item', amount: cell.amount, measure: cell.measure, text: cell.text })
  }
  return rows
    .map((row) =>
      row.kind === 'heading' ? asHeader(row.name) : ingredientText(row.amount, row.measure, row.text),
    )
    .filter(Boolean)
    .join('\n')
}
