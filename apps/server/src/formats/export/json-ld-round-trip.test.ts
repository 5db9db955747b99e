import sharp from 'sharp'
import { expect, test } from 'vitest'
import type { ExportedRecipe, RosemaryRecipeBlock } from '../exported-recipe.ts'
import { makeExportedRecipe } from './generate-recipes.ts'
import { writeJsonLd } from './json-ld.ts'

interface ExportedJson {
  '@graph': { rosemary: RosemaryRecipeBlock; image?: string[] }[]
}

// What a reader of the export gets back: the block's fields, and the pictures decoded from their data URIs.
function readBack(entry: ExportedJson['@graph'][number]) {
  const { version, createdAt, updatedAt, ...fields } = entry.rosemary
  const pictures = (entry.image ?? []).map((uri) => {
    const match = /^data:image\/webp;base64,(.+)$/.exec(uri)
    return new Uint8Array(Buffer.from(match?.[1] ?? '', 'base64'))
  })
  return { version, fields, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt), pictures }
}

test('every field, label, rating and picture of every recipe comes back from the export', async () => {
  const colors = ['#c33', '#3c3', '#33c']
  const photos = await Promise.all(
    colors.map((background) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .webp()
        .toBuffer(),
    ),
  )
  const recipes: ExportedRecipe[] = Array.from({ length: 12 }, (_, index) => ({
    ...makeExportedRecipe(index),
    images: photos.slice(0, index % 4).map((photo, number) => ({
      id: `${String(index)}-${String(number)}`,
      url: 'https://x.example/p',
      load: () => Promise.resolve(new Uint8Array(photo)),
    })),
  }))
  let text = ''
  for await (const chunk of writeJsonLd(
    (async function* () {
      yield* recipes
    })(),
  ))
    text += chunk
  const graph = (JSON.parse(text) as ExportedJson)['@graph']

  expect(graph).toHaveLength(recipes.length)
  for (const [index, recipe] of recipes.entries()) {
    const back = readBack(graph[index]!)
    const { id: _id, images, createdAt, updatedAt, ...fields } = recipe
    expect(back.version).toBe(1)
    expect(back.fields).toEqual(fields)
    expect(back.createdAt).toEqual(createdAt)
    expect(back.updatedAt).toEqual(updatedAt)
    expect(back.pictures).toEqual(await Promise.all(images.map((image) => image.load())))
  }
  // The sample covers the cases that matter: no picture, several pictures, unrated and rated.
  expect(new Set(recipes.map((recipe) => recipe.images.length))).toEqual(new Set([0, 1, 2, 3]))
  expect(recipes.some((recipe) => recipe.rating === null)).toBe(true)
})
