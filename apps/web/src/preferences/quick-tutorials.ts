/**
 * Quick tutorials explain a feature the first time someone uses it, once per tutorial id; an id is
 * recorded as seen when its dialog is dismissed (spec §4).
 */
import { readJson, writeJson } from '../lib/local-storage.ts'
import { createStore } from '../lib/store.ts'

export type QuickTutorialId =
  | 'multipleRecipeSelection'
  | 'multipleLabelSelection'
  | 'splitPaneView'
  | 'experimentalOfflineCache'
  | 'pinnedRecipes'

const STORAGE_KEY = 'seenQuickTutorialOptions'

/** The tutorial on screen now, if any. */
export const quickTutorialStore = createStore<QuickTutorialId | null>(null)

export function hasSeenQuickTutorial(id: QuickTutorialId): boolean {
  return readJson<string[]>(STORAGE_KEY, []).includes(id)
}

export function showQuickTutorial(id: QuickTutorialId): void {
  if (hasSeenQuickTutorial(id) || quickTutorialStore.get() !== null) return
  quickTutorialStore.set(id)
}

export function dismissQuickTutorial(): void {
  const id = quickTutorialStore.get()
  if (id === null) return
  const seen = readJson<string[]>(STORAGE_KEY, [])
  if (!seen.includes(id)) writeJson(STORAGE_KEY, [...seen, id])
  quickTutorialStore.set(null)
}
