import { describe, expect, test } from 'vitest'
import { alikeLabelPairs, labelsLookAlike } from './similar-labels.ts'

describe('labelsLookAlike', () => {
  test.each([
    ['dessert', 'desserts'],
    ['Veggie', 'veggies'],
    ['contorno', 'contorni'],
    ['torta', 'torte'],
    ['dolce', 'dolci'],
    ['Suppe', 'Suppen'],
    ['Nudel', 'Nudeln'],
    ['Auflauf', 'Aufläufe'],
    ['café', 'Cafe'],
    ['berry', 'berries'],
    ['main course', 'Main Courses'],
    ['stir fry', 'stir-fry'],
  ])('%s looks like %s', (a, b) => {
    expect(labelsLookAlike(a, b)).toBe(true)
    expect(labelsLookAlike(b, a)).toBe(true)
  })

  test.each([
    ['dessert', 'dinner'],
    ['pasta', 'pastry'],
    ['pie', 'pies tart'],
    ['main course', 'main'],
    ['rice', 'ricotta'],
    ['ei', 'eier'],
    ['cake', 'cakes!!! quick'],
    ['', ''],
  ])('%s does not look like %s', (a, b) => {
    expect(labelsLookAlike(a, b)).toBe(false)
  })
})

describe('alikeLabelPairs', () => {
  const label = (id: string, title: string, recipeCount: number) => ({ id, title, recipeCount })

  test('merges into the label more recipes carry, then the shorter one', () => {
    const pairs = alikeLabelPairs([
      label('1', 'desserts', 2),
      label('2', 'dinner', 9),
      label('3', 'dessert', 5),
      label('4', 'veggies', 1),
      label('5', 'veggie', 1),
    ])
    expect(pairs.map(({ source, target }) => [source.id, target.id])).toEqual([
      ['1', '3'],
      ['4', '5'],
    ])
  })

  test('look-alikes of look-alikes form one group around one label', () => {
    const pairs = alikeLabelPairs([label('a', 'torta', 1), label('b', 'torte', 3), label('c', 'tortes', 1)])
    expect(pairs.map(({ source, target }) => `${source.title}→${target.title}`)).toEqual([
      'torta→torte',
      'tortes→torte',
    ])
  })

  test('nothing to offer when no two labels look alike', () => {
    expect(alikeLabelPairs([label('a', 'quick', 1), label('b', 'vegan', 1)])).toEqual([])
    expect(alikeLabelPairs([])).toEqual([])
  })
})
