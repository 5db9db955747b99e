import sharp from 'sharp'
import { expect, test } from 'vitest'
import { generateExportedRecipes } from './generate-recipes.ts'
import { writeJsonLd } from './json-ld.ts'
import { measureStream } from './measure-stream.ts'

test('10,000 recipes stream through the JSON-LD writer in bounded memory', async () => {
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .webp()
    .toBuffer()
  const recipes = generateExportedRecipes(10_000, { picturesPerRecipe: 1, picture })
  const started = performance.now()
  const measured = await measureStream(writeJsonLd(recipes), 250)
  const seconds = (performance.now() - started) / 1000
  console.info(
    `JSON-LD, 10,000 recipes: ${(measured.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s, ` +
      `heap growth ≤ ${(measured.maxHeapGrowth / 1e6).toFixed(1)} MB, rss ≤ ${(measured.maxRss / 1e6).toFixed(0)} MB`,
  )
  expect(measured.chunks).toBe(10_002)
  // The file is far larger than the heap ever grows: it was never held whole.
  expect(measured.bytes).toBeGreaterThan(15e6)
  expect(measured.maxHeapGrowth).toBeLessThan(4e6)
  expect(measured.maxRss).toBeLessThan(200e6)
})
