import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { jsonObjectHead, type JsonKind } from './json-head.ts'

const kindOf = (value: unknown): JsonKind =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : (({ string: 'string', number: 'number', boolean: 'boolean' } as Record<string, JsonKind>)[
          typeof value
        ] ?? 'object')

const entries = (text: string) => {
  const head = jsonObjectHead(text)
  return head && { keys: [...head.keys], complete: head.complete }
}

describe('jsonObjectHead', () => {
  test('the keys of a whole object, with the kinds of their values', () => {
    const text = '\uFEFF {"a" : "x\\"}", "b":[1,{"c":"]"}], "d":{"e":[]},"f":-1.5e3,"g":true,"h":null,"a":1}'
    expect(entries(text)).toEqual({
      keys: [
        ['a', 'string'],
        ['b', 'array'],
        ['d', 'object'],
        ['f', 'number'],
        ['g', 'boolean'],
        ['h', 'null'],
      ],
      complete: true,
    })
    expect(entries('{}')).toEqual({ keys: [], complete: true })
    expect(entries('{"\\u0041":1}')?.keys).toEqual([['A', 'number']])
  })

  test('the keys before a cut', () => {
    expect(entries('{"a":1,"images":["AAAA')).toEqual({
      keys: [
        ['a', 'number'],
        ['images', 'array'],
      ],
      complete: false,
    })
    expect(entries('{"a":1,"tit')).toEqual({ keys: [['a', 'number']], complete: false })
    expect(entries('{')).toEqual({ keys: [], complete: false })
  })

  test('null for what is not an object or not JSON as far as it goes', () => {
    for (const text of ['[{"a":1}]', 'a', '', '{a:1}', '{"a" 1}', '{"a":1 "b":2}', '{"a":x}', '{,}'])
      expect(jsonObjectHead(text)).toBeNull()
  })

  test('agrees with JSON.parse on any object, and never throws on a prefix of one', () => {
    const object = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 8 })
    fc.assert(
      fc.property(object, fc.boolean(), fc.nat(), (value, spaced, cut) => {
        const text = JSON.stringify(value, null, spaced ? 2 : undefined)
        const expected = Object.entries(value).map(([key, item]) => [key, kindOf(item)])
        expect(entries(text)).toEqual({ keys: expected, complete: true })
        const cutText = text.slice(0, 1 + (cut % text.length))
        const prefix = entries(cutText)
        expect(prefix).not.toBeNull()
        expect(expected.slice(0, prefix?.keys.length)).toEqual(prefix?.keys)
      }),
      { numRuns: 2000 },
    )
  })
})
