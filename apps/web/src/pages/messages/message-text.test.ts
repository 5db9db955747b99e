import { expect, test } from 'vitest'
import { splitMessageBody } from './message-text.ts'

test.for([
  ['plain text', [{ kind: 'text', text: 'plain text' }]],
  [
    'see https://example.com/soup.',
    [
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/soup', href: 'https://example.com/soup' },
      { kind: 'text', text: '.' },
    ],
  ],
  [
    '(http://a.test/x) and http://b.test/Foo_(bar)',
    [
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'http://a.test/x', href: 'http://a.test/x' },
      { kind: 'text', text: ') and ' },
      { kind: 'link', text: 'http://b.test/Foo_(bar)', href: 'http://b.test/Foo_(bar)' },
    ],
  ],
] as const)('%s', ([body, parts]) => {
  expect(splitMessageBody(body)).toEqual(parts)
})

test('other schemes and markup stay text', () => {
  const body = 'javascript:alert(1) <a href="http://x.test">x</a> data:text/html,hi ftp://files.test'
  const parts = splitMessageBody(body)
  expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual(['http://x.test'])
  expect(parts.map((part) => part.text).join('')).toBe(body)
})
