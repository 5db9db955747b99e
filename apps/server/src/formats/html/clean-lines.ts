/**
 * Tidies the lines clipped from a page: drops what is not part of the recipe (ad labels, "Print", a
 * repeated "Ingredients" title, lone step numbers), turns group labels ("For the sauce:") into section
 * headers, and removes the step numbers a page prints, since Rosemary numbers steps itself.
 */
import { dropEmptySections, isHeaderLine } from '../schema-org/recipe-lines.ts'
import { headerLine } from './element-lines.ts'
import { isBareSectionTitle } from '../text/section-words.ts'
import { INVISIBLE } from '../text/text-lines.ts'

const JUNK_WORDS =
  'advertisements?|advertising|ads?|sponsored|anzeige|werbung|publicités?|pubblicità|publicidad|publicidade|reklame|reklam|reklama|annonces?|scroll to continue|continue reading(?: below)?|print|print recipe|pin|pin recipe|pin it|save|save recipe|(?:jump|skip|go) to (?:the )?recipe|jump to video|zum rezept(?: springen)?|aller à la recette|vai alla ricetta|ir a la receta|naar (?:het )?recept|hoppa till receptet|watch (?:the )?video|rate this recipe|rate (?:the )?recipe|rate|review|share|tweet|email|cook mode|prevent (?:your )?screen from (?:going dark|turning off)|add to (?:shopping list|collection|favou?rites)|read more|en lire plus|lire la suite|mehr lesen|weiterlesen|leggi (?:di più|tutto)|leer más|ler mais|lees meer|läs mer|læs mere|les mer|rezept drucken|drucken|imprimer(?: la recette)?|stampa(?: la ricetta)?|imprimir(?: receta)?|printen|skriv ut|udskriv'
/** Between the labels of a row of buttons: a separator, or spaces (one way only, so matching stays linear). */
const SEPARATOR = String.raw`(?:\s*[|·•/–—-]\s*|\s+)`
/** Labels of the page's buttons and ads, alone or in a row on one line ("Print Recipe | Pin Recipe"). */
const JUNK = new RegExp(`^(?:${JUNK_WORDS})(?:${SEPARATOR}(?:${JUNK_WORDS}))*$`, 'iu')

const STEP_WORDS = '(?:step|schritt|stap|étape|etapa|passo|paso|steg|trin|krok|lépés|korak|βήμα)'
const STEP_NUMBER = new RegExp(`^(?:${STEP_WORDS}\\s*)?(\\d{1,2})\\s*(?:[.):：、]\\s*|\\s+(?=\\S))`, 'iu')
/** "2Fry": a number the page sets apart only by its style, straight before a capitalised word. */
const GLUED_NUMBER = /^(\d{1,2})(?=\p{Lu}\p{Ll})/u
const stepNumber = (line: string) => STEP_NUMBER.exec(line) ?? GLUED_NUMBER.exec(line)
/** The controls over a list: its scale ("1x 2x 3x") and its units ("US Customary – Metric"). */
const MULTIPLE = String.raw`(?:\d+(?:[.,]\d+)?|\d/\d|[½¼¾⅓⅔])\s*[x×]`
const SCALE = new RegExp(`^(?:scale:?\\s*)?${MULTIPLE}(?:(?:\\s*[-–|/]\\s*|\\s*)${MULTIPLE})*$`, 'iu')
const SYSTEM = String.raw`(?:us(?:\s+customary)?|imperial|metric|standard)`
const UNIT_TOGGLE = new RegExp(`^${SYSTEM}(?:(?:\\s*[-–—|/]\\s*|\\s+)${SYSTEM})+$`, 'iu')

/**
 * "Portionen", "Servings:" — the label of a servings control, whose number is in a field — or the control
 * with its number ("2 personnes", "Serves 4", "für 4 Personen"): the yield, never a line of the recipe.
 */
const SERVINGS_LABEL =
  /^(?:(?:for|für|pour|per|para|voor|för)\s+)?(?:\d{1,3}\s*)?(?:servings?|serves|yield|makes|portions?|portionen|personen|personnes|persone|porzioni|porciones|personas|porções|pessoas|porties|porcje|porcji|osób|porsjoner|portioner|personer|annoksia|adag)\s*[:：]?\s*(?:\d{1,3})?$/iu

/** A number or "Step 3" alone on its line: the page's numbering, printed apart from the step. */
const BARE_STEP_NUMBER = new RegExp(`^\\[?(?:${STEP_WORDS}\\s*)?\\d{1,2}[.):]?\\]?$`, 'iu')
/** "For the sauce:", "Pour le glaçage :" — a short label without quantities, ending in a colon. */
const GROUP_LABEL = /^[^\d[\]]{2,50}[:：]$/u

