/**
 * Recipes pinned to the cooking toolbar (spec §2, §4): kept in memory for this visit, identified by id.
 */
import { createStore } from '../lib/store.ts'
import { showQuickTutorial } from '../preferences/quick-tutorials.ts'

export interface PinnedRecipe {
  id: string
  title: string
  imageUrl: string | null
  /** Steps of the recipe's instructions (headers are not steps), for the toolbar's progress. */
  stepCount: number
}

export const pinsStore = createStore<readonly PinnedRecipe[]>([])

export function pinRecipe(recipe: PinnedRecipe): void {
  if (pinsStore.get().some((pinned) => pinned.id === recipe.id)) return
  pinsStore.set([...pinsStore.get(), recipe])
  showQuickTutorial('pinnedRecipes')
}

export function unpinRecipe(id: string): void {
  pinsStore.set(pinsStore.get().filter((pinned) => pinned.id !== id))
}

export function clearPins(): void {
  pinsStore.set([])
}

export function isPinned(id: string): boolean {
  return pinsStore.get().some((pinned) => pinned.id === id)
}
