import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { findUnicodeFonts, removeUndrawable, toHelveticaText } from './pdf-fonts.ts'

describe('findUnicodeFonts', () => {
  test('is null when no directory holds DejaVu Sans', () => {
    expect(findUnicodeFonts(['/nonexistent/fonts', tmpdir()])).toBeNull()
  })

  test('takes the first directory holding all three faces', () => {
    const partial = mkdtempSync(join(tmpdir(), 'fonts-'))
    writeFileSync(join(partial, 'DejaVuSans.ttf'), '')
    const complete = mkdtempSync(join(tmpdir(), 'fonts-'))
    for (const name of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'])
      writeFileSync(join(complete, name), '')
    expect(findUnicodeFonts([partial, complete])).toEqual({
      regular: join(complete, 'DejaVuSans.ttf'),
      bold: join(complete, 'DejaVuSans-Bold.ttf'),
      italic: join(complete, 'DejaVuSans-Oblique.ttf'),
    })
  })
})

describe('removeUndrawable', () => {
  test('drops control characters and lone surrogates, keeps tabs, newlines and real characters', () => {
    expect(removeUndrawable('a\u0000b\u0007\tc\r\nd\uD800e\uDC00 🍋 中')).toBe('ab\tc\nde 🍋 中')
  })
})

describe('toHelveticaText', () => {
  test.for([
    ['Crème brûlée – ½ cup “sugar” €5…', 'Crème brûlée – ½ cup “sugar” €5…'],
    ['⅓ cup, ⅔ cup, ⅛ tsp', '1/3 cup, 2/3 cup, 1/8 tsp'],
    ['Gödöllő, Łódź, Ærø', 'Gödöllo, ?ódz, Ærø'],
    ['ﬁne', 'fine'],
    ['中文 🍋 ☃', '?? ? ?'],
    ['★★★☆☆', '*****'],
    ['a\u0000b', 'ab'],
  ] as const)('%j → %j', ([text, expected]) => {
    expect(toHelveticaText(text)).toBe(expected)
  })
})
