/**
 * Tidies the lines clipped from a page: drops what is not part of the recipe (ad labels, "Print", a
 * repeated "Ingredients" title, lone step numbers), turns group labels ("For the sauce:") into section
 * headers, and removes the step numbers a page prints, since Rosemary numbers steps itself.
 */
import { dropEmptySections, isHeaderLine } from '../schema-org/recipe-lines.ts'
import { headerLine } from './element-lines.ts'
import { isBareSectionTitle } from './section-words.ts'

const JUNK =
  /^(?:advertisements?|advertising|ads?|sponsored|anzeige|werbung|publicités?|pubblicità|publicidad|publicidade|reklame|reklam|reklama|annonces?|scroll to continue|continue reading(?: below)?|print|print recipe|pin|pin recipe|save|save recipe|jump to recipe|rate this recipe|share|read more|en lire plus|lire la suite|mehr lesen|weiterlesen|leggi (?:di più|tutto)|leer más|ler mais|lees meer|läs mer|læs mere|les mer)$/i

const STEP_WORDS = '(?:step|schritt|stap|étape|etapa|passo|paso|steg|trin|krok|lépés|korak|βήμα)'
const STEP_NUMBER = new RegExp(`^(?:${STEP_WORDS}\\s*)?(\\d{1,2})\\s*(?:[.):：、]\\s*|\\s+(?=\\S))`, 'iu')
/** A number or "Step 3" alone on its line: the page's numbering, printed apart from the step. */
const BARE_STEP_NUMBER = new RegExp(`^\\[?(?:${STEP_WORDS}\\s*)?\\d{1,2}[.):]?\\]?$`, 'iu')
/** "For the sauce:", "Pour le glaçage :" — a short label without quantities, ending in a colon. */
const GROUP_LABEL = /^[^\d[\]]{2,50}[:：]$/u

function stripStepNumbers(lines: string[]): string[] {
  const numbers = lines.filter((line) => !isHeaderLine(line)).map((line) => STEP_NUMBER.exec(line)?.[1])
  let expected = 1
  const counted = numbers.every((number) => {
    if (number === undefined) return false
    const value = Number(number)
    // A section header restarts the page's numbering now and then; both ways are a sequence.
    if (value !== expected && value !== 1) return false
    expected = value + 1
    return true
  })
  if (!counted || numbers.length < 2) return lines
  return lines.map((line) => (isHeaderLine(line) ? line : line.replace(STEP_NUMBER, '')))
}

/** A bullet or checkbox a page prints before a line ("▢ 2 eggs", "- 300 g cheese"). */
const BULLET = /^\s*[▢☐□•·▪■◦●○✓✔☑–—-]+\s+/u

/** Photo credits and copyright lines sit under pictures between steps. */
const CREDIT = /©|\bphoto credit\b/i

function isKept(line: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(line) || JUNK.test(line) || BARE_STEP_NUMBER.test(line) || CREDIT.test(line))
    return false
  return !isBareSectionTitle(isHeaderLine(line) ? line.slice(1, -1) : line)
}

/** "REMAINING INGREDIENTS" among lines in normal case names a group. */
const isCapitalLabel = (line: string) =>
  /\p{Lu}{2}/u.test(line) && line === line.toUpperCase() && !/\d/.test(line) && line.length <= 40

/** "* Amounts are examples only." — a footnote to a marked line, as a sentence; not "**Tip**". */
const FOOTNOTE = /^\*(?!\*)\s*\S/u
const isFootnote = (line: string) => FOOTNOTE.test(line) && line.split(/\s+/).length >= 5

/** The footnotes under a list: they explain an asterisk in it, and are neither items nor steps. */
function dropFootnotes(lines: string[]): string[] {
  let end = lines.length
  while (end > 0 && (isFootnote(lines[end - 1] ?? '') || isHeaderLine(lines[end - 1] ?? ''))) end -= 1
  const items = lines.slice(0, end).filter((line) => !isHeaderLine(line))
  // A list that stars every line uses the star as its bullet.
  if (end === lines.length || items.length === 0 || items.every((line) => line.startsWith('*'))) return lines
  return lines.slice(0, end)
}

/** "Serves 6", "Prep 15 min", "Cuisson 1h10": the recipe's facts printed over a list or method. */
const FACT =
  /\d\s*(?:h|hrs?|hours?|min|mins|minutes?|minuten|minutos|minuti|heures?|std|stunden?|horas?|ore|personnes?|persons?|people|servings?|portions?|porzioni|porciones|porções|personen|persone|pers|doses?)\b|\d+\s*h\s*\d+|^(?:serves|makes|yield)\b/iu
export const isFact = (line: string) =>
  FACT.test(line) && line.split(/\s+/).length <= 4 && !/[.!?]$/.test(line) && !isHeaderLine(line)

/**
 * The words every item of a list ends with ("… shopping list", "… Add to cart"): the label of a button
 * the page repeats on each line, not part of any ingredient.
 */
function dropRepeatedEnding(lines: string[]): string[] {
  const items = lines.filter((line) => !isHeaderLine(line)).map((line) => line.split(/\s+/))
  if (items.length < 4) return lines
  let size = 0
  while (size < 4) {
    const word = items[0]?.at(-size - 1)
    if (word === undefined || /\d/.test(word)) break
    if (!items.every((words) => words.length > size + 1 && words.at(-size - 1) === word)) break
    size += 1
  }
  const ending = items[0]?.slice(-size).join(' ') ?? ''
  // "Flour 200 g", "Sugar 100 g": a unit after amounts, in a list that puts amounts last.
  const afterAmount = items.some((words) => /\d/.test(words.at(-size - 1) ?? ''))
  if (size === 0 || ending.length < 5 || afterAmount) return lines
  return lines.map((line) => (isHeaderLine(line) ? line : line.split(/\s+/).slice(0, -size).join(' ')))
}

/**
 * Ingredient or instruction lines without junk; `steps` also loses the page's step numbers. `onPage`
 * lines were read from the page's elements, which may carry the labels of buttons, unlike JSON-LD.
 */
export function cleanLines(lines: readonly string[], kind: 'ingredients' | 'steps', onPage = true): string[] {
  const kept = lines.map((line) => line.replace(BULLET, '').trim()).filter(isKept)
  const capitals = kept.filter(isCapitalLabel).length
  // When most lines are in capitals, capitals are the page's style, not a label.
  const capitalLabels = kind === 'ingredients' && capitals > 0 && capitals * 3 < kept.length
  const labeled = kept.map((line) =>
    !isHeaderLine(line) && (GROUP_LABEL.test(line) || (capitalLabels && isCapitalLabel(line)))
      ? headerLine(line)
      : line,
  )
  const sections = dropEmptySections(dropFootnotes(labeled))
  if (kind === 'ingredients') return onPage ? dropRepeatedEnding(sections) : sections
  // Two facts at least: one short line ("Bake 25 min") may be the first step.
  const firstStep = sections.findIndex((line) => !isFact(line))
  return stripStepNumbers(firstStep > 1 ? sections.slice(firstStep) : sections)
}
