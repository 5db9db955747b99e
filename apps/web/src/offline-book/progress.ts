/** What the offline recipe book is doing, for the settings and the small indicator. */
import { createStore, useStore } from '../lib/store.ts'

export interface BookProgress {
  phase: 'idle' | 'recipes' | 'pictures' | 'ready' | 'failed'
  /** Recipes in the copy, of how many the server has. */
  recipes: number
  totalRecipes: number
  pictures: number
  totalPictures: number
  /** When the last sync finished (ISO). */
  syncedAt: string | null
}

export const IDLE: BookProgress = {
  phase: 'idle',
  recipes: 0,
  totalRecipes: 0,
  pictures: 0,
  totalPictures: 0,
  syncedAt: null,
}

export const bookProgressStore = createStore<BookProgress>(IDLE)

export function updateProgress(change: Partial<BookProgress>): void {
  bookProgressStore.set({ ...bookProgressStore.get(), ...change })
}

export function useBookProgress(): BookProgress {
  return useStore(bookProgressStore)
}
