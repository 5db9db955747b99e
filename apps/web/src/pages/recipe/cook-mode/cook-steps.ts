/**
 * The steps cook mode walks through: the instruction lines without their section headers (each step keeps
 * the section it is in), numbered 1…M across sections, with the durations a timer can be started from and
 * the ingredient lines the step names.
 */
import {
  findDurations,
  type FoundDuration,
  matchStepIngredients,
  type ParsedInstruction,
} from '@rosemary/shared/recipe-text'
import type { ShownIngredient } from '../cooking-view.ts'

export interface CookStep {
  /** The line's index among the instructions: what the step check marks use. */
  lineIndex: number
  number: number
  section: string | null
  content: string
  durations: FoundDuration[]
  /** Indexes into the shown ingredient lines. */
  ingredients: number[]
}

export function cookSteps(
  instructions: readonly ParsedInstruction[],
  ingredients: readonly ShownIngredient[],
): CookStep[] {
  let section: string | null = null
  const steps: Omit<CookStep, 'ingredients'>[] = []
  instructions.forEach((line, lineIndex) => {
    if (line.isHeader) section = line.content
    else {
      const number = steps.length + 1
      steps.push({
        lineIndex,
        number,
        section,
        content: line.content,
        durations: findDurations(line.content),
      })
    }
  })
  const names = ingredients.map((line) => (line.isHeader ? '' : line.content))
  const mentioned = matchStepIngredients(
    steps.map((step) => step.content),
    names,
  )
  return steps.map((step, index) => ({ ...step, ingredients: mentioned[index] ?? [] }))
}

/** Where cook mode opens: the first step not yet ticked off, or the first step when all are. */
export function firstOpenStep(steps: readonly CookStep[], done: ReadonlySet<number>): number {
  const open = steps.findIndex((step) => !done.has(step.lineIndex))
  return open === -1 ? 0 : open
}
