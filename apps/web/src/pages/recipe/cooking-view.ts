/**
 * What the recipe page shows of the recipe's text: ingredients scaled and converted to the chosen units, with
 * headers; steps and notes with their braced amounts scaled and converted too. Pure, so the rules are tested
 * without a browser.
 */
import {
  APPROXIMATE,
  type ConvertAmount,
  convertIngredientLine,
  convertTemperatures,
  joinContinuedLines,
  type MeasurementSystem,
  parseIngredients,
  parseInstructions,
  type ParsedInstruction,
  parseYield,
  scaleBracedAmounts,
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

function converter(units: UnitChoice): ConvertAmount | undefined {
  return units === 'original' ? undefined : (amount, named) => convertIngredientLine(amount, units, named)
}

/**
 * The steps, numbered, with oven temperatures in the chosen units. Amounts in steps stay as written, but for
 * those in braces ("Add {2 cups} flour"), which are scaled and converted as ingredients are.
 */
export function showSteps(text: string, scale: number, units: UnitChoice): ParsedInstruction[] {
  const convert = converter(units)
  return parseInstructions(text).map((step) => {
    if (step.isHeader) return step
    const content = scaleBracedAmounts(step.content, scale, convert)
    return { ...step, content: units === 'original' ? content : convertTemperatures(content, units) }
  })
}

/** The notes with continued lines joined and braced amounts scaled and converted; the rest as written. */
export function showNotes(text: string, scale: number, units: UnitChoice): string {
  return scaleBracedAmounts(joinContinuedLines(text), scale, converter(units))
}

/** The scale that turns the recipe's yield into `servings` (0 servings: × 0), or null when the yield has no number. */
export function scaleForServings(yieldText: string, servings: number): number | null {
  const base = parseYield(yieldText)
  if (base === null || base <= 0 || !Number.isFinite(servings) || servings < 0) return null
  return servings / base
}
