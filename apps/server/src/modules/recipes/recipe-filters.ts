/**
 * SQL conditions shared by the recipe list and search: owner, folder, and the label filter; or another
 * person's recipes shared with the viewer; or mine with my friends' shared ones mixed in.
 */
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { labels, recipeLabels, recipes } from '../../db/schema/index.ts'
import { mutualFriendIds } from '../friends/friends.repository.ts'
import type { ProfileVisibility } from '../profiles/profiles.repository.ts'
import { sharedThroughLabelItems, sharedThroughProfile } from './recipe-sharing.ts'

export const UNLABELED = 'unlabeled'

export type RecipeFilter = OwnRecipeFilter | SharedRecipeFilter

/** Another person's recipes that their profile shows to the viewer, through the allowed visibilities. */
export interface SharedRecipeFilter {
  sharedBy: string
  visibilities: readonly ProfileVisibility[]
  /** Only what these label items of the profile share (normalised titles); all that is shared when none. */
  labelItems?: string[] | undefined
}

export interface OwnRecipeFilter {
  userId: string
  folder: 'main' | 'inbox'
  /** Normalised titles; `unlabeled` stands for recipes with no label. */
  labels?: string[] | undefined
  /** All of the labels instead of any of them. */
  labelIntersection: boolean
  /** Adds every friend's recipes shared with the user (friends see public and friends-only items). */
  withFriends?: boolean
}

function hasLabelTitled(titles: string[]): SQL {
  return sql`exists (select 1 from ${recipeLabels} join ${labels} on ${labels.id} = ${recipeLabels.labelId}
             where ${recipeLabels.recipeId} = ${recipes.id} and ${inArray(labels.title, titles)})`
}

function hasEveryLabelTitled(titles: string[]): SQL {
  return sql`(select count(*) from ${recipeLabels} join ${labels} on ${labels.id} = ${recipeLabels.labelId}
              where ${recipeLabels.recipeId} = ${recipes.id} and ${inArray(labels.title, titles)}) = ${titles.length}`
}

const hasNoLabel = () =>
  sql`not exists (select 1 from ${recipeLabels} where ${recipeLabels.recipeId} = ${recipes.id})`

export function recipeFilterCondition(filter: RecipeFilter): SQL | undefined {
  if ('sharedBy' in filter) {
    const shared = filter.labelItems?.length
      ? sharedThroughLabelItems(filter.visibilities, filter.labelItems)
      : sharedThroughProfile(filter.visibilities)
    return and(eq(recipes.userId, filter.sharedBy), shared)
  }
  const own = ownCondition(filter)
  if (!filter.withFriends) return own
  return or(
    own,
    and(
      sql`${recipes.userId} in ${mutualFriendIds(filter.userId)}`,
      sharedThroughProfile(['public', 'friends']),
    ),
  )
}

function ownCondition(filter: OwnRecipeFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(recipes.userId, filter.userId),
    eq(recipes.folder, filter.folder),
  ]
  const wanted = filter.labels ?? []
  if (wanted.length > 0) {
    const titled = wanted.filter((title) => title !== UNLABELED)
    const unlabeled = wanted.includes(UNLABELED)
    if (filter.labelIntersection) {
      // "unlabeled and soup" can match nothing; the filter says what it says.
      if (titled.length > 0) conditions.push(hasEveryLabelTitled(titled))
      if (unlabeled) conditions.push(hasNoLabel())
    } else {
      conditions.push(
        or(titled.length > 0 ? hasLabelTitled(titled) : undefined, unlabeled ? hasNoLabel() : undefined),
      )
    }
  }
  return and(...conditions)
}
