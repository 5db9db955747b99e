/**
 * What every export format and the print pages receive: one whole recipe at a time (exports stream a
 * library of any size through bounded memory), with its pictures loaded only when a format needs them.
 */

export interface ExportedImage {
  id: string
  /** The stored full-size picture (WebP), read from storage on demand. */
  load: () => Promise<Uint8Array>
  /** Its address on this server, absolute (PUBLIC_URL), for formats that link instead of embedding. */
  url: string
}

export interface ExportedRecipe {
  id: string
  title: string
  description: string
  yield: string
  activeTime: string
  totalTime: string
  source: string
  url: string
  notes: string
  /** One item a line; a line in [square brackets] is a section header. */
  ingredients: string
  instructions: string
  rating: number | null
  labels: string[]
  images: ExportedImage[]
  createdAt: Date
  updatedAt: Date
}

/**
 * Rosemary's JSON-LD export is schema.org (a `Recipe` per recipe in an `@graph`), readable by other apps.
 * Each Recipe also carries this block under the key `rosemary`, with every field exactly as stored, so that
 * importing the export into Rosemary reproduces the recipes to the letter: schema.org has no place for notes
 * or a personal rating, and its ISO durations cannot hold "overnight".
 */
export const ROSEMARY_BLOCK_KEY = 'rosemary'

export interface RosemaryRecipeBlock {
  version: 1
  title: string
  description: string
  yield: string
  activeTime: string
  totalTime: string
  source: string
  url: string
  notes: string
  ingredients: string
  instructions: string
  rating: number | null
  labels: string[]
  /** ISO 8601 timestamps. */
  createdAt: string
  updatedAt: string
}
