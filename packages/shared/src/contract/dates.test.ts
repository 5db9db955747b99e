import { describe, expect, test } from 'vitest'
import { INSTANT_YEARS, ZInstant } from './dates.ts'
import { ZPlanDate } from './meal-plans.ts'

describe('ZPlanDate: a day that exists, 1900 to 2199', () => {
  test.for([
    ['2026-03-02', true],
    ['2028-02-29', true],
    ['1900-01-01', true],
    ['2199-12-31', true],
    ['2026-02-30', false],
    ['1899-12-31', false],
    ['2200-01-01', false],
    ['0000-01-01', false],
    ['10000-01-01', false],
    ['+275760-09-13', false],
    ['2026-3-2', false],
  ] as const)('%s → %s', ([day, accepted]) => {
    expect(ZPlanDate.safeParse(day).success).toBe(accepted)
  })
})

describe(`ZInstant: ISO 8601 with an offset, in UTC between ${INSTANT_YEARS.min} and ${INSTANT_YEARS.max}`, () => {
  test.for([
    ['2026-03-02T18:30:00Z', true],
    ['2026-03-02T18:30:00.123+01:00', true],
    ['1000-01-01T00:00:00Z', true],
    ['9999-12-31T23:59:59.999Z', true],
    // Year 0000 in UTC, or reached through the offset.
    ['0000-01-01T00:00:00Z', false],
    ['1000-01-01T00:30:00+01:00', false],
    ['9999-12-31T23:30:00-01:00', false],
    ['10000-01-01T00:00:00Z', false],
    ['+275760-09-13T00:00:00.000Z', false],
    ['2026-03-02T18:30:00', false],
    ['yesterday', false],
  ] as const)('%s → %s', ([instant, accepted]) => {
    expect(ZInstant.safeParse(instant).success).toBe(accepted)
  })
})
