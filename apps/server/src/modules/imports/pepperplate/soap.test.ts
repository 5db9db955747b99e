import { expect, test } from 'vitest'
import { findElement, readEnvelope } from './soap.ts'

test('findElement finds an element after 200,000 others, breadth first, whatever its prefix', () => {
  const items = '<RecipeSync><Title>x</Title></RecipeSync>'.repeat(200_000)
  const reply = readEnvelope(
    `<soap:Envelope xmlns:soap="s"><soap:Body><Items>${items}</Items><p:Token>abc</p:Token></soap:Body></soap:Envelope>`,
  )
  const started = performance.now()
  expect(findElement(reply, 'Token')?.text).toBe('abc')
  // A hang guard only: a queue shifted from the front costs the square of its length.
  expect(performance.now() - started).toBeLessThan(10_000)
})
