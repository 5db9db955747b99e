import sharp from 'sharp'
import { expect, test } from 'vitest'
import { generateExportedRecipes } from './generate-recipes.ts'
import { measureStream } from './measure-stream.ts'
import { writePaprika } from './paprika.ts'

const COUNT = 2500

test('2,500 recipes with photos stream through the Paprika writer in bounded memory', async () => {
  // Noise does not compress, so every recipe adds its whole photo (about 11 KB) to the file: a writer that
  // kept the zip would grow by as much.
  const noise = Buffer.from(Array.from({ length: 160 * 120 * 3 }, (_, index) => (index * 7919) % 251))
  const picture = await sharp(noise, { raw: { width: 160, height: 120, channels: 3 } })
    .webp({ quality: 90 })
    .toBuffer()
  const recipes = generateExportedRecipes(COUNT, { picturesPerRecipe: 1, picture })
  const started = performance.now()
  const measured = await measureStream(writePaprika(recipes), 250)
  const seconds = (performance.now() - started) / 1000
  console.info(
    `Paprika, 2,500 recipes: ${(measured.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s, ` +
      `heap growth ≤ ${(measured.maxHeapGrowth / 1e6).toFixed(1)} MB, rss ≤ ${(measured.maxRss / 1e6).toFixed(0)} MB`,
  )
  // A local header and the gzip per recipe, then the central directory (in 64 KiB blocks) and its end.
  expect(measured.chunks).toBeGreaterThan(COUNT * 2)
  // The file is far larger than the heap ever grows: it was never held whole. What does grow is the
  // zip's directory, about 100 bytes a recipe.
  expect(measured.bytes).toBeGreaterThan(25e6)
  expect(measured.maxHeapGrowth).toBeLessThan(4e6)
  expect(measured.maxRss).toBeLessThan(300e6)
})
