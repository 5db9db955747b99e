import type { ExportedRecipe } from '../exported-recipe.ts'

/** What print and embed pages show of a recipe: an exported one's texts (its picture comes as a URL). */
export type PrintableRecipe = Omit<ExportedRecipe, 'images' | 'createdAt' | 'updatedAt' | 'labels'> & {
  labels: readonly string[]
}
