import { useState } from 'react'
import type { UnitChoice } from './cooking-view.ts'
import {
  readRecipeChecks,
  readRecipeView,
  writeRecipeChecks,
  writeRecipeView,
  type RecipeView,
} from './recipe-view-state.ts'

interface Checks {
  ingredients: number[]
  steps: number[]
}

const NO_CHECKS: Checks = { ingredients: [], steps: [] }

function toggled(list: readonly number[], index: number): number[] {
  return list.includes(index) ? list.filter((item) => item !== index) : [...list, index].sort((a, b) => a - b)
}

/**
 * The recipe page's scale, units and check marks, read from and written to storage per recipe
 * (recipe-view-state.ts). `version` is the recipe's updatedAt, or null while it loads. State is kept with
 * the key it was read for, so opening another recipe on the same page reads that recipe's own.
 */
export function useRecipeView(recipeId: string, version: string | null) {
  const [view, setView] = useState({ key: recipeId, value: readRecipeView(recipeId) })
  const checksKey = `${recipeId}@${version ?? ''}`
  const [checks, setChecks] = useState<{ key: string; value: Checks } | null>(null)

  const currentView: RecipeView = view.key === recipeId ? view.value : readRecipeView(recipeId)
  const currentChecks: Checks =
    checks?.key === checksKey
      ? checks.value
      : version === null
        ? NO_CHECKS
        : readRecipeChecks(recipeId, version)

  const update = (next: Partial<RecipeView>) => {
    const value = { ...currentView, ...next }
    writeRecipeView(recipeId, value)
    setView({ key: recipeId, value })
  }

  const toggle = (kind: keyof Checks, index: number) => {
    if (version === null) return
    const value = { ...currentChecks, [kind]: toggled(currentChecks[kind], index) }
    writeRecipeChecks(recipeId, { ...value, version })
    setChecks({ key: checksKey, value })
  }

  return {
    scale: currentView.scale,
    units: currentView.units,
    setScale: (scale: number) => update({ scale }),
    setUnits: (units: UnitChoice) => update({ units }),
    ingredientsDone: new Set(currentChecks.ingredients) as ReadonlySet<number>,
    stepsDone: new Set(currentChecks.steps) as ReadonlySet<number>,
    toggleIngredient: (index: number) => toggle('ingredients', index),
    toggleStep: (index: number) => toggle('steps', index),
  }
}
