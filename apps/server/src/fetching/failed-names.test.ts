import { expect, test } from 'vitest'
import { createFailedNames } from './failed-names.ts'

test('a failed name is remembered until its time is up', () => {
  let now = 0
  const names = createFailedNames(1_000, () => now)
  const error = new Error('silent.test was not resolved in time')
  names.remember('silent.test', error)
  now = 999
  expect(names.recent('silent.test')).toBe(error)
  expect(names.recent('other.test')).toBeUndefined()
  now = 1_000
  expect(names.recent('silent.test')).toBeUndefined()
})

test('a file naming thousands of hosts keeps only the latest thousand', () => {
  const names = createFailedNames(60_000, () => 0)
  for (let index = 0; index < 1_500; index++) names.remember(`host-${index}.test`, new Error('not found'))
  expect(names.recent('host-0.test')).toBeUndefined()
  expect(names.recent('host-499.test')).toBeUndefined()
  expect(names.recent('host-500.test')).toBeDefined()
  expect(names.recent('host-1499.test')).toBeDefined()
})
