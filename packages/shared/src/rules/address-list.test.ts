import { expect, test } from 'vitest'
import { addressLines, isWebAddress } from './address-list.ts'

test.for([
  ['https://example.com/soup', true],
  ['http://127.0.0.1:8080/a?b=1#c', true],
  ['HTTPS://EXAMPLE.COM', true],
  ['example.com/soup', false],
  ['ftp://example.com/soup.txt', false],
  ['javascript:alert(1)', false],
  ['https://', false],
  ['https://example.com/two words', false],
  [`https://example.com/${'a'.repeat(2000)}`, false],
  ['', false],
] as const)('%j is a web address: %s', ([text, expected]) => {
  expect(isWebAddress(text)).toBe(expected)
})

test('a pasted list: trimmed, blank lines dropped, repeats once in their first spelling, the rest set apart', () => {
  const text =
    '  https://example.com/soup \r\n\nhttps://EXAMPLE.com/soup\nMy favourites:\r' +
    'https://example.com/bread\n\t\nhttps://example.com\nhttps://example.com/\n'
  expect(addressLines(text)).toEqual({
    addresses: ['https://example.com/soup', 'https://example.com/bread', 'https://example.com'],
    others: ['My favourites:'],
  })
})
