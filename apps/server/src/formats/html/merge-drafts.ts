/**
 * One recipe from the drafts of a page, taken in order of trust (JSON-LD, microdata, RDFa, plugin
 * markup, headings). The first draft with ingredients or steps leads; later drafts fill what it lacks,
 * and replace its lists when the page shows the same items better: with the section headers, in full
 * where the data has a part, in the page's own words where the data's were written apart from the page
 * (reworded-lists.ts), one step at a time where the data squeezed them into one block, or all of
 * them where the data was cut short.
 */
import { isHeaderLine } from '../schema-org/recipe-lines.ts'
import type { Draft, ExtractionPath } from './draft.ts'
import { isReworded } from './reworded-lists.ts'
import { squeeze } from './squeeze.ts'

export interface MergedDraft extends Draft {
  /** Every source that contributed, the leading one first. */
  paths: ExtractionPath[]
}

const items = (lines: readonly string[]) => lines.filter((line) => !isHeaderLine(line))

/** How much more a page line may hold than the lead's lines in it: an amount and a short note. */
const completion = (held: number) => held * 2 + 24

/** An item without its asides in brackets: "1 cup (250 mL) milk" is the item "1 cup milk". */
const bare = (line: string) => squeeze(line.replace(/\([^()]*\)/g, ''))

/** Same items, in any grouping: the page's version only adds headers (and maybe metric amounts). */
function sameItems(lead: readonly string[], other: readonly string[]): boolean {
  const mine = items(lead)
  const theirs = items(other)
  if (mine.length === 0 || mine.length !== theirs.length) return false
  const whole = new Set(theirs.map(squeeze))
  const bares = new Set(theirs.map(bare))
  const found = mine.filter((line) => whole.has(squeeze(line)) || bares.has(bare(line)))
  return found.length >= mine.length * 0.8
}

const hasHeaders = (lines: readonly string[]) => lines.some(isHeaderLine)

/** One block of text in the lead, shown on the page as several steps that hold the same text. */
function isSqueezedInto(lead: readonly string[], other: readonly string[]): boolean {
  const [only, ...rest] = items(lead).map(squeeze)
  const theirs = items(other).map(squeeze)
  if (only === undefined || rest.length > 0 || theirs.length < 2 || theirs.includes(only)) return false
  // Headers count as text here: the block holds them as words ("For the icing:").
  const joined = other.map(squeeze).join('')
  return joined.includes(only) || (only.includes(joined) && joined.length >= only.length * 0.7)
}

/** The whole list run together into one line of the lead, which the page shows one item a line. */
function isRunTogether(lead: readonly string[], other: readonly string[]): boolean {
  const [only, ...rest] = items(lead).map(squeeze)
  const theirs = items(other).map(squeeze)
  return only !== undefined && rest.length === 0 && theirs.length >= 3 && theirs.join('') === only
}

/** A few words that end no sentence: a label the page prints over a step ("Shortcrust"), not a step. */
const isFragment = (line: string) => !/[.!?…。！？:;)]\s*$/u.test(line) && line.trim().split(/\s+/).length < 4

/**
 * Every step of the lead shown on the page as one or more paragraphs in a row, with nothing else between
 * or around them: the data joined paragraphs the page keeps apart ("Boil. Serve." → "Boil.", "Serve.").
 * Not when the page splits the steps much further, or sets labels apart: those are its layout, not steps.
 */
function isSplitOnPage(lead: readonly string[], other: readonly string[]): boolean {
  const mine = items(lead).map(squeeze)
  const theirs = items(other).map(squeeze)
  if (mine.length < 2 || theirs.length <= mine.length || theirs.length > mine.length * 2) return false
  if (items(other).some(isFragment)) return false
  let next = 0
  for (const step of mine) {
    let joined = ''
    while (next < theirs.length && joined.length < step.length) joined += theirs[next++] ?? ''
    if (joined !== step) return false
  }
  return next === theirs.length
}

/** The same items, which the page shows in full where the lead has a part ("flour" → "2 cups flour"). */
function isRicher(lead: readonly string[], other: readonly string[]): boolean {
  const mine = items(lead).map(squeeze)
  const theirs = items(other).map(squeeze)
  if (mine.length !== theirs.length) return false
  // The lead lacks the amounts on most lines, not a word here and there.
  const completed = mine.filter((line, index) => (theirs[index] ?? '').includes(line)).length
  const amounts = mine.filter((line, index) => /^\d/.test(theirs[index] ?? '') && !/^\d/.test(line)).length
  return completed >= mine.length * 0.8 && amounts >= mine.length * 0.5
}

const hasDigit = (text: string) => /\p{N}/u.test(text)

/** At most this many of the lead's lines in one page line: a line cut at its commas, not a list in a line. */
const MAX_PIECES = 3

/**
 * The lead's items found whole inside the page's lines, which complete them: the amounts the data left
 * out ("flour" on the page as "200 g flour"), or the rest of a line the data cut at its commas. Every page
 * line is one of the lead's completed, so nothing else on the page comes in.
 */
