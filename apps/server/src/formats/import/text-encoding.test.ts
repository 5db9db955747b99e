import { expect, test } from 'vitest'
import { decodeText } from './text-encoding.ts'

const utf16 = (text: string, littleEndian: boolean) => {
  const out = new Uint8Array(2 + text.length * 2)
  const view = new DataView(out.buffer)
  view.setUint16(0, 0xfeff, littleEndian)
  for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian)
  return out
}

test('UTF-8, with or without its mark', () => {
  expect(decodeText(new TextEncoder().encode('Crème brûlée'))).toBe('Crème brûlée')
  expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A')
})

test('UTF-16 in either byte order, by its mark', () => {
  expect(decodeText(utf16('Käse', true))).toBe('Käse')
  expect(decodeText(utf16('Käse', false))).toBe('Käse')
})

test('not UTF-8: Windows-1252, so Latin-1 letters and the curly quotes both read', () => {
  // "Café – ‘½’" in Windows-1252: é is 0xE9, the dash 0x96, the quotes 0x91/0x92, ½ 0xBD.
  expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x91, 0xbd, 0x92]))).toBe(
    'Café – ‘½’',
  )
})

test('the start of a file, cut inside a character, is still UTF-8 when partial', () => {
  const start = new TextEncoder().encode('Crème brûlée').subarray(0, 10) // ends inside û
  expect(decodeText(start, { partial: true })).toBe('Crème br')
  expect(decodeText(start)).toBe('CrÃ¨me brÃ')
})
