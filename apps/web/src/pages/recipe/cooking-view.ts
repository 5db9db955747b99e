/**
 * What the recipe page shows of the ingredient text: scaled, converted to the chosen units, with headers.
 * Pure, so the rules are tested without a browser.
 */
import {
  APPROXIMATE,
  convertIngredientLine,
  convertTemperatures,
  type MeasurementSystem,
  parseIngredients,
  parseInstructions,
  type ParsedInstruction,
  parseYield,
} from '@rosemary/shared/recipe-text'

export type UnitChoice = 'original' | MeasurementSystem

export interface ShownIngredient {
  content: string
  isHeader: boolean
}

export function showIngredients(text: string, scale: number, units: UnitChoice): ShownIngredient[] {
  return parseIngredients(text, scale).map((line) => ({
    isHeader: line.isHeader,
    content:
      line.isHeader || units === 'original' ? line.content : convertIngredientLine(line.content, units),
  }))
}

/** True when a line carries the "≈" of an approximate amount, which the page then explains. */
export function hasApproximate(lines: readonly ShownIngredient[]): boolean {
  return lines.some((line) => !line.isHeader && line.content.includes(APPROXIMATE.trim()))
}

/** The steps, numbered, with oven temperatures in the chosen units; amounts in steps stay as written. */
export function showSteps(text: string, units: UnitChoice): ParsedInstruction[] {
  return parseInstructions(text).map((step) =>
    step.isHeader || units === 'original'
      ? step
      : { ...step, content: convertTemperatures(step.content, units) },
  )
}

/** The scale that turns the recipe's yield into `servings`, or null when the yield has no number. */
export function scaleForServings(yieldText: string, servings: number): number | null {
  const base = parseYield(yieldText)
  if (base === null || base <= 0 || !Number.isFinite(servings) || servings <= 0) return null
  return servings / base
}
