/** Ingredient text engine: scaling, unit conversion and parsing of ingredient, instruction and yield text. */
export { convertIngredientLine } from './convert-line.ts'
export { findDurations, type FoundDuration } from './find-durations.ts'
export { ingredientKeywords, matchStepIngredients } from './match-step-ingredients.ts'
export { parseIngredients, type ParsedIngredient } from './parse-ingredients.ts'
export { parseInstructions, type ParsedInstruction } from './parse-instructions.ts'
export { parseYield } from './parse-yield.ts'
export { scaleIngredientLine } from './scale-line.ts'
export type { MeasurementSystem, UnitClass, UnitDefinition, UnitSystem } from './units.ts'
