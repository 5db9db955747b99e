import { describe, expect, test } from 'vitest'
import { toImageUrl, toLinkUrl } from './safe-url.ts'

describe('toLinkUrl', () => {
  test.for([
    ['https://example.com/cake', 'https://example.com/cake'],
    ['  http://example.com  ', 'http://example.com/'],
    ['https://example.com/"onmouseover="x', 'https://example.com/%22onmouseover=%22x'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['/recipes/1', null],
    ['example.com', null],
    ['', null],
  ] as const)('%j → %j', ([text, expected]) => {
    expect(toLinkUrl(text)).toBe(expected)
  })
})

describe('toImageUrl', () => {
  test.for([
    ['https://cdn.example.com/a.webp', 'https://cdn.example.com/a.webp'],
    ['/api/images/1', '/api/images/1'],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg/>', null],
    ['   ', null],
  ] as const)('%j → %j', ([text, expected]) => {
    expect(toImageUrl(text)).toBe(expected)
  })
})
