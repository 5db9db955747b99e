import { parseYield } from '../recipe-text/parse-yield.ts'
import { isHeaderLine, splitLines } from '../recipe-text/recipe-lines.ts'
import { scaleIngredientLine } from '../recipe-text/scale-line.ts'
import { buyableItem, type BuyableItem } from './buyable-amount.ts'

/** Item titles from text someone pasted or from a recipe put on the list. */
// "- ", "* ", "• ", "1. ", "2) ", "[ ] ", "[x] ", and a bullet before a checkbox ("- [ ] milk").
const LIST_MARK = /^(?:[-*•·▪‣◦–—](?:\s+|$)|\d{1,3}[.)]\s+)?(?:\[[ xX✓]?\]\s*)?/u

export function splitItemLines(text: string): string[] {
  return splitLines(text)
    .filter((line) => !isHeaderLine(line))
    .map((line) => line.replace(LIST_MARK, '').replace(/\s+/gu, ' ').trim())
    .filter((line) => line.length > 0 && !isHeaderLine(line))
}

export function shoppingLinesOfRecipe(ingredients: string, scale: number): string[] {
  return splitLines(ingredients)
    .filter((line) => !isHeaderLine(line))
    .map((line) => scaleIngredientLine(line, scale))
}

/** A recipe's lines scaled, as a shopper buys them, each with its exact amount when rounding changed it. */
export function shoppingItemsOfRecipe(ingredients: string, scale: number): BuyableItem[] {
  return shoppingLinesOfRecipe(ingredients, scale).map(buyableItem)
}

export function servingsScale(recipeYield: string, servings: number | null): number {
  const recipeServings = parseYield(recipeYield)
  if (servings === null || !Number.isFinite(servings) || servings <= 0 || recipeServings === null) return 1
  return servings / recipeServings
}
