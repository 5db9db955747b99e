import { describe, expect, test } from 'vitest'
import { describeDate } from './date-display.ts'

// Local-time constructors keep these tests true in every time zone.
const now = new Date(2026, 10, 22, 15, 30) // Sunday 22 November 2026, 15:30

describe('describeDate', () => {
  test('under two minutes ago is "just now"', () => {
    expect(describeDate(new Date(2026, 10, 22, 15, 28, 1), now)).toEqual({ kind: 'justNow' })
    expect(describeDate(now, now)).toEqual({ kind: 'justNow' })
  })

  test('a clock a little ahead still reads "just now"', () => {
    expect(describeDate(new Date(2026, 10, 22, 15, 31), now)).toEqual({ kind: 'justNow' })
  })

  test('two minutes or more earlier the same day is "today"', () => {
    expect(describeDate(new Date(2026, 10, 22, 15, 28), now)).toEqual({ kind: 'today' })
    expect(describeDate(new Date(2026, 10, 22, 0, 0), now)).toEqual({ kind: 'today' })
  })

  test('within the last seven days is the weekday', () => {
    expect(describeDate(new Date(2026, 10, 21, 23, 59), now)).toEqual({ kind: 'weekday', weekday: 6 })
    expect(describeDate(new Date(2026, 10, 16, 9, 0), now)).toEqual({ kind: 'weekday', weekday: 1 })
  })

  test('seven days or more ago is the full date (a weekday would be ambiguous)', () => {
    expect(describeDate(new Date(2026, 10, 15, 23, 0), now)).toEqual({ kind: 'date' })
    expect(describeDate(new Date(2025, 10, 22, 15, 30), now)).toEqual({ kind: 'date' })
  })

  test('a later day is the full date', () => {
    expect(describeDate(new Date(2026, 10, 23, 9, 0), now)).toEqual({ kind: 'date' })
  })

  test('counts calendar days across a month end', () => {
    const earlyDecember = new Date(2026, 11, 2, 8, 0)
    expect(describeDate(new Date(2026, 10, 30, 20, 0), earlyDecember)).toEqual({
      kind: 'weekday',
      weekday: 1,
    })
  })
})
