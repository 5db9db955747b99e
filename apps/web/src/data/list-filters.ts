/** What a recipe list shows: the recipe hooks, the list's early first page and the offline copy read it. */
import type { RecipeSort } from '@rosemary/shared'
import type { Folder } from '@rosemary/shared/contract'

export interface ListFilters {
  folder: Folder
  sort: RecipeSort
  labels: string[]
  labelIntersection: boolean
  /** Someone else's library (the server answers 404 until it is shared with the viewer). */
  userId?: string | undefined
  /** My main folder with my friends' shared recipes mixed in (myRecipes.includeFriends). */
  includeFriends?: boolean
}
