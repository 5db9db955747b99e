import { convertTemperature, temperatureLabel } from './convert-temperature.ts'
import { findQuantityGroups, type QuantityGroup } from './find-quantities.ts'
import { isHeaderLine } from './recipe-lines.ts'
import { gramsPerCup, weighedGramsPerCup } from './densities.ts'
import { formatAmount, labelAmount, pickTargetUnit } from './target-units.ts'
import { CONVERTIBLE_CLASSES, SIZES, type MeasurementSystem, type UnitDefinition } from './units.ts'
import { approximateCups, tidyUsVolume } from './us-measures.ts'

/**
 * Converts the amounts and temperatures of an ingredient line (with their ranges and " + " parts) to the
 * other measurement system; US volumes are tidied to the spoon or cup a cook would use, and weights of
 * common ingredients also read in cups, approximately. Anything not recognised with certainty is left alone.
 */
interface Replacement {
  start: number
  end: number
  text: string
}

/** "1 lb 4 oz" is one amount: compound groups join the group before them. */
function chainGroups(groups: readonly QuantityGroup[]): QuantityGroup[][] {
  const chains: QuantityGroup[][] = []
  for (const group of groups) {
    const last = chains.at(-1)
    if (group.link === 'compound' && last) last.push(group)
    else chains.push([group])
  }
  return chains
}

function baseAmounts(chain: readonly QuantityGroup[], unit: UnitDefinition): number[] {
  const [head] = chain
  if (chain.length > 1)
    return [
      chain.reduce((sum, group) => sum + (group.parts[0]?.value ?? 0) * (group.unit?.unit.size ?? 0), 0),
    ]
  return (head?.parts ?? []).map((part) => part.value * unit.size)
}

/**
 * Cooks weigh dry goods (issue 25): in metric, a volume of flour, sugar, butter… is written in grams, by the
 * density table; liquids stay in millilitres.
 */
function weighedAmounts(named: string, chain: readonly QuantityGroup[], unit: UnitDefinition) {
  const [head] = chain
  const density = weighedGramsPerCup(named)
  if (!head || head.perItem || unit.unitClass !== 'volume' || density === null) return null
  const grams = baseAmounts(chain, unit).map((ml) => (ml / SIZES.CUP) * density)
  const target = pickTargetUnit('weight', 'metric', Math.min(...grams))
  if (!target) return null
  const texts = grams.map((base) => formatAmount(base / target.size, target))
  return { texts, label: labelAmount(texts.at(-1) ?? '', target) }
}

function convertAmounts(
  named: string,
  chain: readonly QuantityGroup[],
  unit: UnitDefinition,
  system: MeasurementSystem,
) {
  const [head] = chain
  if (!head) return null
  if (system === 'metric') {
    const weighed = weighedAmounts(named, chain, unit)
    if (weighed) return weighed
  }
  const bases = baseAmounts(chain, unit)
  if (unit.system === system) {
    return system === 'us' && unit.unitClass === 'volume' && chain.length === 1
      ? tidyUsVolume(bases, unit)
      : null
  }
  if (unit.unitClass === 'temperature') {
    const texts = head.parts.map((part) => convertTemperature(part.value, system))
    return { texts, label: temperatureLabel(system) }
  }
  // Both ends of a range share the unit chosen for the smaller one.
  const target = pickTargetUnit(unit.unitClass, system, Math.min(...bases))
  if (!target) return null
  const texts = bases.map((base) => formatAmount(base / target.size, target))
  return { texts, label: labelAmount(texts.at(-1) ?? '', target) }
}

/** " (≈ 1 2/3 cups)" after a weight of flour, sugar, butter… when the cook asked for US measures. */
function cupsNote(
  line: string,
  chain: readonly QuantityGroup[],
  unit: UnitDefinition,
  system: MeasurementSystem,
) {
  const [head] = chain
  const bases = baseAmounts(chain, unit)
  const [grams] = bases
  if (system !== 'us' || unit.unitClass !== 'weight' || !head || head.perItem || bases.length !== 1) return ''
  const density = gramsPerCup(line)
  const cups = density === null || grams === undefined ? null : approximateCups(grams, density)
  return cups === null ? '' : ` (${cups})`
}

