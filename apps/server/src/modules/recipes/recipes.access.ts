/**
 * Who may do what with a recipe. Anyone with a recipe's id may read it (links are shared); only its
 * owner sees its labels and may change or delete it. To anyone else a write answers 404, so the answer
 * does not reveal that the recipe exists.
 */
import type { RecipeRow } from '../../db/schema/index.ts'
import type { AuthSession } from '../../http/auth-session.ts'

export function canReadRecipe(_session: AuthSession | null, _recipe: RecipeRow): boolean {
  return true
}

export function canEditRecipe(session: AuthSession | null, recipe: RecipeRow): boolean {
  return session !== null && session.userId === recipe.userId
}

export function canSeeRecipeLabels(session: AuthSession | null, recipe: RecipeRow): boolean {
  return canEditRecipe(session, recipe)
}
