import { expect, test } from 'vitest'
import { openPaprika } from '../paprika.ts'
import { generatePaprikaExport } from './paprika-generator.ts'

// How fast it reads is for the benchmark (bench/imports.bench.ts), not for a test on a shared machine.
test('a generated 1,000-recipe export opens as 1,000 recipes, each with its own photo', async () => {
  const file = await generatePaprikaExport({ count: 1000 })
  const opened = await openPaprika(file)
  const photos = new Set<string>()
  let recipes = 0
  for await (const item of opened.items()) {
    if (!('recipe' in item)) throw new Error(JSON.stringify(item.failure))
    recipes++
    const [image] = item.recipe.images
    if (image?.kind === 'bytes') photos.add(Buffer.from(image.data).toString('base64'))
  }
  expect(opened.total).toBe(1000)
  expect(recipes).toBe(1000)
  expect(photos.size).toBe(1000)
})
