/**
 * Preferences live in localStorage as one JSON object ("preferences"), with the defaults of spec §3. A
 * stored value of the wrong type falls back to its default instead of breaking a page.
 */
import { normalizeRecipeSort, type RecipeSort } from '@rosemary/shared'
import { readJson, writeJson } from '../lib/local-storage.ts'
import { createStore, useStore } from '../lib/store.ts'

export type Language = 'en-us' | 'it-it' | 'de-de'
export type ColorScheme = 'auto' | 'light' | 'dark'

export interface Preferences {
  global: {
    enableSplitPane: boolean
    enableExperimentalOfflineCache: boolean
    language: Language | null
    colorScheme: ColorScheme
  }
  myRecipes: {
    enableLabelIntersection: boolean
    showLabels: boolean
    showLabelChips: boolean
    showImages: boolean
    showSource: boolean
    showRecipeDescription: boolean
    viewType: 'list' | 'tiles'
    sortBy: RecipeSort
    includeFriends: 'no' | 'yes' | 'browse'
  }
  recipeDetails: { enableWakeLock: boolean }
  manageLabels: { showCreatedAt: boolean }
  mealPlan: { showAddedBy: boolean; showAddedOn: boolean; startOfWeek: 'monday' | 'sunday' }
  shoppingList: {
    sortBy: '-createdAt' | 'createdAt' | 'title'
    showAddedBy: boolean
    showAddedOn: boolean
    showRecipeTitle: boolean
    preferDelete: boolean
    groupSimilar: boolean
    groupCategories: boolean
  }
}

export const COMPACT_VIEW_THRESHOLD_PX = 440
const STORAGE_KEY = 'preferences'

/** List view on phones (the smaller side of the screen under 440 px), tiles elsewhere. */
export function defaultViewType(screenSize: { width: number; height: number }): 'list' | 'tiles' {
  return Math.min(screenSize.width, screenSize.height) < COMPACT_VIEW_THRESHOLD_PX ? 'list' : 'tiles'
}

export function defaultPreferences(screenSize: { width: number; height: number }): Preferences {
  return {
    global: {
      enableSplitPane: false,
      enableExperimentalOfflineCache: false,
      language: null,
      colorScheme: 'auto',
    },
    myRecipes: {
      enableLabelIntersection: false,
      showLabels: true,
      showLabelChips: false,
      showImages: true,
      showSource: false,
      showRecipeDescription: true,
      viewType: defaultViewType(screenSize),
      sortBy: 'title',
      includeFriends: 'no',
    },
    recipeDetails: { enableWakeLock: true },
    manageLabels: { showCreatedAt: true },
    mealPlan: { showAddedBy: false, showAddedOn: false, startOfWeek: 'monday' },
    shoppingList: {
      sortBy: '-createdAt',
      showAddedBy: false,
      showAddedOn: false,
      showRecipeTitle: true,
      preferDelete: false,
      groupSimilar: true,
      groupCategories: true,
    },
  }
}

/** Stored values override defaults one by one, and only with a value of the same type. */
export function mergePreferences(defaults: Preferences, stored: unknown): Preferences {
  const merged = structuredClone(defaults) as unknown as Record<string, Record<string, unknown>>
  if (typeof stored !== 'object' || stored === null) return defaults
  for (const [section, values] of Object.entries(merged)) {
    const storedSection = (stored as Record<string, unknown>)[section]
    if (typeof storedSection !== 'object' || storedSection === null) continue
    for (const [name, fallback] of Object.entries(values)) {
      const value = (storedSection as Record<string, unknown>)[name]
      const sameType = fallback === null ? typeof value === 'string' : typeof value === typeof fallback
      if (value !== undefined && sameType) values[name] = value
    }
  }
  const result = merged as unknown as Preferences
  result.myRecipes.sortBy = normalizeRecipeSort(result.myRecipes.sortBy)
  return result
}

function screenSize() {
  return typeof window === 'undefined'
    ? { width: 1024, height: 768 }
    : { width: window.screen.width, height: window.screen.height }
}

export const preferencesStore = createStore<Preferences>(
  mergePreferences(defaultPreferences(screenSize()), readJson(STORAGE_KEY, null)),
)

export function setPreference<S extends keyof Preferences, N extends keyof Preferences[S]>(
  section: S,
  name: N,
  value: Preferences[S][N],
): void {
  const current = preferencesStore.get()
  if (Object.is(current[section][name], value)) return
  const next = { ...current, [section]: { ...current[section], [name]: value } }
  writeJson(STORAGE_KEY, next)
  preferencesStore.set(next)
}

export function usePreferences(): Preferences {
  return useStore(preferencesStore)
}
