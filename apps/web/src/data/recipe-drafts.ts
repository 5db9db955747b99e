/**
 * The recipe editor's unsaved work, kept in this browser while the person types so that a failed save, a
 * reload or a crashed page loses nothing. One draft per recipe id ("new" for a new recipe); all of them go
 * at logout, so the next person on this device does not find them.
 */
import { readJson, removeKeysStartingWith, writeJson, writeText } from '../lib/local-storage.ts'

const PREFIX = 'recipeDraft:'

export interface StoredDraft {
  /** The editor's form; the editor checks its shape when it reads it back. */
  form: unknown
  savedAt: string
  /** The `updatedAt` of the recipe the draft started from, to tell whether it changed since. */
  baseUpdatedAt: string | null
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false
  const { savedAt, baseUpdatedAt } = value as Record<string, unknown>
  return (
    typeof savedAt === 'string' &&
    !Number.isNaN(Date.parse(savedAt)) &&
    (baseUpdatedAt === null || typeof baseUpdatedAt === 'string')
  )
}

export function readDraft(recipeId: string): StoredDraft | null {
  const stored = readJson<unknown>(PREFIX + recipeId, null)
  return isStoredDraft(stored) ? stored : null
}

export function writeDraft(recipeId: string, draft: StoredDraft): void {
  writeJson(PREFIX + recipeId, draft)
}

export function removeDraft(recipeId: string): void {
  writeText(PREFIX + recipeId, null)
}

export function removeAllDrafts(): void {
  removeKeysStartingWith(PREFIX)
}
