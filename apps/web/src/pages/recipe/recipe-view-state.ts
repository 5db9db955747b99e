/**
 * What a cook set on a recipe page, kept per recipe (issue 15): the scale and units in localStorage, so they
 * stay while the browser keeps them (the ticked lines are app/recipe-checks.ts's, for the session). One JSON
 * object keyed by recipe id, trimmed to the most recent recipes. Storage that fails (private mode, full
 * quota) is simply skipped.
 */
import type { UnitChoice } from './cooking-view.ts'

export interface RecipeView {
  scale: number
  units: UnitChoice
}

const VIEW_KEY = 'recipeView'
/** Enough for a week of cooking; older entries go first. */
const KEPT_RECIPES = 50
const UNIT_CHOICES: readonly string[] = ['original', 'metric', 'us']
const MAX_SCALE = 100

type Entries<T> = Record<string, T & { at: number }>

function read<T>(storage: () => Storage, key: string): Entries<T> {
  try {
    const value: unknown = JSON.parse(storage().getItem(key) ?? '{}')
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Entries<T>) : {}
  } catch {
    return {}
  }
}

function write(storage: () => Storage, key: string, recipeId: string, value: object | null): void {
  const others = Object.entries(read<object>(storage, key)).filter(([id]) => id !== recipeId)
  const entries = value === null ? others : [[recipeId, { ...value, at: Date.now() }] as const, ...others]
  const kept = entries.sort(([, a], [, b]) => b.at - a.at).slice(0, KEPT_RECIPES)
  try {
    storage().setItem(key, JSON.stringify(Object.fromEntries(kept)))
  } catch {
    // The choice lives on in memory for this visit.
  }
}

const local = () => localStorage

export function readRecipeView(recipeId: string): RecipeView {
  const stored: Partial<Record<keyof RecipeView, unknown>> = read<RecipeView>(local, VIEW_KEY)[recipeId] ?? {}
  const { scale, units } = stored
  return {
    scale: typeof scale === 'number' && scale >= 0 && scale <= MAX_SCALE ? scale : 1,
    units: typeof units === 'string' && UNIT_CHOICES.includes(units) ? (units as UnitChoice) : 'original',
  }
}

/** The default view (× 1, as written) is not stored: a recipe left as it was leaves nothing behind. */
export function writeRecipeView(recipeId: string, view: RecipeView): void {
  const isDefault = view.scale === 1 && view.units === 'original'
  write(local, VIEW_KEY, recipeId, isDefault ? null : view)
}
