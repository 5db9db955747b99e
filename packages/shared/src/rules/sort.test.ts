import { describe, expect, test } from 'vitest'
import { normalizeRecipeSort, recipeComparator, type RecipeSort, type Sortable } from './sort.ts'

const recipes: (Sortable & { id: string })[] = [
  { id: 'b-new', title: 'Bread', createdAt: '2026-03-01T00:00:00Z' },
  { id: 'a', title: 'apple pie', createdAt: '2026-02-01T00:00:00Z' },
  { id: 'b-old', title: 'bread', createdAt: '2026-01-01T00:00:00Z' },
  { id: 'c', title: 'Carrot cake', createdAt: '2026-02-01T00:00:00Z' },
  { id: 'ten', title: 'Soup 10', createdAt: '2026-04-01T00:00:00Z' },
  { id: 'two', title: 'Soup 2', createdAt: '2026-04-01T00:00:00Z' },
  { id: 'n101', title: '#101', createdAt: '2026-05-01T00:00:00Z' },
  { id: 'n41', title: '#41', createdAt: '2026-05-01T00:00:00Z' },
  { id: 'e', title: 'Éclair', createdAt: '2026-05-01T00:00:00Z' },
]

const order = (sort: RecipeSort) => [...recipes].sort(recipeComparator(sort)).map((recipe) => recipe.id)

describe('recipeComparator', () => {
  test('title ignores case and accents, orders numbers naturally, and breaks ties by creation time', () => {
    expect(order('title')).toEqual(['n41', 'n101', 'a', 'b-old', 'b-new', 'c', 'e', 'two', 'ten'])
  })

  test('createdAt is oldest first, ties broken by title', () => {
    expect(order('createdAt')).toEqual(['b-old', 'a', 'c', 'b-new', 'two', 'ten', 'n41', 'n101', 'e'])
  })

  test('-createdAt is newest first, ties broken by title', () => {
    expect(order('-createdAt')).toEqual(['n41', 'n101', 'e', 'two', 'ten', 'b-new', 'a', 'c', 'b-old'])
  })

  test('the same title and time fall back to the id, as the server pages them', () => {
    const twins = [
      { id: 'b', title: 'Tart', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'a', title: 'tart', createdAt: '2026-01-01T00:00:00Z' },
    ]
    expect([...twins].sort(recipeComparator('title')).map((recipe) => recipe.id)).toEqual(['a', 'b'])
  })

  test('accepts Date objects as well as ISO strings', () => {
    const withDates = recipes.map((recipe) => ({ ...recipe, createdAt: new Date(recipe.createdAt) }))
    expect([...withDates].sort(recipeComparator('createdAt')).map((recipe) => recipe.id)).toEqual(
      order('createdAt'),
    )
  })
})

describe('normalizeRecipeSort', () => {
  test('turns the old "-title" into "title" and anything unknown into the default', () => {
    expect(normalizeRecipeSort('-title')).toBe('title')
    expect(normalizeRecipeSort('-createdAt')).toBe('-createdAt')
    expect(normalizeRecipeSort('rating')).toBe('title')
    expect(normalizeRecipeSort(undefined)).toBe('title')
  })
})
