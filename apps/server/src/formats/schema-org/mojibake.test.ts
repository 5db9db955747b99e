import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { markupLines } from './markup-lines.ts'
import { repairMojibake } from './mojibake.ts'

/** What a publisher's pipeline does: UTF-8 bytes read back one byte a character, as Windows-1252. */
function garble(text: string): string {
  const windows1252 = new TextDecoder('windows-1252')
  return windows1252.decode(new TextEncoder().encode(text))
}

describe('repairMojibake', () => {
  test.for([
    ['1Â¼ cups cream', '1¼ cups cream'],
    ['Â½ tsp salt, 180Â°C', '½ tsp salt, 180°C'],
    ['CafÃ© crÃ¨me', 'Café crème'],
    ['Donâ€™t stir â€“ wait', 'Don’t stir – wait'],
  ] as const)('%s → %s', ([garbled, text]) => {
    expect(repairMojibake(garbled)).toBe(text)
  })

  test('text written with those letters on purpose stays as it is', () => {
    for (const text of ['Spaß« und »Mühe', 'pâte à gâteau', 'SÃO PAULO', 'Â la carte', 'â€'])
      expect(repairMojibake(text)).toBe(text)
  })

  test('Latin-1 signs and general punctuation garbled once come back whole', () => {
    const signs = fc.constantFrom(...'¼½¾°éèàçñüößÉÈ’‘“”–—…€™⅓⅔ '.split(''))
    const words = fc.constantFrom('cup', 'Café', 'salt', '2', 'Don', ' ')
    fc.assert(
      fc.property(fc.array(fc.oneof(signs, words), { maxLength: 12 }), (parts) => {
        const text = parts.join('')
        expect(repairMojibake(garble(text))).toBe(text)
      }),
      { numRuns: 1000 },
    )
  })

  test('schema.org strings are read repaired', () => {
    expect(markupLines('1Â¼ cups half and half').map((line) => line.text)).toEqual(['1¼ cups half and half'])
  })
})
