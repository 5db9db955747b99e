/**
 * The lines ticked off on a recipe while cooking, kept for this tab's session under
 * "rosemary.checks.<recipeId>" as {ingredients, steps} (line indexes): the recipe page, cook mode and the
 * cooking toolbar's progress read and change the same marks.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { createEmitter } from '../lib/events.ts'

export interface RecipeChecks {
  ingredients: readonly number[]
  steps: readonly number[]
}
export type CheckKind = keyof RecipeChecks

const NONE: RecipeChecks = { ingredients: [], steps: [] }
const changed = createEmitter<string>()
// The last text read per recipe and what it parsed to: the same object until the text changes, as
// useSyncExternalStore needs, and a change written by other code is still seen.
const cache = new Map<string, { text: string | null; checks: RecipeChecks }>()
// When storage refuses, the marks live on here for this visit.
const unstored = new Map<string, RecipeChecks>()

export function checksKey(recipeId: string): string {
  return `rosemary.checks.${recipeId}`
}

function indexes(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((item): item is number => Number.isInteger(item) && (item as number) >= 0)
    : []
}

function parse(text: string | null): RecipeChecks {
  if (text === null) return NONE
  try {
    const parsed = JSON.parse(text) as Partial<Record<CheckKind, unknown>> | null
    return { ingredients: indexes(parsed?.ingredients), steps: indexes(parsed?.steps) }
  } catch {
    return NONE
  }
}

function readText(recipeId: string): string | null {
  try {
    return sessionStorage.getItem(checksKey(recipeId))
  } catch {
    return null
  }
}

export function readChecks(recipeId: string): RecipeChecks {
  const memory = unstored.get(recipeId)
  if (memory) return memory
  const text = readText(recipeId)
  const cached = cache.get(recipeId)
  if (cached?.text === text) return cached.checks
  const checks = parse(text)
  cache.set(recipeId, { text, checks })
  return checks
}

export function toggleCheck(recipeId: string, kind: CheckKind, index: number): void {
  const current = readChecks(recipeId)
  const list = current[kind].includes(index)
    ? current[kind].filter((item) => item !== index)
    : [...current[kind], index].sort((a, b) => a - b)
  const next = { ...current, [kind]: list }
  const text = JSON.stringify(next)
  try {
    sessionStorage.setItem(checksKey(recipeId), text)
    cache.set(recipeId, { text, checks: next })
  } catch {
    unstored.set(recipeId, next)
  }
  changed.emit(recipeId)
}

/** The marks of one recipe, following every change. */
export function useRecipeChecks(recipeId: string): RecipeChecks {
  const subscribe = useCallback(
    (listener: () => void) =>
      changed.on((id) => {
        if (id === recipeId) listener()
      }),
    [recipeId],
  )
  const get = useCallback(() => readChecks(recipeId), [recipeId])
  return useSyncExternalStore(subscribe, get, get)
}

/** One kind of marks as a set and its toggle, as the recipe page's checkable lines take them. */
export function useCheckSet(recipeId: string, kind: CheckKind) {
  const list = useRecipeChecks(recipeId)[kind]
  const done = useMemo<ReadonlySet<number>>(() => new Set(list), [list])
  const toggle = useCallback((index: number) => toggleCheck(recipeId, kind, index), [recipeId, kind])
  return [done, toggle] as const
}

/** "3/8": steps ticked off of the recipe's steps (headers are not steps and cannot be ticked). */
export function stepProgress(checks: RecipeChecks, stepCount: number): { done: number; total: number } {
  return { done: Math.min(checks.steps.length, stepCount), total: stepCount }
}
