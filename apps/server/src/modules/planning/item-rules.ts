/** Checks an addition to a list or plan, or a new one, makes before anything is written. */
import { type SQL, sql } from 'drizzle-orm'
import { AppError } from '../../errors.ts'
import type { PlannedRecipe, PlannedRecipesRepository } from './planned-recipes.repository.ts'

/** The recipes the items name, or 400 naming the first item whose recipe does not exist. */
export async function requireRecipes(
  recipes: PlannedRecipesRepository,
  items: readonly { recipeId?: string | undefined }[],
): Promise<Map<string, PlannedRecipe>> {
  const found = await recipes.byIds(items.flatMap((item) => (item.recipeId ? [item.recipeId] : [])))
  const missing = items.findIndex((item) => item.recipeId && !found.has(item.recipeId))
  if (missing >= 0)
    throw new AppError('invalid_input', 'There is no such recipe', {
      [`${missing}.recipeId`]: 'There is no such recipe',
    })
  return found
}

/** 400 naming `field` when the additions would take it past its limit; nothing is written then. */
export function requireRoom(present: number, adding: number, limit: number, field: string, what: string) {
  if (present + adding <= limit) return
  const message = `${what} has at most ${limit} items; it has ${present}`
  throw new AppError('invalid_input', message, { [field]: message })
}

/** 400 naming `field` when the additions would take what the owner has, all lists or plans together, past `limit`. */
export function requireOwnerRoom(
  present: number,
  adding: number,
  limit: number,
  field: string,
  what: string,
) {
  if (present + adding <= limit) return
  const message = `One person may have at most ${limit} ${what}; the owner has ${present}`
  throw new AppError('invalid_input', message, { [field]: message })
}

/** 400 (naming the body: nothing in it is wrong, the account is full) when the user owns `limit` already. */
export function requireRoomToOwn(owned: number, limit: number, what: string) {
  if (owned < limit) return
  const message = `One person may own at most ${limit} ${what}; delete one to make another`
  throw new AppError('invalid_input', message, { body: message })
}

/**
 * The creation time of the `index`th item of one addition: a microsecond apart, so the items of a batch
 * (a recipe's lines) keep their order by creation time, and still show the same millisecond.
 */
export function batchTime(at: Date, index: number): SQL<Date> {
  return sql<Date>`${at.toISOString()}::timestamptz + ${index} * interval '1 microsecond'`
}
