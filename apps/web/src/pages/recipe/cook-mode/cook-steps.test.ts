import { parseInstructions } from '@rosemary/shared/recipe-text'
import { describe, expect, test } from 'vitest'
import { showIngredients } from '../cooking-view.ts'
import { cookSteps, firstOpenStep } from './cook-steps.ts'

const INGREDIENTS = '[Crust]\n200 g flour\n100 g butter\n[Filling]\n3 lemons\n2 eggs\n150 g sugar'
const INSTRUCTIONS =
  '[Crust]\nRub the butter into the flour.\nChill the crust for 30 minutes.\n[Filling]\nWhisk eggs, sugar and the juice of the lemons.\nBake 20-25 min.'

describe('cook mode steps', () => {
  const steps = cookSteps(parseInstructions(INSTRUCTIONS), showIngredients(INGREDIENTS, 2, 'original'))

  test('are the instruction lines without headers, numbered across sections, each with its section', () => {
    expect(steps.map(({ number, section, lineIndex }) => [number, section, lineIndex])).toEqual([
      [1, 'Crust', 1],
      [2, 'Crust', 2],
      [3, 'Filling', 4],
      [4, 'Filling', 5],
    ])
  })

  test('name the shown (scaled) ingredient lines they mention, never a header', () => {
    const shown = showIngredients(INGREDIENTS, 2, 'original')
    const named = steps.map((step) => step.ingredients.map((index) => shown[index]?.content))
    expect(named).toEqual([['400 g flour', '200 g butter'], [], ['6 lemons', '4 eggs', '300 g sugar'], []])
  })

  test('carry the durations a timer can start from', () => {
    expect(steps.map((step) => step.durations.map((found) => [found.text, found.seconds]))).toEqual([
      [],
      [['30 minutes', 1800]],
      [],
      [['20-25 min', 1200]],
    ])
  })

  test('open at the first step not ticked off', () => {
    expect(firstOpenStep(steps, new Set())).toBe(0)
    expect(firstOpenStep(steps, new Set([1, 2]))).toBe(2)
    expect(firstOpenStep(steps, new Set([1, 2, 4, 5]))).toBe(0)
  })
})