/** "Step 3: Bake." — a number that says it is the step's, whether or not the other steps have one. */
const STEP_LABEL = new RegExp(`^${STEP_WORDS}\\s*\\d{1,2}\\s*[.):：–—-]\\s*(?=\\S)`, 'iu')

/** Numbered steps enough that the unnumbered lines after them are notes, not steps that lost a number. */
const MIN_COUNTED_BEFORE_NOTES = 3

/** Lines without the step numbers a source printed, when the numbers count the steps (1, 2, 3…). */
export function stripStepNumbers(lines: string[]): string[] {
  const numbered = lines.filter((line) => !isHeaderLine(line)).map((line) => stepNumber(line)?.[1])
  // A note or two after the numbered steps ("The times are for an electric oven.") has no number of its own.
  let tail = numbered.length
  while (tail > 0 && numbered[tail - 1] === undefined) tail -= 1
  const numbers =
    tail >= MIN_COUNTED_BEFORE_NOTES && tail * 2 > numbered.length ? numbered.slice(0, tail) : numbered
  let expected = 1
  const counted = numbers.every((number) => {
    if (number === undefined) return false
    const value = Number(number)
    // A section header restarts the page's numbering now and then; both ways are a sequence.
    if (value !== expected && value !== 1) return false
    expected = value + 1
    return true
  })
  if (!counted || numbers.length < 2) return lines.map((line) => line.replace(STEP_LABEL, ''))
  return lines.map((line) => (isHeaderLine(line) ? line : line.slice(stepNumber(line)?.[0].length ?? 0)))
}

/** " 2. ", " 3) " after a finished sentence: where the next numbered step starts inside a line. */
const INLINE_NUMBER = /(?<=[.!?…)]["'”’]?)\s+(\d{1,2})[.)]\s+(?=\S)/gu

/**
 * "1. Chop. 2. Fry. 3. Serve." — steps numbered in one block of text, as some sites write the method
 * into one paragraph or one string: one line a step, when the numbers run 1, 2, 3… in order.
 */
function splitNumberedLine(line: string): string[] {
  if (!/^1[.)]\s/.test(line)) return [line]
  const cuts: number[] = []
  let expected = 2
  for (const match of line.matchAll(INLINE_NUMBER)) {
    if (Number(match[1]) !== expected) continue
    cuts.push(match.index)
    expected += 1
  }
  if (cuts.length === 0) return [line]
  return [0, ...cuts].map((start, index) => line.slice(start, cuts[index] ?? line.length).trim())
}

/** "Enjoy!", "Bon appétit !": the cook's good wishes under a method, not a step of it. */
const SIGN_OFF =
  /^[¡!]?\s*(?:enjoy(?: your meal)?|bon app[ée]tit|buon appetito|guten appetit|lass(?:t)? (?:es )?euch schmecken|buen provecho|bom apetite|smakelijk eten|eet smakelijk|smaklig måltid|velbekomme|smacznego|jó étvágyat|afiyet olsun|καλή όρεξη|приятного аппетита)\s*[!.…]*$/iu

/** A bullet or checkbox a page prints before a line ("▢ 2 eggs", "- 300 g cheese"). */
const BULLET = /^\s*[▢☐□•·▪■◦●○✓✔☑–—-]+\s+/u

/** Photo credits and copyright lines sit under pictures between steps. */
const CREDIT =
  /©|\bphoto credit\b|^(?:photos?|fotos?|foto's|bild|crédits? photo)\s*(?:by|von|de|di|door|av|:)\s*[^.!?]{2,60}$/iu

/** A link to a file with its size ("Recipe card (344 KB)", "PDF, 1.2 MB"): a download, not a line of the recipe. */
const DOWNLOAD = /[(,]\s*\d+(?:[.,]\d+)?\s*[kKMG]i?B\s*\)?\s*$/u

function isKept(line: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(line) || JUNK.test(line) || BARE_STEP_NUMBER.test(line) || CREDIT.test(line))
    return false
  if (DOWNLOAD.test(line)) return false
  const text = isHeaderLine(line) ? line.slice(1, -1) : line
  return (
    !isBareSectionTitle(text) && !SCALE.test(text) && !UNIT_TOGGLE.test(text) && !SERVINGS_LABEL.test(text)
  )
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
  // Characters that take no room would keep a line from matching the same line elsewhere.
  const kept = lines.map((line) => line.replace(INVISIBLE, '').replace(BULLET, '').trim()).filter(isKept)
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
  const steps = (firstStep > 1 ? sections.slice(firstStep) : sections)
    .flatMap(splitNumberedLine)
    .filter((line) => !SIGN_OFF.test(line))
  return stripStepNumbers(steps)
}
