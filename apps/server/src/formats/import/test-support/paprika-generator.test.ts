import { expect, test } from 'vitest'
import { openPaprika } from '../paprika.ts'
import { generatePaprikaExport } from './paprika-generator.ts'

test('a generated 1,000-recipe export with a photo in each opens and iterates in well under a few seconds', async () => {
  const file = await generatePaprikaExport({ count: 1000 })
  const started = performance.now()
  const opened = await openPaprika(file)
  const photos = new Set<string>()
  let recipes = 0
  for await (const item of opened.items()) {
    if (!('recipe' in item)) throw new Error(JSON.stringify(item.failure))
    recipes++
    const [image] = item.recipe.images
    if (image?.kind === 'bytes') photos.add(Buffer.from(image.data).toString('base64'))
  }
  const seconds = (performance.now() - started) / 1000
  expect(opened.total).toBe(1000)
  expect(recipes).toBe(1000)
  expect(photos.size).toBe(1000)
  expect(seconds).toBeLessThan(3)
})
