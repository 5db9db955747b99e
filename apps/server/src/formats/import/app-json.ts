/**
 * Reading the JSON that self-hosted recipe apps (Mealie, Tandoor) export: loosely typed values, keys written
 * in snake_case by one version and camelCase by another, and ingredients stored in parts (an amount as a
 * number, a unit, a food, a note) that are written back as the one line a cook reads ("1 1/2 cup flour,
 * sifted"). Amounts keep the fractions cooks measure with: halves, thirds, quarters and eighths.
 */
import { isSchemaObject, type SchemaObject } from '../schema-org/json-values.ts'

export type Json = SchemaObject
export const isJson = isSchemaObject

/** The first of the keys the object has a value for (null counts as none). */
export function pick(object: Json, ...keys: string[]): unknown {
  for (const key of keys) {
    const value = object[key]
    if (value !== undefined && value !== null) return value
  }
  return undefined
}

/** A string or finite number as trimmed text; '' for anything else. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}

/** A number, or numeric text (a decimal comma allowed); NaN for anything else. */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || !/^\s*-?\d+(?:[.,]\d+)?\s*$/.test(value)) return Number.NaN
  return Number(value.replace(',', '.'))
}

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** The names in a list of strings or `{name}` objects (categories, tags, keywords, tools). */
export function namesOf(value: unknown): string[] {
  return listOf(value)
    .map((item) => (isJson(item) ? textOf(item.name) : textOf(item)))
    .filter((name) => name !== '')
}

const DENOMINATORS = [2, 3, 4, 8]
/** Apps store 1/3 as 0.333 (Mealie rounds to three places): this close to a fraction is the fraction. */
const FRACTION_TOLERANCE = 0.004

/** 1.5 → "1 1/2", 0.333 → "1/3", 2 → "2", 0.15 → "0.15"; nothing for 0, negatives and non-numbers. */
export function amountText(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return ''
  const whole = Math.floor(amount + 1e-6)
  const rest = amount - whole
  if (rest < 1e-6) return String(whole)
  for (const denominator of DENOMINATORS) {
    const numerator = Math.round(rest * denominator)
    if (
      numerator > 0 &&
      numerator < denominator &&
      Math.abs(rest - numerator / denominator) < FRACTION_TOLERANCE
    )
      return whole === 0 ? `${numerator}/${denominator}` : `${whole} ${numerator}/${denominator}`
  }
  return String(Number(amount.toFixed(3)))
}

export interface IngredientParts {
  amount: string
  unit: string
  food: string
  note: string
}

/** "2 cup flour, sifted"; a note in brackets follows without the comma; a note alone is the line. */
export function ingredientLine({ amount, unit, food, note }: IngredientParts): string {
  const main = [amount, unit, food].filter((part) => part !== '').join(' ')
  if (main === '' || note === '') return main || note
  return /^[(,]/.test(note) ? `${main} ${note}` : `${main}, ${note}`
}

/** The lines of free text (a step, a note), each trimmed, blank ones left out. */
export function textLines(value: unknown): string[] {
  return textOf(value)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

export const isAddress = (text: string): boolean => /^https?:\/\/\S+$/i.test(text)
