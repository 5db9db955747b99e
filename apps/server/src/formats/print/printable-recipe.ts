/** What print and embed pages show of a recipe; an `ExportedRecipe` is one (pictures come as a URL). */
export interface PrintableRecipe {
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
  labels: readonly string[]
}
