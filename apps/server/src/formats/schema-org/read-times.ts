/**
 * Times and yield. activeTime comes from prepTime only: prep is the hands-on part, while cookTime is
 * often unattended (oven, simmering) and would overstate the work. totalTime is the page's totalTime,
 * or prep + cook when the page leaves it out.
 */
import { durationToText, isoDurationMinutes, minutesToText, textMinutes } from '../duration.ts'
import { firstString, propertyOf, stringsOf, type SchemaObject } from './json-values.ts'
import { markupText } from './markup-lines.ts'

/**
 * A time as sites really write it, tidied: "PT" (no time at all) is nothing, "PT2H15" lacks its "M",
 * and "1:30" is hours and minutes.
 */
function tidyTime(value: string): string {
  const trimmed = value.trim()
  if (/^P(?:T|0D|0DT)?$/i.test(trimmed)) return ''
  const clock = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/.exec(trimmed)
  if (clock) return String(Number(clock[1]) * 60 + Number(clock[2]))
  return /^P(?:\d+D)?T(?:\d+H)?\d+$/i.test(trimmed) ? `${trimmed}M` : trimmed
}

/** A time as readable text; a bare number is taken as minutes, as sites that write one mean it. */
function timeText(value: string): string {
  const trimmed = tidyTime(value)
  return /^\d+$/.test(trimmed) ? minutesToText(Number(trimmed)) : durationToText(markupText(trimmed))
}

function minutesOf(value: string): number | null {
  const trimmed = tidyTime(value)
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  return isoDurationMinutes(trimmed) ?? textMinutes(trimmed)
}

export function readTimes(recipe: SchemaObject): { activeTime: string; totalTime: string } {
  const prep = firstString(propertyOf(recipe, 'prepTime'))
  const cook = firstString(propertyOf(recipe, 'cookTime') ?? propertyOf(recipe, 'performTime'))
  const total = timeText(firstString(propertyOf(recipe, 'totalTime')))
  if (total) return { activeTime: timeText(prep), totalTime: total }
  const parts = [prep, cook].filter(Boolean).map(minutesOf)
  const sum =
    parts.length > 0 && parts.every((minutes) => minutes !== null) ? parts.reduce((a, b) => a + b, 0) : 0
  return { activeTime: timeText(prep), totalTime: sum > 0 ? minutesToText(sum) : '' }
}

/**
 * recipeYield as the page says it. Lists often repeat one yield in two forms (["4", "4 servings"]): a
 * bare number that another entry already states is dropped, different yields are joined ("1 loaf, 12 slices").
 */
export function readYield(value: unknown): string {
  const texts = stringsOf(value, ['value', 'name']).map(markupText).filter(Boolean)
  const kept: string[] = []
  for (const text of texts) {
    const repeated = kept.some((other) => other.toLowerCase() === text.toLowerCase())
    const stated =
      /^[\d.,/-]+$/.test(text) &&
      texts.some((other) => other !== text && other.split(/[^\d.,/-]+/).includes(text))
    if (!repeated && !stated) kept.push(text)
  }
  return kept.join(', ')
}
