import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import {
  checksKey,
  readChecks,
  stepProgress,
  toggleCheck,
  useCheckSet,
  useRecipeChecks,
} from './recipe-checks.ts'

afterEach(() => sessionStorage.clear())

describe('recipe checks', () => {
  test('are kept in sessionStorage under rosemary.checks.<recipeId> as {ingredients, steps}', () => {
    toggleCheck('r1', 'steps', 2)
    toggleCheck('r1', 'steps', 0)
    toggleCheck('r1', 'ingredients', 4)
    expect(JSON.parse(sessionStorage.getItem('rosemary.checks.r1') ?? 'null')).toEqual({
      ingredients: [4],
      steps: [0, 2],
    })
    toggleCheck('r1', 'steps', 2)
    expect(readChecks('r1')).toEqual({ ingredients: [4], steps: [0] })
  })

  test('read what another part of the page wrote there, ignoring what is not a line index', () => {
    sessionStorage.setItem(checksKey('r2'), JSON.stringify({ ingredients: [1, 'x', -1], steps: [3] }))
    expect(readChecks('r2')).toEqual({ ingredients: [1], steps: [3] })
    sessionStorage.setItem(checksKey('r3'), '{not json')
    expect(readChecks('r3')).toEqual({ ingredients: [], steps: [] })
  })

  test('every reader of a recipe follows a change; other recipes do not re-render', () => {
    const page = renderHook(() => useCheckSet('r4', 'steps'))
    const toolbar = renderHook(() => useRecipeChecks('r4'))
    const other = renderHook(() => useRecipeChecks('r5'))
    const before = other.result.current
    act(() => page.result.current[1](1))
    expect(page.result.current[0].has(1)).toBe(true)
    expect(toolbar.result.current.steps).toEqual([1])
    expect(other.result.current).toBe(before)
  })

  test('progress counts ticked steps out of the recipe’s steps', () => {
    expect(stepProgress({ ingredients: [0, 1], steps: [0, 2, 5] }, 8)).toEqual({ done: 3, total: 8 })
    expect(stepProgress({ ingredients: [], steps: [0, 1, 2] }, 2)).toEqual({ done: 2, total: 2 })
  })
})
