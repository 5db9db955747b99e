import sharp from 'sharp'
import { expect, test } from 'vitest'
import { generateExportedRecipes } from './generate-recipes.ts'
import { measureStream } from './measure-stream.ts'
import { writePdf } from './pdf.ts'

test('the PDF writer streams: four times the recipes, about the same memory', async () => {
  // Noise does not compress: each recipe adds tens of kilobytes of JPEG, so a writer that kept the
  // document would grow with it. Fonts and pdfkit's set-up cost the same at any size, so the test
  // compares a small export with one four times larger instead of trusting one absolute figure.
  const noise = Buffer.from(Array.from({ length: 240 * 180 * 3 }, (_, index) => (index * 7919) % 251))
  const picture = await sharp(noise, { raw: { width: 240, height: 180, channels: 3 } })
    .webp({ quality: 90 })
    .toBuffer()
  const measure = (count: number) =>
    measureStream(writePdf(generateExportedRecipes(count, { picturesPerRecipe: 1, picture })), 50)
  const small = await measure(150)
  const large = await measure(600)
  console.info(
    `PDF: 150 recipes ${(small.bytes / 1e6).toFixed(1)} MB, heap growth ≤ ${(small.maxHeapGrowth / 1e6).toFixed(1)} MB; ` +
      `600 recipes ${(large.bytes / 1e6).toFixed(1)} MB, heap growth ≤ ${(large.maxHeapGrowth / 1e6).toFixed(1)} MB`,
  )
  expect(large.chunks).toBeGreaterThan(600)
  expect(large.bytes - small.bytes).toBeGreaterThan(6e6)
  // What the larger export adds to memory is a small part of what it adds to the file (pdfkit keeps a
  // small entry per page for the page tree, about 2 KB a recipe).
  expect(large.maxHeapGrowth - small.maxHeapGrowth).toBeLessThan((large.bytes - small.bytes) / 4)
})
