/**
 * A recipe told twice in one text. A blog post walks through the dish ("Ingredients you'll need", "How to
 * make it") before its recipe card repeats it as a recipe ("Ingredients", "Instructions"); read as one,
 * every ingredient comes twice and the steps drown in the story. The sections are grouped into tellings —
 * an ingredient section or several, then the method that follows — and a telling whose ingredients are
 * mostly those of a later one is the same recipe told again: only the last is kept. A method before any
 * list of ingredients walks through the dish too, when a later method follows a list. Parts of one recipe
 * ("For the dough", then "For the filling", each with its method) name different ingredients and stay. A
 * list of names alone beside the list with amounts ("What you'll need: rice, lemon") names its items again.
 */
import { isAmount, listEnd } from './ingredient-lines.ts'
import type { Line } from './reader-lines.ts'
import type { Section } from './recipe-fields.ts'

/** Share of the smaller telling's ingredient words the other must hold for the two to be one recipe. */
const SAME_RECIPE = 0.4
/** A list where fewer lines than this share open with an amount, beside one where most do, is told in prose. */
const PROSE_AMOUNTS = 0.3
const LISTED_AMOUNTS = 0.6
/** Words in a line that describes an ingredient rather than lists it ("Butter: use it cold, it keeps…"). */
const DESCRIBING_WORDS = 8
/** Fewer words than this in a telling's ingredients say too little to compare. */
const MIN_WORDS = 3

interface Telling {
  /** Indexes of the sections in it. */
  sections: number[]
  words: Set<string>
  hasMethod: boolean
}

/** The words of ingredient lines that name things (no amounts, units are short or shared alike). */
function ingredientWords(lines: readonly Line[]): Set<string> {
  const words = new Set<string>()
  for (const line of lines) {
    for (const word of line.text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) words.add(word)
  }
  return words
}

/**
 * A telling whose ingredient heading lists nothing ("What you'll need", over photos) before one that lists
 * the ingredients: a walk-through, like a method before any list.
 */
const isUnlisted = (telling: Telling, later: Telling) =>
  telling.words.size < MIN_WORDS && later.words.size >= MIN_WORDS

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size < MIN_WORDS || b.size < MIN_WORDS) return 0
  let shared = 0
  for (const word of a) if (b.has(word)) shared += 1
  return shared / Math.min(a.size, b.size)
}

/** The ingredient and method sections grouped: each telling opens with an ingredient section. */
function tellingsOf(sections: readonly Section[]): { before: number[]; tellings: Telling[] } {
  const before: number[] = []
  const tellings: Telling[] = []
  sections.forEach((section, index) => {
    const current = tellings.at(-1)
    if (section.kind === 'ingredients') {
      if (!current || current.hasMethod) {
        tellings.push({ sections: [index], words: ingredientWords(section.lines), hasMethod: false })
      } else {
        current.sections.push(index)
        for (const word of ingredientWords(section.lines)) current.words.add(word)
      }
    } else if (section.kind === 'instructions') {
      if (current) {
        current.sections.push(index)
        current.hasMethod ||= section.lines.length > 0
      } else before.push(index)
    }
  })
  return { before, tellings }
}

const amountShare = (lines: readonly Line[]) =>
  lines.length === 0 ? 0 : lines.filter((line) => isAmount(line)).length / lines.length

/** An ingredient section that talks about the ingredients: few amounts, lines that are sentences. */
function isToldInProse(lines: readonly Line[]): boolean {
  const describing = lines.filter((line) => line.shape.sentence || line.shape.words >= DESCRIBING_WORDS)
  return amountShare(lines) < PROSE_AMOUNTS && describing.length * 2 >= lines.length
}

/** In one telling, ingredient sections in prose beside a list with amounts: the post's tour of the shopping. */
function proseBesideList(sections: readonly Section[], telling: Telling): number[] {
  const lists = telling.sections.filter((index) => sections[index]?.kind === 'ingredients')
  const listed = lists.some((index) => amountShare(sections[index]?.lines ?? []) >= LISTED_AMOUNTS)
  return listed ? lists.filter((index) => isToldInProse(sections[index]?.lines ?? [])) : []
}

