/** SQL conditions shared by the recipe list and search: owner, folder, and the label filter. */
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { labels, recipeLabels, recipes } from '../../db/schema/index.ts'

export const UNLABELED = 'unlabeled'

export interface RecipeFilter {
  userId: string
  folder: 'main' | 'inbox'
  /** Normalised titles; `unlabeled` stands for recipes with no label. */
  labels?: string[] | undefined
  /** All of the labels instead of any of them. */
  labelIntersection: boolean
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
