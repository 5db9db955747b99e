import { describe, expect, test } from 'vitest'
import { createBearerCheck } from './bearer-check.ts'

describe('the scrape token check', () => {
  const isAllowed = createBearerCheck('a-token-of-twenty-chars')

  test('takes the token as a bearer credential, the scheme in any case', () => {
    expect(isAllowed('Bearer a-token-of-twenty-chars')).toBe(true)
    expect(isAllowed('bearer a-token-of-twenty-chars')).toBe(true)
  })

  test.for([
    ['no header', undefined],
    ['an empty header', ''],
    ['the scheme alone', 'Bearer '],
    ['the token without its scheme', 'a-token-of-twenty-chars'],
    ['another scheme', 'Basic a-token-of-twenty-chars'],
    ['a token one character longer', 'Bearer a-token-of-twenty-chars!'],
    ['a token one character shorter', 'Bearer a-token-of-twenty-char'],
    ['the token and more', 'Bearer a-token-of-twenty-chars other'],
  ] as const)('refuses %s', ([, header]) => {
    expect(isAllowed(header)).toBe(false)
  })
})
