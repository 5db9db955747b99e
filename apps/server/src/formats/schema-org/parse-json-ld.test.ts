import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseJsonLd } from './parse-json-ld.ts'

test.for([
  ['strict JSON', '{"a": 1}', [{ a: 1 }]],
  ['a UTF-8 byte-order mark', '\uFEFF{"a": 1}', [{ a: 1 }]],
  ['a trailing comma', '{"a": [1, 2,], }', [{ a: [1, 2] }]],
  ['an HTML comment wrapper', '<!-- {"a": 1} -->', [{ a: 1 }]],
  ['a CDATA wrapper behind line comments', '//<![CDATA[\n{"a": 1}\n//]]>', [{ a: 1 }]],
  ['a CDATA wrapper behind block comments', '/*<![CDATA[*/ {"a": 1} /*]]>*/', [{ a: 1 }]],
  ['raw line breaks and tabs inside strings', '{"a": "one\ntwo\tthree"}', [{ a: 'one\ntwo\tthree' }]],
  ['invalid escapes', '{"a": "it\\\'s \\x"}', [{ a: "it's x" }]],
  ['trailing data after the object', '{"a": 1} ;var x = 2', [{ a: 1 }]],
  ['two objects one after the other', '{"a": 1}\n{"b": 2}', [{ a: 1 }, { b: 2 }]],
  ['comments between properties', '{"a": 1, // note\n "b": /* x */ 2}', [{ a: 1, b: 2 }]],
  ['valid escapes kept', '{"a": "\\"q\\" \\u00e9\\n", }', [{ a: '"q" é\n' }]],
  [
    'a quote inside a string left unescaped',
    '{"a": ["1 unbaked 9" pie crust", "2 eggs"], "b": "a 9"x13" pan"}',
    [{ a: ['1 unbaked 9" pie crust', '2 eggs'], b: 'a 9"x13" pan' }],
  ],
  ['nothing readable', 'window.x = function() {', []],
  ['an empty block', '   ', []],
] as const)('%s', ([, text, expected]) => {
  expect(parseJsonLd(text)).toEqual(expected)
})

test('a broken value next to a good one does not hide the good one', () => {
  expect(parseJsonLd('{"a": 1}{"b": tru}')).toEqual([{ a: 1 }])
})

test('any text gives a list without throwing', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
      expect(Array.isArray(parseJsonLd(text))).toBe(true)
    }),
  )
})

test('a large repaired file is read in well under a second per 10 MB', () => {
  const entries = Array.from({ length: 100_000 }, (_, index) => `{"name": "Soup ${index}", "steps": "a\nb",}`)
  const text = `[${entries.join(',')}]`
  const started = performance.now()
  const [value] = parseJsonLd(text)
  expect((value as unknown[]).length).toBe(100_000)
  expect(performance.now() - started).toBeLessThan(3_000)
})
