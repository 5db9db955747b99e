/**
 * One recipe as the JSON inside a .paprikarecipe, with every field Paprika has that a Rosemary recipe can
 * fill. Choices where the two differ:
 * - A `[Section]` header among the ingredients is written as Paprika users write one, a line ending in a
 *   colon ("Section:"), which Paprika prints bold and which Paprika readers (Rosemary's among them) take as
 *   a header. A title that such a line could not carry (empty, over 80 characters, or itself starting with
 *   "[") keeps its brackets. Directions keep their `[Section]` lines as written: readers leave them alone.
 * - activeTime → prep_time, totalTime → total_time; cook_time stays empty (Rosemary has no such field).
 * - No rating is Paprika's 0; labels are the categories; created is UTC, as "YYYY-MM-DD HH:MM:SS".
 * - The first picture is the photo (photo_data, a JPEG in base64); the others follow in `photos`.
 * - uid is the recipe's id, so exporting twice gives the same uid; hash changes when the recipe does.
 */
import { createHash } from 'node:crypto'
import { parseIngredients } from '@rosemary/shared/recipe-text'
import type { ExportedRecipe } from '../exported-recipe.ts'
import { toJpeg } from './jpeg-picture.ts'

export interface PaprikaPhoto {
  name: string
  filename: string
  data: string
  hash: string
}

export interface PaprikaRecipeJson {
  uid: string
  name: string
  description: string
  ingredients: string
  directions: string
  notes: string
  nutritional_info: string
  servings: string
  prep_time: string
  cook_time: string
  total_time: string
  difficulty: string
  rating: number
  categories: string[]
  source: string
  source_url: string
  image_url: string
  photo: string | null
  photo_data: string | null
  photo_hash: string | null
  photo_large: null
  photos: PaprikaPhoto[]
  scale: null
  created: string
  hash: string
}

// Rosemary's import reads "Title:" as a header only up to 80 characters before the colon.
const LONGEST_COLON_HEADER = 80

function ingredientText(text: string): string {
  return parseIngredients(text)
    .map(({ content, originalContent, isHeader }) => {
      if (!isHeader) return originalContent
      // A header continued over lines ("\\" then "[Sauce]") goes back as written, so it reads the same again.
      const fits =
        content !== '' &&
        content.length <= LONGEST_COLON_HEADER &&
        !content.startsWith('[') &&
        !originalContent.includes('\n')
      return fits ? `${content}:` : originalContent
    })
    .join('\n')
}

const nonBlankLines = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n')

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex')

/** "2024-01-02 03:04:05" in UTC, the form Paprika writes. */
export const paprikaDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')

/** The recipe's pictures as JPEGs, in order; one that is not a readable picture is left out. */
async function jpegPictures(recipe: ExportedRecipe): Promise<Buffer[]> {
  const pictures: Buffer[] = []
  for (const image of recipe.images) {
    const jpeg = await toJpeg(await image.load())
    if (jpeg) pictures.push(jpeg)
  }
  return pictures
}

/** The Paprika JSON of a recipe; loads its pictures (one that fails to load throws, as in every export). */
export async function toPaprikaRecipe(recipe: ExportedRecipe): Promise<PaprikaRecipeJson> {
  const uid = recipe.id.toUpperCase()
  const [photo, ...others] = await jpegPictures(recipe)
  const fields: Omit<PaprikaRecipeJson, 'photo_data' | 'hash'> = {
    uid,
    name: recipe.title,
    description: recipe.description,
    ingredients: ingredientText(recipe.ingredients),
    directions: nonBlankLines(recipe.instructions),
    notes: recipe.notes,
    nutritional_info: '',
    servings: recipe.yield,
    prep_time: recipe.activeTime,
    cook_time: '',
    total_time: recipe.totalTime,
    difficulty: '',
    rating: recipe.rating ?? 0,
    categories: [...recipe.labels],
    source: recipe.source,
    source_url: recipe.url,
    image_url: '',
    photo: photo ? `${uid}.jpg` : null,
    photo_hash: photo ? sha256(photo) : null,
    photo_large: null,
    photos: others.map((jpeg, index) => ({
      name: String(index + 1),
      filename: `${uid}-${String(index + 1)}.jpg`,
      data: jpeg.toString('base64'),
      hash: sha256(jpeg),
    })),
    scale: null,
    created: paprikaDate(recipe.createdAt),
  }
  // Paprika compares hashes to see what changed; the photos count through their own hashes.
  const { photos, ...hashed } = fields
  const hash = sha256(JSON.stringify({ ...hashed, photos: photos.map((entry) => entry.hash) }))
  return { ...fields, photo_data: photo ? photo.toString('base64') : null, hash }
}
