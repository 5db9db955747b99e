/**
 * The queries behind recipe search. Matches are chosen in tiers, each an index-backed query with its own
 * limit: titles holding every word (shortest title first: the closest match), then recipes whose title,
 * description, ingredients or labels hold them, then those with a word only in the source or notes. Ranking every
 * match by score read each matching row, and a common ingredient word matches a third of a big library.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { recipes, recipeTitleWords, recipeWords } from '../../db/schema/index.ts'
import { type RecipeFilter, recipeFilterCondition } from './recipe-filters.ts'
import type { SearchQueries } from './recipe-search-query.ts'

/** Alternatives offered for a word that starts no title word, and as many from the other vocabulary. */
const MAX_ALTERNATIVES = 3

export interface FoldedWord {
  /** As the database folds text: lowercase, accents removed. */
  word: string
  /**
   * Title words spelled like it (pg_trgm similarity), then words of descriptions, ingredients and labels
   * spelled like it; none when a word of either vocabulary starts with it.
   */
  alternatives: string[]
}

/** Both drivers answer `execute` with `{ rows }`; Db is typed as either, so the row type is given here. */
async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement)
  return (result as { rows: T[] }).rows
}

export function createRecipeSearchRepository(db: Db) {
  return {
    /** Folds each word and finds the title words it may have been meant to be. */
    async foldWords(userId: string, words: string[]): Promise<FoldedWord[]> {
      if (words.length === 0) return []
      const typed = sql`array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]`
      const titles = recipeTitleWords
      const others = recipeWords
      // Folded once, in a materialized CTE: referenced inside the subqueries, the folding (unaccent) ran again
      // for every vocabulary row compared.
      // A word that starts some word of either vocabulary is taken as spelled right: no alternatives.
      const rows = await rowsOf<FoldedWord & { otherAlternatives: string[] }>(
        db,
        sql`with folded as materialized (
              select position, public.search_text(text) as word
              from unnest(${typed}) with ordinality as typed(text, position)),
            unknown as materialized (
              select position, word from folded
              where not exists (select 1 from ${titles} as known
                                where known.user_id = ${userId} and starts_with(known.word, folded.word))
                and not exists (select 1 from ${others} as known
                                where known.user_id = ${userId} and starts_with(known.word, folded.word)))
            select folded.word, array(
              select ${titles.word} from ${titles} join unknown on unknown.position = folded.position
              where ${titles.userId} = ${userId} and ${titles.word} % unknown.word
              order by similarity(${titles.word}, unknown.word) desc, ${titles.recipes} desc
              limit ${MAX_ALTERNATIVES}) as alternatives,
            array(
              select ${others.word} from ${others} join unknown on unknown.position = folded.position
              where ${others.userId} = ${userId} and ${others.word} % unknown.word
              order by similarity(${others.word}, unknown.word) desc, ${others.recipes} desc
              limit ${MAX_ALTERNATIVES}) as "otherAlternatives"
            from folded order by folded.position`,
      )
      return rows.map(({ word, alternatives, otherAlternatives }) => ({
        word,
        alternatives: [...new Set([...alternatives, ...otherAlternatives])],
      }))
    },

    /** The best `limit` recipe ids for the queries, best first. */
    async rankedIds(filter: RecipeFilter, queries: SearchQueries, limit: number): Promise<string[]> {
      const where = recipeFilterCondition(filter)
      const title = sql`to_tsquery('simple', ${queries.title})`
      const titleOrBody = sql`to_tsquery('simple', ${queries.titleOrBody})`
      const anywhere = sql`to_tsquery('simple', ${queries.anywhere})`
      // No ORDER BY around the union: the Append runs its parts in turn, passing each one's rows on in its
      // order, and the outer LIMIT stops it as soon as enough rows came, so a word found in fifty titles never
      // runs the body queries. (A window numbering the rows would read every match.)
      const rows = await rowsOf<{ id: string; tier: number }>(
        db,
        sql`select id, tier from (
              (select ${recipes.id} as id, 1 as tier
               from ${recipes} where ${where} and ${recipes.titleVector} @@ ${title}
               order by ${recipes.titleLength}, ${recipes.sortTitle} limit ${limit})
              union all
              (select ${recipes.id}, 2
               from ${recipes}
               where ${where} and ${recipes.searchVector} @@ ${titleOrBody} and not ${recipes.titleVector} @@ ${title}
               order by ${recipes.sortTitle} limit ${limit})
              union all
              (select ${recipes.id}, 3
               from ${recipes}
               where ${where} and ${recipes.searchVector} @@ ${anywhere} and not ${recipes.searchVector} @@ ${titleOrBody}
               order by ${recipes.sortTitle} limit ${limit})
            ) as found limit ${limit}`,
      )
      // The sort is stable: within a tier, rows keep the order their query gave them.
      return rows.sort((a, b) => a.tier - b.tier).map((row) => row.id)
    },
  }
}

export type RecipeSearchRepository = ReturnType<typeof createRecipeSearchRepository>
