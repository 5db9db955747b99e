/**
 * The print page's query values. `template` names a layout; `modifiers` is a list of words separated by
 * commas (or spaces, or given as a repeated query parameter):
 *
 *   noimage     leave the picture out
 *   nonotes     leave the notes out
 *   nosource    leave the source and its link out
 *   scale:N     multiply the ingredients by N, a positive number up to 100: "2", "0.5", "1/2" ("scale=N" too)
 *   units:U     convert amounts and oven temperatures to `metric` (dry goods in grams) or `us` measures, as
 *               the recipe page shows them; `original` (or absent) prints them as written ("units=U" too)
 *
 * Unknown words are ignored and a repeated word counts once (a repeated scale: the last one wins), so old
 * or hand-edited links keep working; a scale that is not a sensible number, or units that are none of
 * these, is an error the route answers with 400.
 */
import { AppError } from '../../errors.ts'
import type { PrintUnits } from './recipe-lists.ts'

export const PRINT_TEMPLATES = ['default', 'compact', 'halfsheet'] as const
export type PrintTemplate = (typeof PRINT_TEMPLATES)[number]

export interface PrintModifiers {
  noimage?: boolean
  nonotes?: boolean
  nosource?: boolean
  /** Factor for the ingredient quantities; 1 (or absent) prints them as written. */
  scale?: number
  /** The measurement system amounts are converted to; 'original' (or absent) prints them as written. */
  units?: PrintUnits
}

const MAX_SCALE = 100
const SCALE_WORD = /^scale[:=](.*)$/
const UNITS_WORD = /^units[:=](.*)$/
const PRINT_UNITS: readonly PrintUnits[] = ['original', 'metric', 'us']

function readUnits(text: string): PrintUnits {
  const units = PRINT_UNITS.find((known) => known === text)
  if (!units)
    throw invalid(
      'modifiers',
      `The units "${text.slice(0, 20)}" are not known: use ${PRINT_UNITS.join(', ')}`,
    )
  return units
}
const SCALE_NUMBER = /^(\d+(?:\.\d+)?|\.\d+)(?:\/(\d+(?:\.\d+)?))?$/

function invalid(field: string, message: string): AppError {
  return new AppError('invalid_input', message, { [field]: message })
}

function readScale(text: string): number {
  const match = SCALE_NUMBER.exec(text)
  const value = match ? Number(match[1]) / (match[2] === undefined ? 1 : Number(match[2])) : NaN
  if (!Number.isFinite(value) || value <= 0 || value > MAX_SCALE) {
    throw invalid(
      'modifiers',
      `The scale "${text.slice(0, 20)}" is not valid: use a number above 0 and at most ${MAX_SCALE}, such as 2, 0.5 or 1/2`,
    )
  }
  return value
}

/**
 * Reads the `modifiers` query value (a string, a repeated parameter's list, or nothing). Returns every
 * modifier with its value (false, a scale of 1 or the original units, when not asked for); throws AppError
 * `invalid_input` (400) naming the field `modifiers` when a scale is not a number in (0, 100] or the units
 * are unknown.
 */
export function parsePrintModifiers(value: string | readonly string[] | undefined): Required<PrintModifiers> {
  const modifiers: Required<PrintModifiers> = {
    noimage: false,
    nonotes: false,
    nosource: false,
    scale: 1,
    units: 'original',
  }
  const words = [value ?? []]
    .flat()
    .flatMap((part) => part.split(/[\s,]+/))
    .map((word) => word.trim().toLowerCase())
  for (const word of words) {
    if (word === 'noimage' || word === 'nonotes' || word === 'nosource') modifiers[word] = true
    const scale = SCALE_WORD.exec(word)
    if (scale) modifiers.scale = readScale(scale[1] ?? '')
    const units = UNITS_WORD.exec(word)
    if (units) modifiers.units = readUnits(units[1] ?? '')
  }
  return modifiers
}

/** Reads the `template` query value: absent or empty is `default`; an unknown name is AppError `invalid_input`. */
export function parsePrintTemplate(value: string | undefined): PrintTemplate {
  const name = value?.trim().toLowerCase() ?? ''
  if (!name) return 'default'
  const template = PRINT_TEMPLATES.find((known) => known === name)
  if (!template)
    throw invalid(
      'template',
      `Unknown print template "${name.slice(0, 20)}": use ${PRINT_TEMPLATES.join(', ')}`,
    )
  return template
}
