import { expect, test } from 'vitest'
import { isAllowedRecipeUrl, toWebLink } from './web-address.ts'

test.for([
  ['https://example.com/soup', true, 'https://example.com/soup'],
  ['  http://example.com/a?b=1  ', true, 'http://example.com/a?b=1'],
  ['HTTPS://EXAMPLE.COM/', true, 'HTTPS://EXAMPLE.COM/'],
  ['\u0000 https://example.com/\n', true, 'https://example.com/'],
  ['C:\\recipes\\soup.txt', false, null],
  ['', true, null],
  ['example.com/soup', true, null],
  ['Grandma’s notebook', true, null],
  ['javascript:alert(1)', false, null],
  ['JavaScript:alert(1)', false, null],
  [' java\tscript:alert(1)', false, null],
  ['data:text/html,<script>alert(1)</script>', false, null],
  ['file:///etc/passwd', false, null],
  ['vbscript:msgbox(1)', false, null],
  ['mailto:cook@example.com', false, null],
] as const)('%j: allowed %s, linked as %s', ([text, allowed, link]) => {
  expect(isAllowedRecipeUrl(text)).toBe(allowed)
  expect(toWebLink(text)).toBe(link)
})
