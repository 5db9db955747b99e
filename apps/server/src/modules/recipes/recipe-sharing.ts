/**
 * Which recipes a person shares through their profile's items, as SQL on the outer `recipes` row: all their
 * recipes (the main folder), a label's recipes, or one recipe, each item seen only by the visibilities the
 * viewer is allowed (profiles/profiles.access.ts decides those).
 */
import { inArray, type SQL, sql } from 'drizzle-orm'
import { profileItems, recipeLabels, recipes } from '../../db/schema/index.ts'
import type { ProfileVisibility } from '../profiles/profiles.repository.ts'

export function sharedThroughProfile(visibilities: readonly ProfileVisibility[]): SQL {
  if (visibilities.length === 0) return sql`false`
  return sql`exists (select 1 from ${profileItems}
    where ${profileItems.userId} = ${recipes.userId} and ${inArray(profileItems.visibility, [...visibilities])}
      and ((${profileItems.type} = 'all-recipes' and ${recipes.folder} = 'main')
        or (${profileItems.type} = 'recipe' and ${profileItems.recipeId} = ${recipes.id})
        or (${profileItems.type} = 'label' and exists (select 1 from ${recipeLabels}
          where ${recipeLabels.recipeId} = ${recipes.id} and ${recipeLabels.labelId} = ${profileItems.labelId}))))`
}
