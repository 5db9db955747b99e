import { afterEach, describe, expect, test, vi } from 'vitest'
import { readRecipeView, writeRecipeView } from './recipe-view-state.ts'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('scale and units', () => {
  test('are kept per recipe in localStorage', () => {
    writeRecipeView('r1', { scale: 0.5, units: 'us' })
    writeRecipeView('r2', { scale: 3, units: 'metric' })
    expect(readRecipeView('r1')).toEqual({ scale: 0.5, units: 'us' })
    expect(readRecipeView('r2')).toEqual({ scale: 3, units: 'metric' })
    expect(localStorage.getItem('recipeView')).toContain('"r1"')
    expect(sessionStorage.getItem('recipeView')).toBeNull()
  })

  test('default to × 1 as written, and going back to that leaves nothing stored', () => {
    expect(readRecipeView('r1')).toEqual({ scale: 1, units: 'original' })
    writeRecipeView('r1', { scale: 2, units: 'original' })
    writeRecipeView('r1', { scale: 1, units: 'original' })
    expect(JSON.parse(localStorage.getItem('recipeView') ?? '')).toEqual({})
  })

  test('× 0 is kept as chosen', () => {
    writeRecipeView('r1', { scale: 0, units: 'original' })
    expect(readRecipeView('r1')).toEqual({ scale: 0, units: 'original' })
  })

  test.for([
    ['not json'],
    ['[1,2]'],
    ['{"r1":{"scale":-2,"units":"imperial"}}'],
    ['{"r1":{"scale":"2","units":3}}'],
    ['{"r1":{"scale":1000}}'],
  ] as const)('odd stored value %s reads as the default', ([stored]) => {
    localStorage.setItem('recipeView', stored)
    expect(readRecipeView('r1')).toEqual({ scale: 1, units: 'original' })
  })

  test('only the 50 most recent recipes are kept', () => {
    let clock = 0
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1))
    for (let i = 0; i < 60; i += 1) writeRecipeView(`r${i}`, { scale: 2, units: 'us' })
    const kept = Object.keys(JSON.parse(localStorage.getItem('recipeView') ?? '{}') as object)
    expect(kept).toHaveLength(50)
    expect(kept).toContain('r59')
    expect(kept).not.toContain('r0')
  })

  test('a storage that throws loses the choice quietly', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(() => writeRecipeView('r1', { scale: 2, units: 'us' })).not.toThrow()
    expect(readRecipeView('r1')).toEqual({ scale: 1, units: 'original' })
  })
})
