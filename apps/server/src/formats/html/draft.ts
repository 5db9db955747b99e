/** What each way of reading a page yields, before the drafts are merged into one recipe. */
import type { ImportedRecipe } from '../imported-recipe.ts'
import type { ImageCandidate } from '../schema-org/read-images.ts'

/**
 * 'script': the state a page's scripts keep (script-state.ts); 'text': the page's visible text read as a
 * pasted recipe is (formats/text). Both only when nothing else gave a recipe.
 */
export type ExtractionPath = 'json-ld' | 'microdata' | 'rdfa' | 'plugin' | 'heuristic' | 'script' | 'text'

export interface Draft {
  path: ExtractionPath
  /** The fields this source knows; ingredients and instructions are in the lines below. */
  recipe: ImportedRecipe
  ingredients: string[]
  instructions: string[]
  images: ImageCandidate[]
  /** The publisher's name, when the source names one. */
  publisher: string
}