/** A list shown again: as long as two items at least, its lines those of the earlier list, in order. */
const MIN_SHOWN_AGAIN = 2

function listsTheSame(earlier: readonly Line[], later: readonly Line[]): boolean {
  const end = later.length === 0 ? 0 : listEnd(later, 0)
  if (end < MIN_SHOWN_AGAIN || end > earlier.length) return false
  return later.slice(0, end).every((line, index) => line.text === earlier[index]?.text)
}

/**
 * Ingredient sections that show an earlier one's list again (a page's copy of the list beside its method, for
 * another screen): the list is read once, where it first stands.
 */
function listsShownAgain(sections: readonly Section[], dropped: ReadonlySet<number>): number[] {
  const kept: Line[][] = []
  const again: number[] = []
  sections.forEach((section, index) => {
    if (section.kind !== 'ingredients' || dropped.has(index)) return
    if (kept.some((lines) => listsTheSame(lines, section.lines))) again.push(index)
    else kept.push(section.lines)
  })
  return again
}

/** A list of names shown beside the recipe's list has this many lines at least. */
const MIN_NAMES = 3

/**
 * Whether a line names something of the listed ingredients: one of its words is one of theirs, or, a
 * short name ("egg"), it stands in their text.
 */
function namesOneOf(line: Line, listed: { words: ReadonlySet<string>; text: string }): boolean {
  const words = ingredientWords([line])
  if (words.size === 0) return listed.text.includes(line.text.toLowerCase())
  return [...words].some((word) => listed.words.has(word))
}

/**
 * Ingredient sections of names alone beside a list with amounts, most of them named in it: the post's
 * roll of what goes in ("What you'll need: swordfish, olives, capers"), or its links to the ingredients'
 * pages under the recipe. The list with amounts says it all.
 */
function namesBesideList(sections: readonly Section[], dropped: ReadonlySet<number>): number[] {
  const lists = sections.filter(
    (section, index) =>
      section.kind === 'ingredients' && !dropped.has(index) && amountShare(section.lines) >= LISTED_AMOUNTS,
  )
  const lines = lists.flatMap((section) => section.lines)
  const listed = {
    words: ingredientWords(lines),
    text: lines.map((line) => line.text.toLowerCase()).join('\n'),
  }
  const names: number[] = []
  sections.forEach(({ kind, lines }, index) => {
    // The section's first block: the page may go on under it with no heading between.
    const block = lines.filter((line) => line.block === lines[0]?.block)
    if (kind !== 'ingredients' || dropped.has(index) || block.length < MIN_NAMES) return
    if (block.some((line) => isAmount(line))) return
    const named = block.filter((line) => namesOneOf(line, listed)).length
    if (named * 2 >= block.length) names.push(index)
  })
  return names
}

/**
 * The sections without the recipe's earlier tellings: what a reader would copy is the last telling (the
 * card), with its other parts. The text's lead and notes are left where they are.
 */
export function withoutRetelling(sections: readonly Section[]): Section[] {
  const { before, tellings } = tellingsOf(sections)
  const dropped = new Set<number>()
  if (tellings.some((telling) => telling.hasMethod)) for (const index of before) dropped.add(index)
  tellings.forEach((telling, index) => {
    const retold = tellings
      .slice(index + 1)
      .some(
        (later) =>
          later.hasMethod &&
          (overlap(telling.words, later.words) >= SAME_RECIPE || isUnlisted(telling, later)),
      )
    if (retold) for (const section of telling.sections) dropped.add(section)
    else for (const section of proseBesideList(sections, telling)) dropped.add(section)
  })
  for (const index of listsShownAgain(sections, dropped)) dropped.add(index)
  for (const index of namesBesideList(sections, dropped)) dropped.add(index)
  return dropped.size === 0 ? [...sections] : sections.filter((_, index) => !dropped.has(index))
}
