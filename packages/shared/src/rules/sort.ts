/**
 * Recipe ordering of spec §5: by title (default) or creation time, ties broken by the other field, then by id
 * as the server pages them. Titles order naturally ("Soup 2" before "Soup 10") by their natural sort key.
 */
import { compareTitleKeys, naturalTitleKey } from './title-key.ts'

export type RecipeSort = 'title' | 'createdAt' | '-createdAt'

export const RECIPE_SORTS: readonly RecipeSort[] = ['title', 'createdAt', '-createdAt']

export interface Sortable {
  title: string
  createdAt: string | Date
  id?: string
}

function time(value: string | Date): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime()
}

export function compareByTitle(a: Sortable, b: Sortable): number {
  return compareTitleKeys(naturalTitleKey(a.title), naturalTitleKey(b.title))
}

function compareById(a: Sortable, b: Sortable): number {
  return compareTitleKeys(a.id ?? '', b.id ?? '')
}

export function compareByCreatedAt(a: Sortable, b: Sortable): number {
  return time(a.createdAt) - time(b.createdAt)
}

export function recipeComparator(sort: RecipeSort): (a: Sortable, b: Sortable) => number {
  switch (sort) {
    case 'title':
      return (a, b) => compareByTitle(a, b) || compareByCreatedAt(a, b) || compareById(a, b)
    case 'createdAt':
      return (a, b) => compareByCreatedAt(a, b) || compareByTitle(a, b) || compareById(a, b)
    case '-createdAt':
      return (a, b) => compareByCreatedAt(b, a) || compareByTitle(a, b) || compareById(a, b)
  }
}

/** Older clients stored "-title"; it means the same as "title". */
export function normalizeRecipeSort(value: unknown): RecipeSort {
  if (value === '-title') return 'title'
  return RECIPE_SORTS.includes(value as RecipeSort) ? (value as RecipeSort) : 'title'
}
