/**
 * Field rules the CSV readers share, since spreadsheets hold every value as text: servings as a bare count
 * or as words, times as counts of minutes or as written, and section headers in ingredient lists.
 */
import { minutesToText } from '../duration.ts'
import { asHeader, toLines } from './recipe-text.ts'
import { minutesField, minutesOf } from './source-values.ts'

const COUNT = /^\d+(?:[.,/-]\d+)?$/

/** "4" → "4 servings", "4 people" as written, followed by the yield when there is one ("4 servings, 1 loaf"). */
export function servingsText(servings: string, amount = ''): string {
  const count = servings.trim()
  const portions = COUNT.test(count)
    ? count === '1'
      ? '1 serving'
      : count === '0'
        ? ''
        : `${count} servings`
    : count
  return [portions, amount.trim()].filter(Boolean).join(', ')
}

export interface RecipeTimes {
  activeTime: string
  totalTime: string
  /** "Cook time: 45 min" and the like: times with no field of their own that the total does not hold. */
  notes: string[]
}

function timeNotes(cook: string, rest: string): string[] {
  return [
    ['Cook time', minutesField(cook)],
    ['Resting time', minutesField(rest)],
  ]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`)
}

/** The sum of times that are all counts of minutes (blanks and zeros count as none), or 0 when one is text. */
function minutesSum(times: string[]): number {
  const filled = times.filter((time) => minutesField(time) !== '')
  return filled.every((time) => minutesOf(time) > 0)
    ? filled.reduce((sum, time) => sum + minutesOf(time), 0)
    : 0
}

/**
 * activeTime ← the preparation time; totalTime ← the total, or preparation + cooking + resting when the file
 * has no total but has cooking or resting times, all in minutes. Beside a total from the file, the cooking
 * and resting times would be lost, so they go to the notes.
 */
export function recipeTimes(prep: string, cook: string, total: string, rest = ''): RecipeTimes {
  const activeTime = minutesField(prep)
  const written = minutesField(total)
  if (written) return { activeTime, totalTime: written, notes: timeNotes(cook, rest) }
  const summed = minutesOf(cook) || minutesOf(rest) ? minutesSum([prep, cook, rest]) : 0
  if (summed) return { activeTime, totalTime: minutesToText(summed), notes: [] }
  return { activeTime, totalTime: '', notes: timeNotes(cook, rest) }
}

/**
 * Ingredient lines with their section headers as "[Sauce]": `isHeader` tells a header line (Plan to Eat
 * starts one with a comma, other apps end it with a colon) and `headerName` its name.
 */
export function sectionedLines(
  text: string,
  isHeader: (line: string) => boolean,
  headerName: (line: string) => string,
): string {
  return toLines(text)
    .map((line) => (isHeader(line) && !line.startsWith('[') ? asHeader(headerName(line)) || line : line))
    .join('\n')
}