function isCompletedOnPage(lead: readonly string[], other: readonly string[]): boolean {
  const mine = items(lead).map(squeeze).filter(Boolean)
  const theirs = items(other).map(squeeze).filter(Boolean)
  if (mine.length === 0 || theirs.length === 0 || theirs.length > mine.length) return false
  let amountsAdded = 0
  let joined = 0
  let found = 0
  let cutAmounts = 0
  let otherwiseLonger = 0
  // In order: each page line holds the next of the lead's lines, or the next few (one cut at its commas);
  // a lead line the page does not show is passed over.
  let next = 0
  for (const page of theirs) {
    let start = next
    while (start < mine.length && start < next + 2 && !page.includes(mine[start] ?? '')) start += 1
    if (start >= mine.length || !page.includes(mine[start] ?? '')) return false
    let end = start + 1
    while (end < mine.length && end - start < MAX_PIECES && page.includes(mine[end] ?? '')) end += 1
    const held = mine.slice(start, end)
    if (page.length > completion(held.join('').length)) return false
    found += held.length
    const whole = held.join('')
    if (page.length > whole.length) {
      if (page.endsWith(whole) && hasDigit(page.slice(0, -whole.length))) cutAmounts += 1
      else otherwiseLonger += 1
    }
    if (held.length > 1) joined += 1
    else if (!hasDigit(held[0] ?? '') && hasDigit(page)) amountsAdded += 1
    next = end
  }
  // Every line shown one for one, the same but for the amounts the data cut ("5 tsp" for "1.5 tsp"): a note
  // the page adds is left out, as the data's author may have meant to.
  const oneForOne =
    found === mine.length && theirs.length === mine.length && cutAmounts > 0 && otherwiseLonger === 0
  return found >= mine.length * 0.9 && (amountsAdded >= mine.length * 0.5 || joined > 0 || oneForOne)
}

/**
 * A lead's line as the page shows it: the same words, after the step's number ("2Fry." for "Fry."), or
 * completed with an amount and a note ("chicken" as "1 whole chicken, cut into 8 pieces").
 */
function showsLine(page: string, line: string): boolean {
  if (page === line || page.replace(/^\d{1,2}/, '') === line) return true
  return line.length >= 3 && page.includes(line) && page.length <= completion(line.length)
}

/** A few lines may be anywhere among the page's; more must be the page's first, in a row. */
const MAX_SCATTERED = 3

/** A few of the page's items only, anywhere among many more. */
function isFewOfMany(lead: readonly string[], other: readonly string[]): boolean {
  const mine = items(lead).map(squeeze).filter(Boolean)
  const theirs = items(other).map(squeeze).filter(Boolean)
  return (
    mine.length > 0 &&
    mine.length <= MAX_SCATTERED &&
    theirs.length >= mine.length * 2 + 3 &&
    mine.every((line) => theirs.some((page) => showsLine(page, line)))
  )
}

/** The page's first items, in order, the page going on with many more. */
function isFirstPart(lead: readonly string[], other: readonly string[]): boolean {
  const mine = items(lead).map(squeeze).filter(Boolean)
  const theirs = items(other).map(squeeze).filter(Boolean)
  return (
    mine.length > MAX_SCATTERED &&
    theirs.length >= mine.length + 3 &&
    theirs.length >= mine.length * 1.5 &&
    mine.every((line, index) => showsLine(theirs[index] ?? '', line))
  )
}

/**
 * The other draft's lines when they show the lead's items better; null to keep the lead's. `cut` tells that
 * the data was cut short where the page goes on (its ingredients stop partway): steps past the data's are
 * then the rest of the method, not the tips and notes a page often sets after it.
 */
function betterLines(
  lead: string[],
  other: string[],
  kind: 'ingredients' | 'steps',
  cut = false,
): string[] | null {
  if (other.length === 0) return null
  if (lead.length === 0) return other
  if (!hasHeaders(lead) && hasHeaders(other) && sameItems(lead, other)) return other
  if (isFewOfMany(lead, other)) return other
  if ((kind === 'ingredients' || cut) && isFirstPart(lead, other)) return other
  // A step the page shows with more words around it has gained labels and tips, not detail.
  if (kind === 'ingredients' ? isRicher(lead, other) : isSqueezedInto(lead, other)) return other
  if (kind === 'ingredients' && (isCompletedOnPage(lead, other) || isRunTogether(lead, other))) return other
  if (kind === 'ingredients' && isReworded(items(lead), items(other))) return other
  if (kind === 'steps' && isSplitOnPage(lead, other)) return other
  return null
}

export function mergeDrafts(drafts: readonly Draft[]): MergedDraft | null {
  const lead =
    drafts.find((draft) => draft.ingredients.length > 0 || draft.instructions.length > 0) ?? drafts[0]
  if (!lead) return null
  const merged: MergedDraft = {
    ...lead,
    recipe: { ...lead.recipe },
    images: [...lead.images],
    paths: [lead.path],
  }
  for (const draft of drafts) {
    if (draft === lead) continue
    let used = false
    const cut = isFirstPart(merged.ingredients, draft.ingredients)
    const ingredients = betterLines(merged.ingredients, draft.ingredients, 'ingredients')
    if (ingredients) [merged.ingredients, used] = [ingredients, true]
    const instructions = betterLines(merged.instructions, draft.instructions, 'steps', cut)
    if (instructions) [merged.instructions, used] = [instructions, true]
    for (const field of ['title', 'description', 'yield', 'activeTime', 'totalTime'] as const) {
      if (!merged.recipe[field] && draft.recipe[field]) merged.recipe[field] = draft.recipe[field]
    }
    merged.publisher ||= draft.publisher
    merged.images.push(...draft.images)
    if (used) merged.paths.push(draft.path)
  }
  return merged
}
