import { describe, expect, test } from 'vitest'
import { decodePage, isHtml } from './page-text.ts'

const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'))

describe('decodePage', () => {
  test('uses the charset of the header, then a BOM, then a meta tag, then UTF-8', () => {
    expect(decodePage(latin1('Cr\u00e8me'), 'text/html; charset=ISO-8859-1')).toBe('Crème')
    expect(decodePage(new Uint8Array([0xef, 0xbb, 0xbf, 0x43, 0xc3, 0xa8]), 'text/html')).toBe('Cè')
    expect(decodePage(latin1('<meta charset="windows-1252"><p>Cr\u00e8me</p>'), 'text/html')).toContain(
      'Crème',
    )
    expect(
      decodePage(
        latin1('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">\u00e8'),
        '',
      ),
    ).toContain('è')
    expect(decodePage(new TextEncoder().encode('Crème brûlée'), 'text/html')).toBe('Crème brûlée')
  })

  test('an unknown charset name falls back to the next clue', () => {
    expect(decodePage(new TextEncoder().encode('Crème'), 'text/html; charset=klingon')).toBe('Crème')
  })
})

test.for([
  ['text/html; charset=utf-8', true],
  ['application/xhtml+xml', true],
  ['', true],
  ['application/pdf', false],
  ['image/jpeg', false],
] as const)('isHtml(%j) → %j', ([type, expected]) => {
  expect(isHtml(type)).toBe(expected)
})
