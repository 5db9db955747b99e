/** The title-word vocabulary that typo tolerance reads: kept by a trigger on recipes, on both engines. */
import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import type { Db } from '../../db/client.ts'
import { test } from '../../test/fixtures.ts'
import { createRecipe } from '../../test/recipes.ts'

async function vocabulary(db: Db, userId: string): Promise<Record<string, number>> {
  const result: unknown = await db.execute(
    sql`select word, recipes from recipe_title_words where user_id = ${userId} order by word`,
  )
  const rows = (result as { rows: { word: string; recipes: number }[] }).rows
  return Object.fromEntries(rows.map((row) => [row.word, row.recipes]))
}

describe('recipe_title_words', () => {
  test('counts each folded title word per user through creates, renames and deletes', async ({
    api,
    database,
    user,
    makeUser,
  }) => {
    const curry = await createRecipe(api, user.token, { title: 'Chicken Curry' })
    await createRecipe(api, user.token, { title: 'Lamb Curry' })
    const other = await makeUser()
    await createRecipe(api, other.token, { title: 'Crème Brûlée' })
    expect(await vocabulary(database.db, user.id)).toEqual({ chicken: 1, curry: 2, lamb: 1 })
    expect(await vocabulary(database.db, other.id)).toEqual({ creme: 1, brulee: 1 })

    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: curry.id },
      body: { title: 'Chickpea Curry' },
    })
    expect(await vocabulary(database.db, user.id)).toEqual({ chickpea: 1, curry: 2, lamb: 1 })

    // A change that leaves the title alone leaves the counts alone.
    await api.call('PUT /recipes/:id', { token: user.token, params: { id: curry.id }, body: { notes: 'x' } })
    expect(await vocabulary(database.db, user.id)).toEqual({ chickpea: 1, curry: 2, lamb: 1 })

    await api.call('DELETE /recipes/:id', { token: user.token, params: { id: curry.id } })
    expect(await vocabulary(database.db, user.id)).toEqual({ curry: 1, lamb: 1 })

    await api.call('DELETE /recipes/all', { token: user.token })
    expect(await vocabulary(database.db, user.id)).toEqual({})
    expect(await vocabulary(database.db, other.id)).toEqual({ creme: 1, brulee: 1 })
  })

  test('goes with the account', async ({ api, database, makeUser }) => {
    const leaving = await makeUser()
    await createRecipe(api, leaving.token, { title: 'Banana Bread' })
    expect(await vocabulary(database.db, leaving.id)).toEqual({ banana: 1, bread: 1 })
    await api.call('DELETE /users/', { token: leaving.token })
    expect(await vocabulary(database.db, leaving.id)).toEqual({})
  })
})
