import { expect, test } from 'vitest'
import { ImportFileError } from '../../imported-recipe.ts'
import { describeBytes, ImportTooLargeError, UnpackBudget } from './budget.ts'

test('the budget counts what was unpacked and refuses past the limit with the limit in the message', () => {
  const budget = new UnpackBudget({ maxUnpackedBytes: 3 * 1024 * 1024, maxEntries: 10 })
  budget.spend(2 * 1024 * 1024)
  expect(budget.left).toBe(1024 * 1024)
  expect(() => budget.ensureRoomFor(1024 * 1024 + 1)).toThrow(ImportTooLargeError)
  expect(budget.left).toBe(1024 * 1024)
  expect(() => budget.spend(1024 * 1024 + 1)).toThrow('more than 3 MB, the most one import may hold')
})

test('a too-large error is an ImportFileError, so callers that only know that one still catch it', () => {
  expect(new ImportTooLargeError('x')).toBeInstanceOf(ImportFileError)
})

test('describeBytes', () => {
  expect([describeBytes(1000), describeBytes(1536 * 1024), describeBytes(512 * 1024 * 1024)]).toEqual([
    '1 KB',
    '1.5 MB',
    '512 MB',
  ])
})
