/** Recipe ordering of spec §5: by title (default) or creation time, ties broken by the other field. */
export type RecipeSort = 'title' | 'createdAt' | '-createdAt'

export const RECIPE_SORTS: readonly RecipeSort[] = ['title', 'createdAt', '-createdAt']

export interface Sortable {
  title: string
  createdAt: string | Date
}

// Made on first use: building a collator loads ICU data (about 20 ms in a browser), and the app's first
// task loads this module for normalizeRecipeSort alone.
let titleCollator: Intl.Collator | undefined
const collator = () =>
  (titleCollator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }))

function time(value: string | Date): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime()
}

export function compareByTitle(a: Sortable, b: Sortable): number {
  return collator().compare(a.title, b.title)
}

export function compareByCreatedAt(a: Sortable, b: Sortable): number {
  return time(a.createdAt) - time(b.createdAt)
}

export function recipeComparator(sort: RecipeSort): (a: Sortable, b: Sortable) => number {
  switch (sort) {
    case 'title':
      return (a, b) => compareByTitle(a, b) || compareByCreatedAt(a, b)
    case 'createdAt':
      return (a, b) => compareByCreatedAt(a, b) || compareByTitle(a, b)
    case '-createdAt':
      return (a, b) => compareByCreatedAt(b, a) || compareByTitle(a, b)
  }
}

/** Older clients stored "-title"; it means the same as "title". */
export function normalizeRecipeSort(value: unknown): RecipeSort {
  if (value === '-title') return 'title'
  return RECIPE_SORTS.includes(value as RecipeSort) ? (value as RecipeSort) : 'title'
}
