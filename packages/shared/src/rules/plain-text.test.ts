import { describe, expect, test } from 'vitest'
import { toMultiLine, toSingleLine } from './plain-text.ts'

/** Each row: what is sent, as one line, as several lines. */
const CASES: [name: string, text: string, singleLine: string, multiLine: string][] = [
  ['plain text', 'Apple pie', 'Apple pie', 'Apple pie'],
  ['a right-to-left override hiding an extension', '\u202Egnp.exe', 'gnp.exe', 'gnp.exe'],
  ['a left-to-right override', 'a\u202Dbc\u202C', 'abc', 'abc'],
  ['embeddings and their pop', '\u202Aab\u202Bcd\u202C', 'abcd', 'abcd'],
  ['isolates', '\u2066a\u2067b\u2068c\u2069', 'abc', 'abc'],
  ['Hebrew letters', 'עוגת תפוחים', 'עוגת תפוחים', 'עוגת תפוחים'],
  ['Arabic letters with a number', 'كعكة 2 تفاح', 'كعكة 2 تفاح', 'كعكة 2 تفاح'],
  [
    'marks that place punctuation (LRM, RLM, ALM)',
    'שלום\u200F!\u200E\u061C',
    'שלום\u200F!\u200E\u061C',
    'שלום\u200F!\u200E\u061C',
  ],
  [
    'joiners in emoji and Persian',
    '👩\u200D🍳 می\u200Cخواهم',
    '👩\u200D🍳 می\u200Cخواهم',
    '👩\u200D🍳 می\u200Cخواهم',
  ],
  ['C0 controls', 'a\u0001b\u0007c\u001Bd\u0008', 'abcd', 'abcd'],
  ['DEL and C1 controls', 'a\u007Fb\u0080c\u009Bd\u009F', 'abcd', 'abcd'],
  ['line feeds', 'one\ntwo', 'one two', 'one\ntwo'],
  ['Windows and old Mac line ends', 'one\r\ntwo\rthree', 'one two three', 'one\ntwo\nthree'],
  ['NEL and the Unicode separators', 'a\u0085b\u2028c\u2029d', 'a b c d', 'a\nb\nc\nd'],
  ['tabs', 'a\tb', 'a b', 'a\tb'],
  ['vertical tab and form feed', 'a\u000Bb\u000Cc', 'abc', 'abc'],
  ['nothing but controls', '\u202E\u0001\u2066', '', ''],
  [
    'accents and non-Latin scripts',
    'Crème brûlée — 焼き菓子',
    'Crème brûlée — 焼き菓子',
    'Crème brûlée — 焼き菓子',
  ],
]

describe('plain text', () => {
  test.for(CASES)('%s, as one line', ([, text, singleLine]) => {
    expect(toSingleLine(text)).toBe(singleLine)
  })

  test.for(CASES)('%s, as several lines', ([, text, , multiLine]) => {
    expect(toMultiLine(text)).toBe(multiLine)
  })

  test('what it leaves is left alone the second time', () => {
    for (const [, text] of CASES) {
      expect(toSingleLine(toSingleLine(text))).toBe(toSingleLine(text))
      expect(toMultiLine(toMultiLine(text))).toBe(toMultiLine(text))
    }
  })
})
