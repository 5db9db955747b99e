import { useState } from 'react'
import type { UnitChoice } from './cooking-view.ts'
import { readRecipeView, writeRecipeView, type RecipeView } from './recipe-view-state.ts'

/**
 * The recipe page's scale and units, read from and written to storage per recipe (recipe-view-state.ts).
 * State is kept with the key it was read for, so opening another recipe on the same page reads that
 * recipe's own. The check marks are app/recipe-checks.ts's, which cook mode and the toolbar read too.
 */
export function useRecipeView(recipeId: string) {
  const [view, setView] = useState({ key: recipeId, value: readRecipeView(recipeId) })
  const currentView: RecipeView = view.key === recipeId ? view.value : readRecipeView(recipeId)

  const update = (next: Partial<RecipeView>) => {
    const value = { ...currentView, ...next }
    writeRecipeView(recipeId, value)
    setView({ key: recipeId, value })
  }

  return {
    scale: currentView.scale,
    units: currentView.units,
    setScale: (scale: number) => update({ scale }),
    setUnits: (units: UnitChoice) => update({ units }),
  }
}
