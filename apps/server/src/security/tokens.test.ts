import { expect, test } from 'vitest'
import { createToken, hashToken } from './tokens.ts'

test('a token is stored as its SHA-256 in base64url, so digests kept before still match', () => {
  // The standard SHA-256 test vector of "abc" (FIPS 180-2), in base64url without padding.
  expect(hashToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0')
})

test('tokens are 256 random bits, URL-safe, never the same twice', () => {
  const tokens = new Set(Array.from({ length: 100 }, createToken))
  expect(tokens.size).toBe(100)
  for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
})
