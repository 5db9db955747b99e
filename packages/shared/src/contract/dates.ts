/**
 * Every date and time the API takes, checked in one place. The ISO shapes alone let through what the
 * database cannot store: year 0000 (PostgreSQL has no year 0, so the query failed with a 500) and, where a
 * date is read by `new Date`, years past 9999 (`+275760-09-13`). A date a request names must fall within
 * four-digit years, the span every part reads alike; a planned meal's day within a span a plan can mean.
 */
import { z } from 'zod'

export interface YearSpan {
  min: number
  max: number
}

/** Any date or time a request names: four-digit years after the first millennium. */
export const INSTANT_YEARS: YearSpan = { min: 1000, max: 9999 }
/** A meal's day: anything else is a typo (0226 for 2026), not a plan. */
export const PLAN_YEARS: YearSpan = { min: 1900, max: 2199 }

/** Whether the moment exists and its year (in UTC) lies within the span. */
export function isWithinYears(date: Date, years: YearSpan = INSTANT_YEARS): boolean {
  const year = date.getUTCFullYear()
  return !Number.isNaN(year) && year >= years.min && year <= years.max
}

const outOfSpan = (years: YearSpan) => `A date between the years ${years.min} and ${years.max}`

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30), within the span. */
export function dayWithin(years: YearSpan) {
  return z.iso
    .date({ error: 'A date as YYYY-MM-DD' })
    .refine(
      (value) => {
        const day = new Date(`${value}T00:00:00Z`)
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
      },
      { error: 'No such day', abort: true },
    )
    .refine((value) => isWithinYears(new Date(`${value}T00:00:00Z`), years), { error: outOfSpan(years) })
}

/** A moment as ISO 8601 with its offset, within the years any request may name. */
export const ZInstant = z.iso
  .datetime({ offset: true, error: 'A time as ISO 8601, e.g. 2026-03-02T18:30:00Z' })
  .refine((value) => isWithinYears(new Date(value)), { error: outOfSpan(INSTANT_YEARS) })
