/**
 * What the shopping list needs to know about words and recipes, given to it (app.ts passes the shared
 * domain's functions; tests may pass simpler ones).
 */
import type { ShoppingAisle } from '@rosemary/shared/contract'

export interface ShoppingRules {
  /**
   * The word similar items gather under, and its aisle by the keyword tables; the list's memory for the
   * word, applied by the list, comes before that aisle.
   */
  classifyItem: (title: string) => { groupTitle: string; categoryTitle: ShoppingAisle }
  /**
   * A recipe's ingredient lines as items, scaled by the servings over the recipe's yield (null: as written)
   * and rounded as a shopper buys them; `exact` is the scaled line when rounding changed it.
   */
  linesOfRecipe: (
    ingredients: string,
    recipeYield: string,
    servings: number | null,
  ) => { title: string; exact: string | null }[]
}
