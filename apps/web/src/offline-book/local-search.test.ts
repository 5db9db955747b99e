import { describe, expect, it } from 'vitest'
import {
  buildSearchIndex,
  normalizedWords,
  type SearchableRecipe,
  searchIndex,
  similarity,
} from './local-search.ts'

const recipe = (id: string, title: string, ingredients = '', labels: string[] = []): SearchableRecipe => ({
  id,
  title,
  ingredients,
  labels,
})

const book = [
  recipe('salad', 'Greek salad', '200 g feta\n1 cucumber\nolives', ['vegetarian']),
  recipe('pie', 'Spinach pie', 'spinach\nfilo pastry\n100 g feta', ['vegetarian', 'baking']),
  recipe('brulee', 'Crème brûlée', 'cream\nsugar\n4 egg yolks', ['dessert']),
  recipe('stew', 'Beef stew', 'beef\ncarrots\nred wine', ['winter']),
  recipe('feta', 'Baked feta', 'feta\ncherry tomatoes'),
]
const index = buildSearchIndex(book)

describe('normalizedWords', () => {
  it('folds case and accents and splits on anything not a letter or digit', () => {
    expect(normalizedWords('Crème BRÛLÉE, 2-ways')).toEqual(['creme', 'brulee', '2', 'ways'])
  })
})

describe('similarity', () => {
  it('scores as pg_trgm does: shared trigrams over all trigrams', () => {
    expect(similarity('feta', 'feta')).toBe(1)
    expect(similarity('fetta', 'feta')).toBeCloseTo(4 / 7)
    expect(similarity('stew', 'olives')).toBe(0)
  })
})

describe('searchIndex', () => {
  it('forgives a typo, ranking the title match first', () => {
    const found = searchIndex(index, 'fetta')
    expect(found[0]).toBe('feta')
    expect(new Set(found)).toEqual(new Set(['feta', 'pie', 'salad']))
  })

  it('ranks a title match above a label match above an ingredient match', () => {
    const ranked = buildSearchIndex([
      recipe('ingredient', 'Soup', 'dessert wine'),
      recipe('label', 'Cake', '', ['dessert']),
      recipe('title', 'Dessert plate'),
    ])
    expect(searchIndex(ranked, 'desert')).toEqual(['title', 'label', 'ingredient'])
  })

  it('finds labels, misspelt', () => {
    expect(new Set(searchIndex(index, 'vegetarain'))).toEqual(new Set(['salad', 'pie']))
  })

  it('ignores accents both ways', () => {
    expect(searchIndex(index, 'creme brulee')).toEqual(['brulee'])
    expect(searchIndex(index, 'spïnach')).toEqual(['pie'])
  })

  it('matches the start of a word', () => {
    expect(searchIndex(index, 'spin')).toEqual(['pie'])
  })

  it('needs every word to match somewhere', () => {
    expect(searchIndex(index, 'feta cucumber')).toEqual(['salad'])
    expect(searchIndex(index, 'feta beef')).toEqual([])
  })

  it('finds nothing for nothing typed, or a word unlike any', () => {
    expect(searchIndex(index, '  ,. ')).toEqual([])
    expect(searchIndex(index, 'xylophone')).toEqual([])
  })

  it('breaks ties by title', () => {
    const tied = buildSearchIndex([recipe('b', 'Pie 10'), recipe('a', 'Pie 9')])
    expect(searchIndex(tied, 'pie')).toEqual(['a', 'b'])
  })
})
