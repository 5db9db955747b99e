import { describe, expect, test } from 'vitest'
import { AppError } from '../../errors.ts'
import { parsePrintModifiers, parsePrintTemplate, PRINT_TEMPLATES } from './print-options.ts'

const none = { noimage: false, nonotes: false, nosource: false, scale: 1, units: 'original' }

describe('parsePrintModifiers', () => {
  test.for([
    [undefined, none],
    ['', none],
    ['noimage', { ...none, noimage: true }],
    ['noimage,nonotes,scale:2', { ...none, noimage: true, nonotes: true, scale: 2 }],
    ['NoSource, noimage', { ...none, nosource: true, noimage: true }],
    ['noimage noimage,,noimage', { ...none, noimage: true }],
    ['halfsheet,bold,nothing', none],
    ['scale:0.5', { ...none, scale: 0.5 }],
    ['scale=.25', { ...none, scale: 0.25 }],
    ['scale:1/2', { ...none, scale: 0.5 }],
    ['scale:2,scale:3', { ...none, scale: 3 }],
    ['scale:100', { ...none, scale: 100 }],
    [['noimage', 'scale:4'], { ...none, noimage: true, scale: 4 }],
    ['units:metric', { ...none, units: 'metric' }],
    ['scale:2,UNITS=us', { ...none, scale: 2, units: 'us' }],
    ['units:metric,units:original', none],
  ] as const)('%j', ([value, expected]) => {
    expect(parsePrintModifiers(value)).toEqual(expected)
  })

  test.for([
    'scale:',
    'scale:abc',
    'scale:0',
    'scale:-1',
    'scale:101',
    'scale:1/0',
    'scale:1e3',
    'scale:Infinity',
  ])('rejects %j as invalid input naming the modifiers field', (value) => {
    const error = (() => {
      try {
        parsePrintModifiers(value)
      } catch (caught) {
        return caught
      }
      return null
    })()
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ code: 'invalid_input', statusCode: 400 })
    expect((error as AppError).fields?.modifiers).toMatch(/scale .* is not valid: use a number above 0/)
  })
})

test.for(['units:', 'units:imperial', 'units=metrics'])(
  'rejects units %j as invalid input naming the modifiers field',
  (value) => {
    expect(() => parsePrintModifiers(value)).toThrow(/units .* are not known: use original, metric, us/)
  },
)

describe('parsePrintTemplate', () => {
  test('knows the three templates', () => {
    expect(PRINT_TEMPLATES).toEqual(['default', 'compact', 'halfsheet'])
    expect(PRINT_TEMPLATES.map((name) => parsePrintTemplate(name))).toEqual(PRINT_TEMPLATES)
  })

  test.for([undefined, '', '  '])('%j is the default template', (value) => {
    expect(parsePrintTemplate(value)).toBe('default')
  })

  test('reads names in any case', () => {
    expect(parsePrintTemplate('Compact')).toBe('compact')
  })

  test('rejects an unknown template, naming the choices', () => {
    expect(() => parsePrintTemplate('<b>fancy</b>')).toThrow(
      /Unknown print template .*default, compact, halfsheet/,
    )
  })
})
