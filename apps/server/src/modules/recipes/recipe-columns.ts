/** Columns several recipe queries select alike. */
import { sql } from 'drizzle-orm'
import { labels, recipeLabels, recipes } from '../../db/schema/index.ts'

/**
 * The recipe's labels, by title, gathered in the recipe's own query. Only for selects that join another
 * table: in a one-table select Drizzle leaves column names unqualified, and "id" here would name the label's.
 */
export const labelsOfRecipe = sql<{ id: string; title: string }[]>`coalesce((
    select json_agg(json_build_object('id', ${labels.id}, 'title', ${labels.title}) order by ${labels.title})
    from ${recipeLabels} join ${labels} on ${labels.id} = ${recipeLabels.labelId}
    where ${recipeLabels.recipeId} = ${recipes.id}), '[]'::json)`

/** What a person writes in a recipe, each field as stored: exports and devices' copies read it alike. */
export const recipeTextColumns = {
  title: recipes.title,
  description: recipes.description,
  yield: recipes.yield,
  activeTime: recipes.activeTime,
  totalTime: recipes.totalTime,
  source: recipes.source,
  url: recipes.url,
  notes: recipes.notes,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
}
