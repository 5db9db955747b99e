import { describe, expect, test } from 'vitest'
import {
  durationToText,
  isoDurationMinutes,
  minutesToText,
  textMinutes,
  textToIsoDuration,
} from './duration.ts'

describe('isoDurationMinutes', () => {
  test.for([
    ['PT1H30M', 90],
    ['PT45M', 45],
    ['pt20m', 20],
    ['PT0.5H', 30],
    ['PT90S', 2],
    ['P1DT2H', 1560],
    ['P0DT0H25M', 25],
    ['PT1H', 60],
    ['P', null],
    ['PT', null],
    ['1 hour', null],
    ['', null],
  ] as const)('%j → %j', ([input, expected]) => {
    expect(isoDurationMinutes(input)).toBe(expected)
  })
})

describe('minutesToText', () => {
  test.for([
    [90, '1 h 30 min'],
    [45, '45 min'],
    [60, '1 h'],
    [1560, '1 d 2 h'],
    [0, ''],
    [-5, ''],
  ] as const)('%j → %j', ([input, expected]) => {
    expect(minutesToText(input)).toBe(expected)
  })
})

describe('durationToText', () => {
  test('turns ISO durations into text and leaves other text as written', () => {
    expect(durationToText('PT1H15M')).toBe('1 h 15 min')
    expect(durationToText(' overnight ')).toBe('overnight')
    expect(durationToText('PT0M')).toBe('')
  })
})

describe('textMinutes and textToIsoDuration', () => {
  test.for([
    ['1 h 30 min', 90, 'PT1H30M'],
    ['45 minutes', 45, 'PT45M'],
    ['1½ hours', 90, 'PT1H30M'],
    ['2 Stunden', 120, 'PT2H'],
    ['1 hour and 10 minutes', 70, 'PT1H10M'],
    ['1,5 ore', 90, 'PT1H30M'],
    ['1 ora', 60, 'PT1H'],
    ['1 Std. 30 Min.', 90, 'PT1H30M'],
    ['1 or 2 hours', null, null],
    ['overnight', null, null],
    ['until golden', null, null],
    ['30', null, null],
    ['', null, null],
  ] as const)('%j → %j minutes, %j', ([input, minutes, iso]) => {
    expect(textMinutes(input)).toBe(minutes)
    expect(textToIsoDuration(input)).toBe(iso)
  })

  test('a readable time survives the trip through ISO and back', () => {
    for (const text of ['1 h 30 min', '45 min', '2 h', '1 d 2 h']) {
      const iso = textToIsoDuration(text)
      expect(iso).not.toBeNull()
      expect(durationToText(iso!)).toBe(text)
    }
  })
})
