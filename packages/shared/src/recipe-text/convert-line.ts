import { convertTemperature, temperatureLabel } from './convert-temperature.ts'
import { findQuantityGroups, type QuantityGroup } from './find-quantities.ts'
import { isHeaderLine } from './recipe-lines.ts'
import { formatAmount, labelAmount, pickTargetUnit } from './target-units.ts'
import { CONVERTIBLE_CLASSES, type MeasurementSystem } from './units.ts'

/**
 * Converts the leading quantity and unit of an ingredient line (with its range and " + " parts) to the
 * other measurement system. Anything not recognised with certainty is left exactly as written.
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

function convertAmounts(chain: readonly QuantityGroup[], system: MeasurementSystem) {
  const [head] = chain
  const unit = head?.unit?.unit
  if (!head || !unit || unit.system === system || !CONVERTIBLE_CLASSES.has(unit.unitClass)) return null
  if (unit.unitClass === 'temperature') {
    const texts = head.parts.map((part) => convertTemperature(part.value, system))
    return { texts, label: temperatureLabel(system) }
  }
  const bases =
    chain.length > 1
      ? [chain.reduce((sum, group) => sum + (group.parts[0]?.value ?? 0) * (group.unit?.unit.size ?? 0), 0)]
      : head.parts.map((part) => part.value * unit.size)
  // Both ends of a range share the unit chosen for the smaller one.
  const target = pickTargetUnit(unit.unitClass, system, Math.min(...bases))
  if (!target) return null
  const texts = bases.map((base) => formatAmount(base / target.size, target))
  return { texts, label: labelAmount(texts.at(-1) ?? '', target) }
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
): Replacement | null {
  const [head] = chain
  const converted = convertAmounts(chain, system)
  const first = head?.parts[0]
  const last = head?.parts.at(-1)
  const end = chain.at(-1)?.unit?.end
  if (!converted || !head?.unit || !first || !last || end === undefined) return null
  const { texts, label } = converted
  const quantity = joinRange(line, head, texts)
  const writtenGap = line.slice(last.end, head.unit.start)
  const gap = writtenGap === '' && system === 'us' && !label.startsWith('°') ? ' ' : writtenGap
  return { start: first.start, end, text: `${quantity}${gap}${label}` }
}

export function convertIngredientLine(line: string, system: MeasurementSystem): string {
  if (isHeaderLine(line)) return line
  const replacements = chainGroups(findQuantityGroups(line))
    .map((chain) => convertChain(line, chain, system))
    .filter((replacement) => replacement !== null)
  return replacements.reduceRight(
    (result, { start, end, text }) => `${result.slice(0, start)}${text}${result.slice(end)}`,
    line,
  )
}
