/**
 * Which recipes a person shares through their profile's items, as SQL on the outer `recipes` row: all their
 * recipes or a label's (both of the main folder: the inbox holds what others sent, not yet taken in), or one
 * recipe, each item seen only by the visibilities the viewer is allowed (profiles/profiles.access.ts decides
 * those).
 */
import { inArray, type SQL, sql } from 'drizzle-orm'
import { labels, profileItems, recipeLabels, recipes } from '../../db/schema/index.ts'
import type { ProfileVisibility } from '../profiles/profiles.repository.ts'

export function sharedThroughProfile(visibilities: readonly ProfileVisibility[]): SQL {
  if (visibilities.length === 0) return sql`false`
  return sql`exists (select 1 from ${profileItems}
    where ${profileItems.userId} = ${recipes.userId} and ${inArray(profileItems.visibility, [...visibilities])}
      and ((${profileItems.type} = 'all-recipes' and ${recipes.folder} = 'main')
        or (${profileItems.type} = 'recipe' and ${profileItems.recipeId} = ${recipes.id})
        or (${profileItems.type} = 'label' and ${recipes.folder} = 'main' and exists (select 1 from ${recipeLabels}
          where ${recipeLabels.recipeId} = ${recipes.id} and ${recipeLabels.labelId} = ${profileItems.labelId}))))`
}

/**
 * What a label item of a profile opens: the recipes shared through the viewer's visible label items of these
 * titles, any of them. A title that is no such item matches nothing, so the filter cannot tell a viewer which
 * labels the person's other recipes carry.
 */
export function sharedThroughLabelItems(visibilities: readonly ProfileVisibility[], titles: string[]): SQL {
  if (visibilities.length === 0 || titles.length === 0) return sql`false`
  return sql`${recipes.folder} = 'main' and exists (select 1 from ${profileItems}
    join ${labels} on ${labels.id} = ${profileItems.labelId}
    join ${recipeLabels} on ${recipeLabels.labelId} = ${profileItems.labelId}
    where ${profileItems.userId} = ${recipes.userId} and ${profileItems.type} = 'label'
      and ${inArray(profileItems.visibility, [...visibilities])} and ${inArray(labels.title, titles)}
      and ${recipeLabels.recipeId} = ${recipes.id})`
}
