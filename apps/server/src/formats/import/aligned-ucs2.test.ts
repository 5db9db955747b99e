import { expect, test } from 'vitest'
import { withAlignedUcs2 } from './aligned-ucs2.ts'

test('decodes UCS-2 from odd offsets and lengths without Node touching them', () => {
  const text = Buffer.from('Käsekuchen 🍰 '.repeat(400), 'utf16le')
  const base = Buffer.concat([Buffer.from([0x41]), text, Buffer.from([0x42])])
  // Starting at 1 (odd) and taking an odd length reaches the path that corrupts Node's heap.
  const odd = base.subarray(1, 1 + text.length + 1)
  const decoded = withAlignedUcs2(() => odd.toString('ucs-2'))
  expect(decoded).toBe('Käsekuchen 🍰 '.repeat(400))
  expect(withAlignedUcs2(() => base.toString('utf16le', 1, 5))).toBe('Kä')
})

test('leaves other encodings alone and restores toString afterwards, even after an error', () => {
  const prototype = Buffer.prototype as Buffer
  // eslint-disable-next-line @typescript-eslint/unbound-method -- compared, never called
  const original = prototype.toString
  expect(withAlignedUcs2(() => Buffer.from('crème').toString('utf8'))).toBe('crème')
  expect(() =>
    withAlignedUcs2(() => {
      throw new Error('boom')
    }),
  ).toThrow('boom')
  // eslint-disable-next-line @typescript-eslint/unbound-method -- compared, never called
  expect(prototype.toString).toBe(original)
})
