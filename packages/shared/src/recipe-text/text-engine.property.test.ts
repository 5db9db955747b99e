import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { splitTextBlocks } from './markdown-table.ts'
import { parseYield } from './parse-yield.ts'
import { splitLines } from './recipe-lines.ts'
import { scaleIngredientLine } from './scale-line.ts'
import { scaleBracedAmounts } from './scale-text.ts'

const RUNS = { numRuns: 1000 }

const whole = fc.integer({ min: 1, max: 500 })
const quantity = fc.oneof(
  whole.map(String),
  fc.tuple(whole, fc.integer({ min: 1, max: 99 })).map(([w, d]) => `${w}.${d}`),
  fc.tuple(whole, fc.integer({ min: 1, max: 99 })).map(([w, d]) => `${w},${d}`),
  fc.constantFrom('1/2', '1/3', '3/4', '1 1/2', '2 1/4', '½', '1¾'),
  fc.tuple(whole, whole).map(([a, b]) => `${a}-${a + b}`),
)
const unit = fc.constantFrom(
  '',
  ' cups',
  ' tbsp',
  ' g',
  ' kg',
  ' ml',
  ' l',
  ' EL',
  ' tazze',
  ' eggs',
  ' Eier',
)
const amount = fc.tuple(quantity, unit).map(([q, u]) => `${q}${u}`)
const factor = fc.oneof(fc.constantFrom(0, 0.5, 1, 2, 1 / 3), fc.double({ min: 0, max: 20, noNaN: true }))
const words = fc.array(fc.constantFrom('Add', 'the', 'flour', 'Mehl', 'und', 'then', 'bake', 'to', 'bowl'), {
  maxLength: 4,
})

describe('braced amounts', () => {
  test('the braces of an amount never show, whatever the scale', () => {
    fc.assert(
      fc.property(words, amount, words, factor, (before, written, after, by) => {
        const text = [...before, `{${written}}`, ...after].join(' ')
        expect(scaleBracedAmounts(text, by)).not.toMatch(/[{}]/u)
        expect(scaleIngredientLine(text, by)).not.toMatch(/[{}]/u)
      }),
      RUNS,
    )
  })

  test('a braced amount in a step scales as the same amount on an ingredient line', () => {
    fc.assert(
      fc.property(amount, factor, (written, by) => {
        expect(scaleBracedAmounts(`Then add {${written}} to the bowl.`, by)).toBe(
          `Then add ${scaleIngredientLine(written, by)} to the bowl.`,
        )
      }),
      RUNS,
    )
  })
})

test('a line that writes a decimal comma prints every scaled amount with one', () => {
  fc.assert(
    fc.property(whole, fc.integer({ min: 1, max: 9 }), whole, whole, factor, (w, d, kilos, grams, by) => {
      const scaled = scaleIngredientLine(`${w},${d} kg Mehl + ${kilos} kg Zucker + ${grams} g Salz`, by)
      expect(scaled).not.toMatch(/\d\.\d/u)
    }),
    RUNS,
  )
})

test('× 0 prints an exact 0 for every amount it scales', () => {
  fc.assert(
    fc.property(amount, (written) => {
      const scaled = scaleIngredientLine(`${written} flour`, 0)
      expect(scaled).not.toContain('≈')
      expect(scaled).toMatch(/^0\D/u)
    }),
    RUNS,
  )
})

test('lines ending in a backslash read as one line, joined by single spaces', () => {
  const word = fc.stringMatching(/^[a-z0-9 ,.()]{0,12}[a-z0-9.]$/u)
  fc.assert(
    fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (pieces) => {
      expect(splitLines(pieces.join(' \\\n'))).toEqual([pieces.map((piece) => piece.trim()).join(' ')])
    }),
    RUNS,
  )
})

describe('Markdown tables', () => {
  const cell = fc.stringMatching(/^[^\n\r\\]{0,12}$/u)

  test('every cell is read back as written (trimmed), a pipe in it escaped', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) =>
            fc.tuple(
              fc.array(cell, { minLength: width, maxLength: width }),
              fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 5 }),
            ),
          ),
        ([header, rows]) => {
          const row = (cells: readonly string[]) =>
            `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`
          const text = [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n')
          const trim = (cells: readonly string[]) => cells.map((c) => c.trim())
          expect(splitTextBlocks(text)).toEqual([
            {
              kind: 'table',
              table: { header: trim(header), align: header.map(() => null), rows: rows.map(trim) },
            },
          ])
        },
      ),
      RUNS,
    )
  })

  test('text without a pipe is never a table', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[^|]{0,80}$/u), (text) => {
        expect(splitTextBlocks(text).every((block) => block.kind === 'text')).toBe(true)
      }),
      RUNS,
    )
  })
})

describe('yields', () => {
  test('n dozen is 12 n', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.constantFrom('dozen', 'Dutzend', 'dozzine'),
        (n, word) => {
          expect(parseYield(`${n} ${word}`)).toBe(12 * n)
        },
      ),
      RUNS,
    )
  })

  test('a thousands separator is read in English and German yields', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999 }), (n) => {
        expect(parseYield(`${n.toLocaleString('en-US')} cookies`)).toBe(n)
        expect(parseYield(`${n.toLocaleString('de-DE')} Kekse`)).toBe(n)
      }),
      RUNS,
    )
  })
})
