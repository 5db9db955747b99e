/**
 * Plain, predictable stand-ins for the shared shopping rules, so tests of the lists' behaviour do not
 * depend on the keyword tables: an item's word is its title's last word, lowercased; a few words have an
 * aisle; a recipe's lines are its non-heading ingredient lines, a leading number scaled by servings over
 * the yield's first number and rounded up to a whole one (the exact number kept).
 */
import type { ShoppingAisle } from '@rosemary/shared/contract'
import type { ShoppingRules } from '../modules/shopping-lists/shopping-rules.ts'

const KNOWN: Record<string, ShoppingAisle> = { milk: 'dairy', apples: 'produce', bread: 'bakery' }

export const testShoppingRules: ShoppingRules = {
  classifyItem(title) {
    const groupTitle = title.trim().toLowerCase().split(/\s+/).at(-1) ?? ''
    const known = Object.hasOwn(KNOWN, groupTitle) ? KNOWN[groupTitle] : undefined
    return { groupTitle, categoryTitle: known ?? 'other' }
  },
  linesOfRecipe(ingredients, recipeYield, servings) {
    const makes = Number.parseFloat(recipeYield)
    const scale = servings !== null && makes > 0 ? servings / makes : 1
    return ingredients
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('['))
      .map((line) => {
        const title = line.replace(/^\d+(\.\d+)?/, (amount) => String(Number(amount) * scale))
        // A scaled amount with a fraction is bought whole: the title rounds it up, the exact one is kept.
        const bought = title.replace(/^\d+\.\d+/, (amount) => String(Math.ceil(Number(amount))))
        return { title: bought, exact: bought === title ? null : title }
      })
  },
}
