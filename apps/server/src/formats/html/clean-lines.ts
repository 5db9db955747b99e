/**
 * Tidies the lines clipped from a page: drops what is not part of the recipe (ad labels, "Print", a
 * repeated "Ingredients" title, lone step numbers), turns group labels ("For the sauce:") into section
 * headers, and removes the step numbers a page prints, since Rosemary numbers steps itself.
 */
import { dropEmptySections, isHeaderLine } from '../schema-org/recipe-lines.ts'
import { headerLine } from './element-lines.ts'
import { isBareSectionTitle } from './section-words.ts'

const JUNK =
  /^(?:advertisements?|advertising|ads?|sponsored|anzeige|werbung|publicités?|pubblicità|publicidad|publicidade|reklame|reklam|reklama|annonces?|scroll to continue|continue reading(?: below)?|print|print recipe|pin|pin recipe|save|save recipe|jump to recipe|rate this recipe|share)$/i

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

/** Ingredient or instruction lines without junk; `steps` also loses the page's step numbers. */
export function cleanLines(lines: readonly string[], kind: 'ingredients' | 'steps'): string[] {
  const kept = lines.map((line) => line.replace(BULLET, '').trim()).filter(isKept)
  const capitals = kept.filter(isCapitalLabel).length
  // When most lines are in capitals, capitals are the page's style, not a label.
  const capitalLabels = kind === 'ingredients' && capitals > 0 && capitals * 3 < kept.length
  const labeled = kept.map((line) =>
    GROUP_LABEL.test(line) || (capitalLabels && isCapitalLabel(line)) ? headerLine(line) : line,
  )
  const sections = dropEmptySections(labeled)
  return kind === 'steps' ? stripStepNumbers(sections) : sections
}
