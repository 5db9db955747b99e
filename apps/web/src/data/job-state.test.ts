import type { TJob } from '@rosemary/shared/contract'
import { expect, test } from 'vitest'
import { isFinished, newerJob, progressPercent, unlistedFailures, unlistedSkippedPictures } from './job-state.ts'

function job(changes: Partial<TJob>): TJob {
  return {
    id: 'job-1',
    type: 'import:paprika',
    status: 'running',
    progress: 10,
    total: 100,
    imported: 10,
    failed: 0,
    failures: [],
    duplicatesSkipped: 0,
    picturesSkipped: 0,
    skippedPictures: [],
    files: null,
    reason: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:01.000Z',
    finishedAt: null,
    ...changes,
  }
}

test('done and failed are finished; pending and running are not', () => {
  expect(['pending', 'running', 'done', 'failed'].map((status) => isFinished({ status } as TJob))).toEqual([
    false,
    false,
    true,
    true,
  ])
})

test('an older record never replaces a newer one', () => {
  const early = job({ imported: 10 })
  const later = job({ imported: 40, progress: 40, updatedAt: '2026-01-01T10:00:02.000Z' })
  expect(newerJob(undefined, early)).toBe(early)
  expect(newerJob(early, later)).toBe(later)
  expect(newerJob(later, early)).toBe(later)
})

test('a finished record wins over an unfinished one, whatever their times', () => {
  const done = job({ status: 'done', progress: 100, updatedAt: '2026-01-01T10:00:01.000Z' })
  const running = job({ updatedAt: '2026-01-01T10:00:05.000Z' })
  expect(newerJob(done, running)).toBe(done)
  expect(newerJob(running, done)).toBe(done)
})

test('with equal times, the one further along wins; another job replaces the current one', () => {
  const a = job({ imported: 5 })
  const b = job({ imported: 6 })
  expect(newerJob(b, a)).toBe(b)
  expect(newerJob(a, b)).toBe(b)
  const other = job({ id: 'job-2', imported: 0 })
  expect(newerJob(b, other)).toBe(other)
})

test('failures beyond the named ones are counted', () => {
  expect(unlistedFailures({ failed: 3, failures: [{ title: 'a', reason: 'b' }] })).toBe(2)
  expect(unlistedFailures({ failed: 0, failures: [] })).toBe(0)
})

test('skipped pictures past the named ones are counted', () => {
  const named = { title: 'Soup', position: 1, url: null, reason: 'It is not a picture Rosemary can read.' }
  expect(unlistedSkippedPictures({ picturesSkipped: 502, skippedPictures: Array(500).fill(named) })).toBe(2)
  expect(unlistedSkippedPictures({ picturesSkipped: 1, skippedPictures: [named] })).toBe(0)
})

test('the progress comes from the counts, so one recipe of 150 is already on the bar', () => {
  expect(progressPercent(job({ progress: 0, total: 150, imported: 1, failed: 0 }))).toBe(0.7)
  expect(progressPercent(job({ progress: 1, total: 150, imported: 1, failed: 1 }))).toBe(1.3)
  // Every recipe counted but the record not yet closed; and a finished one is full whatever it counted.
  expect(progressPercent(job({ progress: 99, total: 4, imported: 4 }))).toBe(100)
  expect(progressPercent(job({ status: 'done', progress: 100, total: 0, imported: 0 }))).toBe(100)
  // Before the source is counted, the record's own figure.
  expect(progressPercent(job({ progress: 0, total: 0, imported: 0 }))).toBe(0)
})

test('recipes skipped as already in the book move the progress as imported ones do', () => {
  expect(progressPercent(job({ imported: 10, duplicatesSkipped: 40 }))).toBe(50)
  const earlier = job({ imported: 10, duplicatesSkipped: 0 })
  const later = job({ imported: 10, duplicatesSkipped: 5 })
  expect(newerJob(later, earlier)).toBe(later)
})
