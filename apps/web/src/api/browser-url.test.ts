import { afterEach, expect, test } from 'vitest'
import { setToken } from '../auth/session.ts'
import { apiUrl, browserUrl } from './browser-url.ts'

afterEach(() => setToken(null))

test('builds /api addresses, leaving out empty values', () => {
  expect(apiUrl('/data/import/paprika', { label: 'from grandma', other: undefined, empty: '' })).toBe(
    '/api/data/import/paprika?label=from+grandma',
  )
  expect(apiUrl('/jobs')).toBe('/api/jobs')
})

test('a browser-opened address carries the session token', () => {
  setToken('secret token')
  expect(browserUrl('/data/export/json-ld', { download: true })).toBe(
    '/api/data/export/json-ld?download=true&token=secret+token',
  )
})
