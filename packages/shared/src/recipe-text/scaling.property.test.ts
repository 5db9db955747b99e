import { describe, expect, test } from 'vitest'
import { convertIngredientLine, convertTemperatures } from './convert-line.ts'
import { readQuantity } from './read-quantity.ts'
import { scaleIngredientLine } from './scale-line.ts'

/**
 * Properties over many generated lines. A seeded generator (mulberry32) keeps every run the same, so a
 * failure is reproducible; text-engine.property.test.ts has the fast-check properties.
 */
function generator(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    factor: () => [0.25, 1 / 3, 0.5, 0.75, 1.5, 2, 3, 4, 0.1 + next() * 10][Math.floor(next() * 9)] ?? 2,
  }
}

const RUNS = 400

describe('scaling', () => {
  test('text with no digits and no fraction characters is never changed', () => {
    const random = generator(1)
    const words = [
      'Salt',
      'to',
      'taste',
      'eggs',
      'Mehl',
      'q.b.',
      'cup',
      '(',
      ')',
      'oder',
      '+',
      'plus',
      '°C',
      ',',
    ]
    for (let run = 0; run < RUNS; run += 1) {
      const line = Array.from({ length: random.int(1, 8) }, () => random.pick(words)).join(' ')
      expect(scaleIngredientLine(line, random.factor())).toBe(line)
    }
  })

  test('a metric amount scales to within rounding of the exact product, or is marked ≈', () => {
    const random = generator(2)
    for (let run = 0; run < RUNS; run += 1) {
      const grams = random.int(1, 2000)
      const factor = random.factor()
      const scaled = scaleIngredientLine(`${grams} g ${random.pick(['flour', 'Mehl', 'farina'])}`, factor)
      if (scaled.startsWith('≈')) continue
      const value = readQuantity(scaled, 0)
      expect(value?.value).toBeDefined()
      expect(Math.abs((value?.value ?? 0) - grams * factor)).toBeLessThanOrEqual(
        0.005 + grams * factor * 1e-9,
      )
    }
  })

  test('a US volume always reads as a fraction, never a long decimal', () => {
    const random = generator(3)
    for (let run = 0; run < RUNS; run += 1) {
      const line = `${random.int(1, 12)} ${random.pick(['cup', 'cups', 'tbsp', 'tsp'])} milk`
      expect(scaleIngredientLine(line, random.factor())).not.toMatch(/\d\.\d/u)
    }
  })

  test('the count noun agrees with the printed number', () => {
    const random = generator(4)
    for (let run = 0; run < RUNS; run += 1) {
      const scaled = scaleIngredientLine(`${random.int(1, 12)} eggs`, random.factor())
      const value = readQuantity(scaled.replace('≈ ', ''), 0)?.value ?? 0
      expect(scaled.endsWith(value > 0 && value <= 1 ? ' egg' : ' eggs'), scaled).toBe(true)
    }
  })
})

describe('temperatures', () => {
  test('Celsius to Fahrenheit and back lands within 5 degrees, on a multiple of 5', () => {
    const random = generator(5)
    for (let run = 0; run < RUNS; run += 1) {
      const celsius = random.int(30, 300)
      const fahrenheit = convertTemperatures(`Bake at ${celsius}°C`, 'us')
      expect(fahrenheit).toMatch(/^Bake at \d*[05]°F$/u)
      const back = Number(/(\d+)°C/u.exec(convertTemperatures(fahrenheit, 'metric'))?.[1])
      expect(Math.abs(back - celsius)).toBeLessThanOrEqual(5)
    }
  })

  test('numbers that are not temperatures are never touched', () => {
    const random = generator(6)
    const words = ['Bake', 'for', 'minutes', 'at', 'the', 'oven', 'Step', 'and', 'mark', 'bis', 'o', 'x']
    for (let run = 0; run < RUNS; run += 1) {
      const line = Array.from({ length: random.int(1, 8) }, () =>
        random.pick([...words, String(random.int(0, 500)), `${random.int(1, 9)}/${random.int(2, 8)}`]),
      ).join(' ')
      expect(convertTemperatures(line, 'metric')).toBe(line)
      expect(convertTemperatures(line, 'us')).toBe(line)
    }
  })

  test('converting a line that is already metric changes nothing', () => {
    const random = generator(7)
    for (let run = 0; run < RUNS; run += 1) {
      const line = `${random.int(1, 20)} ${random.pick(['cups', 'tbsp', 'oz', 'lb', 'inch'])} stuff`
      const metric = convertIngredientLine(line, 'metric')
      expect(convertIngredientLine(metric, 'metric')).toBe(metric)
    }
  })
})