/** The separator between range ends ("-", " to ") stays as written. */
function joinRange(line: string, group: QuantityGroup, texts: readonly string[]): string {
  return texts.reduce((joined, text, i) => {
    const previous = group.parts[i - 1]
    const part = group.parts[i]
    return previous && part ? `${joined}${line.slice(previous.end, part.start)}${text}` : `${joined}${text}`
  }, '')
}

function convertChain(
  line: string,
  chain: readonly QuantityGroup[],
  system: MeasurementSystem,
  named: string,
): Replacement | null {
  const [head] = chain
  const unit = head?.unit?.unit
  const first = head?.parts[0]
  const last = head?.parts.at(-1)
  const written = chain.at(-1)?.unit
  // "to 190°C." ends a sentence: the dot is not the unit's abbreviation.
  const end =
    written && unit?.unitClass === 'temperature' && line[written.end - 1] === '.'
      ? written.end - 1
      : written?.end
  if (
    !head?.unit ||
    !unit ||
    !CONVERTIBLE_CLASSES.has(unit.unitClass) ||
    !first ||
    !last ||
    end === undefined
  )
    return null
  const converted = convertAmounts(named, chain, unit, system)
  const note = cupsNote(line, chain, unit, system)
  if (!converted) return note ? { start: end, end, text: note } : null
  const { texts, label } = converted
  const quantity = joinRange(line, head, texts)
  const writtenGap = line.slice(last.end, head.unit.start)
  const gap = writtenGap === '' && system === 'us' && !label.startsWith('°') ? ' ' : writtenGap
  return { start: first.start, end, text: `${quantity}${gap}${label}${note}` }
}

/** An amount with its unit as conversion writes it: "1 cup", "1 1/2 cups", "≈ 2 tbsp", "237 ml". */
const AMOUNT = String.raw`(?<![\d.,/])(?:≈\s?)?\d(?:[\d.,/]|\s(?=\d))*\s?\p{L}+\.?`
/** The same amount twice, as an alternative ("or", "oder", "o", "/") or in parentheses. */
const REPEATED = new RegExp(
  `(${AMOUNT})(?:\\s+(?:or|oder|o)\\s+|\\s*/\\s*)\\1(?!\\p{L})|(${AMOUNT})\\s*\\(\\2\\)`,
  'giu',
)

/**
 * "1 cup or 250 ml milk" in US measures would read "1 cup or 1 cup milk": an alternative that became the
 * amount it offers another way of writing says nothing, so it goes.
 */
function dropRepeatedAlternatives(converted: string): string {
  return converted.replace(REPEATED, (_match, alternative?: string, parenthesised?: string) =>
    String(alternative ?? parenthesised),
  )
}

function convertLine(
  line: string,
  system: MeasurementSystem,
  onlyTemperatures: boolean,
  named = line,
): string {
  if (isHeaderLine(line)) return line
  const converted = replaceChains(line, system, onlyTemperatures, named)
  return converted === line ? line : dropRepeatedAlternatives(converted)
}

function replaceChains(
  line: string,
  system: MeasurementSystem,
  onlyTemperatures: boolean,
  named: string,
): string {
  const replacements = chainGroups(findQuantityGroups(line))
    .filter((chain) => !onlyTemperatures || chain[0]?.unit?.unit.unitClass === 'temperature')
    .map((chain) => convertChain(line, chain, system, named))
    .filter((replacement) => replacement !== null)
  return replacements.reduceRight(
    (result, { start, end, text }) => `${result.slice(0, start)}${text}${result.slice(end)}`,
    line,
  )
}

/**
 * `named` is the text that names the ingredient when the line does not (a braced amount in a step: "{1 cup}"
 * of "flour"): in metric, a dry good is weighed.
 */
export function convertIngredientLine(line: string, system: MeasurementSystem, named = line): string {
  return convertLine(line, system, false, named)
}

/** Steps keep their amounts as written ("add the 2 cups"), but the oven follows the cook's units. */
export function convertTemperatures(line: string, system: MeasurementSystem): string {
  return convertLine(line, system, true)
}
