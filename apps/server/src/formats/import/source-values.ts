/**
 * The values recipe apps store, converted to recipe fields: ratings on a 0–5 scale, comma-separated types,
 * times as counts of minutes, photos as base64, and creation dates in the handful of forms they write.
 */
import { minutesToText } from '../duration.ts'
import type { ImportedImage } from '../imported-recipe.ts'

/** A 1–5 rating, or null for 0 ("not rated"), blanks and anything out of range. */
export function toRating(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.trim() || 'NaN') : value
  if (typeof number !== 'number' || !Number.isFinite(number)) return null
  const rounded = Math.round(number)
  return rounded >= 1 && rounded <= 5 ? rounded : null
}

/** Labels without blanks or repeats (compared ignoring case), in first-seen order. */
export function uniqueLabels(labels: Iterable<string>): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const label of labels) {
    const trimmed = label.replace(/\s+/g, ' ').trim()
    if (trimmed === '' || seen.has(trimmed.toLowerCase())) continue
    seen.add(trimmed.toLowerCase())
    result.push(trimmed)
  }
  return result
}

/** "Diabetic, Low Fat; Side Dish" → ["Diabetic", "Low Fat", "Side Dish"]. */
export function splitLabels(text: string): string[] {
  return uniqueLabels(text.split(/[,;]/))
}

/** Minutes as a number or numeric text → "1 h 30 min"; other text is kept as written; 0 or blank → "". */
export function minutesField(value: unknown): string {
  if (typeof value === 'number') return minutesToText(value)
  if (typeof value !== 'string') return ''
  const text = value.trim()
  return /^\d+(\.\d+)?$/.test(text) ? minutesToText(Number(text)) : text
}

/** Whole minutes of a number or numeric text, 0 for anything else. */
export function minutesOf(value: unknown): number {
  const number = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : 0
}

/** A picture from base64 text (a data: URL prefix and line breaks allowed), or null when there is none. */
export function base64Image(text: string): ImportedImage | null {
  const payload = text.replace(/^\s*data:[^,]*,/, '').replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(payload)) return null
  const data = new Uint8Array(Buffer.from(payload, 'base64'))
  return data.length > 0 ? { kind: 'bytes', data } : null
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/
/** Day first, with dots: how German apps (CookML's Rezeptsuite, Kalorio) write a date. */
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})/

/** A date from its year, month, day and time parts, or undefined for one that does not exist. */
function dateOf(parts: (string | undefined)[]): Date | undefined {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts.map((part) =>
    Number(part ?? 0),
  )
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== day ? undefined : date
}

/**
 * "2016-10-23 11:27:27", "2006-12-03" or "12/03/2006" (month first, as Living Cookbook writes it) as a date.
 * The sources store no time zone, so the time is taken as UTC.
 */
export function parseSourceDate(text: string): Date | undefined {
  const iso = ISO_DATE.exec(text.trim())
  if (iso) return dateOf(iso.slice(1, 7))
  const us = US_DATE.exec(text.trim())
  return us ? dateOf([us[3], us[1], us[2]]) : undefined
}

/** "03.12.2006" as 3 December 2006, for formats known to write dates the German way. */
export function parseGermanDate(text: string): Date | undefined {
  const german = GERMAN_DATE.exec(text.trim())
  return german ? dateOf([german[3], german[2], german[1]]) : undefined
}
