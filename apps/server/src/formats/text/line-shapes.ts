/**
 * What a line of a recipe looks like, in any language: an amount at its start or end (an ingredient),
 * a sentence or a verb first (a step), a short label (a group's name). The amounts are read as the
 * ingredient text engine reads them (@rosemary/shared/recipe-text), so "1 ½ cups", "2-3", "1,5 kg" count.
 */
import { matchUnitAt, readQuantity } from '@rosemary/shared/recipe-text'
import { GROUP_WORDS, STEP_VERBS } from './line-words.ts'

export interface Shape {
  /** Opens with an amount: "200 g flour", "½ cup milk", "2–3 eggs", "ca. 1 kg Mehl". */
  leadAmount: boolean
  /** The amount is followed by a unit it knows ("200 g", "2 tbsp", "1 EL"). */
  unit: boolean
  /** Ends with an amount, as lists in Japanese and some European ones write it ("砂糖 大さじ1", "Mehl 200 g"). */
  tailAmount: boolean
  /** Ends like a sentence: ".", "!", "?", "…", "。". */
  sentence: boolean
  /** Opens with a verb methods start with ("Preheat", "Mescolare", "Wymieszaj"). */
  verb: boolean
  words: number
  digits: boolean
}

/** "about", "ca.", "etwa", "environ": an approximate amount follows. */
const APPROXIMATELY =
  /^(?:about|approx\.?|approximately|around|ca\.?|circa|cirka|etwa|ungefähr|environ|cerca|aprox\.?|aproximadamente|ongeveer|ungefär|omkring|około|kb\.?|asi|zirka|ok\.)\s+/iu
const SENTENCE_END = /[.!?…。！？]["'”’»)]*$/u
/** "1 tsp.", "(2 lb. 3 oz.)", "q.b.": a full stop after an abbreviation ends no sentence. */
const ABBREVIATION_END =
  /(?:^|[\s(\d])(?:tsp|tbsp|tbs|oz|lbs?|pkg|qt|pt|fl|kg|g|ml|cl|dl|l|c|min|hrs?|approx|ca|stk|ks|el|tl|ss|cs|cda|cdta|msk|tsk|pcs|pc|etc|env|q\.b|gr)\.\)?$/iu
/** A number, then at most a unit to the end of a short line: "Mehl 200 g", "cebula 1 sztuka", "大さじ1". */
const TAIL_AMOUNT = /[\p{Nd}½¼¾⅓⅔⅛]\s?[\p{L}.]{0,10}$/u
const MAX_TAIL_LINE = 60
const FIRST_WORD = /^[\p{L}-]+/u

function leadAmount(text: string): { amount: boolean; unit: boolean } {
  const start = APPROXIMATELY.exec(text)?.[0].length ?? 0
  const quantity = readQuantity(text, start)
  if (!quantity) return { amount: false, unit: false }
  const after = text.slice(quantity.end, quantity.end + 2)
  // "3-Ingredient Pancakes", "12:30", "4" alone: a number that is no amount of anything.
  if (/^-\p{L}|^[:.]\p{Nd}/u.test(after) || !/\p{L}/u.test(text.slice(quantity.end))) {
    return { amount: false, unit: false }
  }
  return { amount: true, unit: matchUnitAt(text, quantity.end, quantity.value) !== null }
}

export function shapeOf(text: string): Shape {
  const { amount, unit } = leadAmount(text)
  const sentence = SENTENCE_END.test(text) && !ABBREVIATION_END.test(text)
  const first = FIRST_WORD.exec(text)?.[0].toLowerCase() ?? ''
  return {
    leadAmount: amount,
    unit,
    tailAmount: !amount && text.length <= MAX_TAIL_LINE && !sentence && TAIL_AMOUNT.test(text),
    sentence,
    verb: STEP_VERBS.has(first),
    words: text.split(' ').length,
    digits: /\p{Nd}/u.test(text),
  }
}

/** Short, without amounts, not a sentence: text that can name a group ("For the glaze", "Sauce"). */
export const isShortLabel = (text: string, shape: Shape): boolean =>
  text.length <= 50 && !shape.digits && !shape.sentence && shape.words <= 6

/**
 * A group's name by its form alone: "For the sauce:", "Für den Teig", "Pour la pâte" — a short label
 * ending in a colon, or opening with the word for "for".
 */
export function isGroupLabel(text: string, shape: Shape): boolean {
  if (shape.leadAmount || text.length > 60) return false
  if (/[:：]$/u.test(text)) return !shape.digits || shape.words <= 6
  const first = FIRST_WORD.exec(text)?.[0].toLowerCase() ?? ''
  return GROUP_WORDS.has(first) && isShortLabel(text, shape)
}

/** "REMAINING INGREDIENTS" among lines in normal case names a group. */
export const isCapitalLabel = (text: string, shape: Shape): boolean =>
  /\p{Lu}{2}/u.test(text) && text === text.toUpperCase() && !shape.digits && text.length <= 40

/**
 * An ingredient by its form: an amount first ("1 egg, beaten." but not "2 apples were all I had."),
 * or a short line ending in one.
 */
export const isAmountLine = (shape: Shape): boolean =>
  (shape.leadAmount && (!shape.sentence || shape.words <= 4 || (shape.unit && shape.words <= 10))) ||
  (shape.tailAmount && !shape.verb && shape.words <= 8)

/** A step by its form: a sentence of two words or more, a long line, or a verb first. */
export const isStepShape = (shape: Shape): boolean =>
  !isAmountLine(shape) && ((shape.sentence && shape.words >= 2) || shape.words >= 10 || shape.verb)
