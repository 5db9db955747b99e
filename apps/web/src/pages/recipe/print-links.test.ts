import { describe, expect, test } from 'vitest'
import { embedSnippet, printModifiers, printPageUrl } from './print-links.ts'

describe('printModifiers', () => {
  test.for([
    [{ modifiers: [], scale: 1 }, ''],
    [{ modifiers: ['nosource', 'noimage'], scale: 1 }, 'noimage,nosource'],
    [{ modifiers: ['nonotes'], scale: 2 }, 'nonotes,scale:2'],
    [{ modifiers: [], scale: 1 / 3 }, 'scale:0.333'],
    [{ modifiers: [], scale: 1, units: 'metric' }, 'units:metric'],
    [{ modifiers: ['nonotes'], scale: 2, units: 'us' }, 'nonotes,scale:2,units:us'],
    [{ modifiers: [], scale: 1, units: 'original' }, ''],
  ] as const)('%j → "%s"', ([choices, expected]) => {
    expect(printModifiers({ template: 'default', ...choices })).toBe(expected)
  })
})

describe('printPageUrl', () => {
  test('carries the template, modifiers, language and token; print only when asked', () => {
    const choices = { template: 'halfsheet', modifiers: ['noimage'], scale: 0.5 } as const
    const preview = printPageUrl('r 1', choices, { print: false, token: 'a+b', language: 'it-it' })
    expect(preview).toBe(
      '/api/print/?recipeId=r+1&template=halfsheet&modifiers=noimage%2Cscale%3A0.5&language=it-it&token=a%2Bb',
    )
    const printing = new URL(printPageUrl('r1', choices, { print: true, token: null }), 'http://x')
    expect(Object.fromEntries(printing.searchParams)).toEqual({
      recipeId: 'r1',
      template: 'halfsheet',
      modifiers: 'noimage,scale:0.5',
      print: 'true',
    })
  })

  test('leaves out empty modifiers', () => {
    const url = printPageUrl(
      'r1',
      { template: 'default', modifiers: [], scale: 1 },
      { print: false, token: 't' },
    )
    expect(url).toBe('/api/print/?recipeId=r1&template=default&token=t')
  })
})

test('embedSnippet makes an iframe of the embed card with an escaped title', () => {
  expect(embedSnippet('https://cook.example', 'r1', 'Mac & "cheese" <3')).toBe(
    '<iframe src="https://cook.example/api/embed/recipe/r1" title="Mac &amp; &quot;cheese&quot; &lt;3" width="400" height="520" style="border:0" loading="lazy"></iframe>',
  )
})
