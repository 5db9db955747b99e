import { describe, expect, test } from 'vitest'
import {
  listedDays,
  addDays,
  addMonths,
  indexByDate,
  localIsoDate,
  monthGrid,
  shiftPeriod,
  startOfWeek,
  weekDates,
} from './plan-dates.ts'

describe('days', () => {
  test.for([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 7, '2026-11-01'],
  ] as const)('%s plus %i day(s) is %s', ([from, days, to]) => {
    expect(addDays(from, days)).toBe(to)
  })

  test('today is the local calendar day, not the UTC one', () => {
    // 00:30 local on 5 May is still 4 May in UTC for every zone east of Greenwich.
    expect(localIsoDate(new Date(2026, 4, 5, 0, 30))).toBe('2026-05-05')
    expect(localIsoDate(new Date(2026, 4, 5, 23, 59))).toBe('2026-05-05')
  })
})

describe('weeks', () => {
  test.for([
    // 2026-05-06 is a Wednesday.
    ['2026-05-06', 'monday', '2026-05-04'],
    ['2026-05-06', 'sunday', '2026-05-03'],
    ['2026-05-03', 'monday', '2026-04-27'],
    ['2026-05-03', 'sunday', '2026-05-03'],
    ['2026-05-04', 'monday', '2026-05-04'],
    ['2026-05-09', 'sunday', '2026-05-03'],
  ] as const)('the week of %s starting on %s begins %s', ([day, start, first]) => {
    expect(startOfWeek(day, start)).toBe(first)
    expect(weekDates(day, start)).toHaveLength(7)
    expect(weekDates(day, start)[0]).toBe(first)
    expect(weekDates(day, start)[6]).toBe(addDays(first, 6))
  })
})

describe('months', () => {
  test.for([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-15', 1, '2027-01-01'],
    ['2026-01-10', -1, '2025-12-01'],
    ['2026-05-20', 0, '2026-05-01'],
  ] as const)('%s moved by %i month(s) lands on %s', ([from, months, to]) => {
    expect(addMonths(from, months)).toBe(to)
  })

  test.for([
    // May 2026 starts on a Friday and ends on a Sunday.
    ['2026-05-15', 'monday', 5, '2026-04-27', '2026-05-31'],
    ['2026-05-15', 'sunday', 6, '2026-04-26', '2026-06-06'],
    // February 2026 starts on a Sunday and has exactly four weeks from it.
    ['2026-02-10', 'sunday', 4, '2026-02-01', '2026-02-28'],
    ['2026-02-10', 'monday', 5, '2026-01-26', '2026-03-01'],
  ] as const)(
    'the grid of %s (weeks from %s) has %i rows from %s to %s',
    ([day, start, rows, first, last]) => {
      const grid = monthGrid(day, start)
      expect(grid).toHaveLength(rows)
      expect(grid.every((week) => week.length === 7)).toBe(true)
      expect(grid[0]![0]).toBe(first)
      expect(grid.at(-1)![6]).toBe(last)
    },
  )

  test('previous and next move a week in the week view and a month in the month view', () => {
    expect(shiftPeriod('2026-05-06', 'week', 1)).toBe('2026-05-13')
    expect(shiftPeriod('2026-05-06', 'week', -1)).toBe('2026-04-29')
    expect(shiftPeriod('2026-05-06', 'month', 1)).toBe('2026-06-01')
    expect(shiftPeriod('2026-05-06', 'month', -1)).toBe('2026-04-01')
  })
})

test('items are indexed by their day, in the order given', () => {
  const items = [
    { id: 'a', scheduledDate: '2026-05-01' },
    { id: 'b', scheduledDate: '2026-05-02' },
    { id: 'c', scheduledDate: '2026-05-01' },
  ]
  const byDate = indexByDate(items)
  expect(byDate.get('2026-05-01')?.map((item) => item.id)).toEqual(['a', 'c'])
  expect(byDate.get('2026-05-02')?.map((item) => item.id)).toEqual(['b'])
  expect(byDate.get('2026-05-03')).toBeUndefined()
})

describe('listedDays', () => {
  const may = monthGrid('2026-05-06', 'monday')

  test('a month lists its own days only, 1 to 31, not the edges of the months around it', () => {
    const days = listedDays(may, 'month', '2026-05')
    expect(days).toHaveLength(31)
    expect([days[0], days.at(-1)]).toEqual(['2026-05-01', '2026-05-31'])
  })

  test('a week lists its seven days, across the end of a month too', () => {
    expect(listedDays([weekDates('2026-04-30', 'monday')], 'week', '2026-04')).toEqual([
      '2026-04-27',
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
    ])
  })
})
