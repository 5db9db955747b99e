/**
 * A large Paprika export for performance checks and benchmarks: `count` recipes, each with a distinct
 * photo (a real JPEG made by sharp from noise, sized like a phone picture scaled for an app, with the
 * recipe's number stamped into its first pixels so no two match), section headers, labels and every time.
 */
import { gzipSync, strToU8, zipSync } from 'fflate'
import sharp from 'sharp'

export interface PaprikaExportOptions {
  count?: number
  /** Photo size in pixels; the default makes JPEGs of roughly 40 KB. */
  width?: number
  height?: number
}

/** Deterministic noise (a linear congruential generator): sharp's own noise is ten times slower. */
function noise(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 3)
  let state = 1
  for (let i = 0; i < pixels.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff
    pixels[i] = state >> 23
  }
  return pixels
}

async function photo(pixels: Uint8Array, index: number, width: number, height: number): Promise<Buffer> {
  const stamped = pixels.slice()
  // One black or white block of 8×8 pixels per bit of the index: that survives JPEG, single pixels do not.
  for (let bit = 0; bit < 20 && (bit + 1) * 8 <= width; bit++) {
    const value = (index >> bit) & 1 ? 255 : 0
    for (let y = 0; y < 8; y++) stamped.fill(value, (y * width + bit * 8) * 3, (y * width + bit * 8 + 8) * 3)
  }
  return sharp(stamped, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 60 })
    .toBuffer()
}

function recipe(index: number, photoData: string) {
  return {
    uid: `GENERATED-${String(index).padStart(6, '0')}`,
    name: `Generated recipe ${index + 1}`,
    description: `Recipe number ${index + 1} of a generated export.`,
    servings: `${(index % 8) + 1} servings`,
    prep_time: `${(index % 50) + 5} min`,
    cook_time: `${(index % 90) + 10} min`,
    total_time: `${(index % 140) + 15} min`,
    source: 'Rosemary test generator',
    source_url: `https://example.com/recipes/${index + 1}`,
    rating: index % 6,
    difficulty: ['Easy', 'Medium', 'Hard'][index % 3],
    categories: [`Group ${index % 12}`, index % 2 ? 'Dinner' : 'Baking'],
    nutritional_info: `Calories: ${200 + (index % 400)}`,
    notes: 'Keeps for three days in the fridge.',
    ingredients: [
      'For the dough:',
      '500 g flour',
      '1 tsp salt',
      'For the filling:',
      `${index % 5} eggs`,
    ].join('\n'),
    directions: ['Mix the dough.', 'Rest for an hour.', 'Fill and bake.'].join('\n'),
    photo_data: photoData,
    photos: [],
    created: '2024-05-06 07:08:09',
  }
}

/** The .paprikarecipes bytes. 1,000 recipes take a few seconds, mostly to encode the photos. */
export async function generatePaprikaExport(options: PaprikaExportOptions = {}): Promise<Uint8Array> {
  const { count = 1000, width = 320, height = 240 } = options
  const entries: Record<string, Uint8Array> = {}
  const pixels = noise(width, height)
  for (let index = 0; index < count; index++) {
    const photoData = (await photo(pixels, index, width, height)).toString('base64')
    const json = JSON.stringify(recipe(index, photoData))
    entries[`Generated recipe ${index + 1}.paprikarecipe`] = gzipSync(strToU8(json))
  }
  // Paprika stores its already-gzipped entries without compressing them again.
  return zipSync(entries, { level: 0 })
}
