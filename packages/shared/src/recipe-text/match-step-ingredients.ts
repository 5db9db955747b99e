/**
 * Which ingredient lines a step mentions, for cook mode: "Whisk the eggs with the sugar" shows "3 eggs" and
 * "100 g sugar" beside it. An ingredient is its name without amount, unit and notes (the shopping rules'
 * reading), less the words that only say how it is cut or how fresh it is; a step mentions it when it has
 * one of the remaining words, compared without case, accents and the usual plural endings of the three
 * languages ("tomatoes" = "tomato", "pomodori" = "pomodoro", "Zwiebeln" = "Zwiebel").
 */
import { PREPARATION_WORDS } from '../shopping/preparation-words.ts'
import { readItem } from '../shopping/read-item.ts'
import { matchWords } from '../shopping/text-folding.ts'

const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'and or the with for some more other extra plus taste needed optional garnish serving whole',
    'con per piu altro altra qualche della delle dello degli del alla allo alle gli una uno',
    'und oder mit fur nach etwas mehr eine einer einen der die das dem den zum zur',
  ].flatMap((line) => line.split(' ')),
)
// One ending of Italian or German inflection ("pomodor-i", "Tomat-en", "Zwiebel-n"), taken off long words.
const ENDING = /(?:en|e|n|i|o|a)$/u

function stem(word: string): string {
  return word.length >= 4 ? word.replace(ENDING, '') : word
}

function significantStems(text: string): string[] {
  return matchWords(text)
    .filter((word) => word.length >= 3 && !/\d/u.test(word))
    .filter((word) => !STOP_WORDS.has(word) && !PREPARATION_WORDS.has(word))
    .map(stem)
}

/** The words that name the ingredient of one line ("2 large onions, chopped" → onion); none for a header. */
export function ingredientKeywords(line: string): string[] {
  return [...new Set(significantStems(readItem(line).name))]
}

/** For each step, the indexes of the ingredient lines it mentions, in ingredient order. */
export function matchStepIngredients(steps: readonly string[], ingredients: readonly string[]): number[][] {
  const keywords = ingredients.map(ingredientKeywords)
  return steps.map((step) => {
    const words = new Set(significantStems(step))
    return keywords.flatMap((names, index) => (names.some((name) => words.has(name)) ? [index] : []))
  })
}
