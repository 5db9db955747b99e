import type { TLabel, TRecipeSyncPage } from '@rosemary/shared/contract'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect } from 'vitest'
import type { Database } from '../../db/client.ts'
import type { SocketFrame } from '../../realtime/event-bus.ts'
import type { ApiClient } from '../../test/api-client.ts'
import { databaseUrl, testDatabaseKind } from '../../test/databases.ts'
import { type Fixtures, test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { createRecipe, uploadImage } from '../../test/recipes.ts'

async function sync(api: ApiClient, token: string, query: Record<string, string> = {}) {
  const response = await api.callLoose('GET /recipes/sync', { token, query })
  if (response.status !== 200) throw new Error(JSON.stringify(response.body))
  return response.body as TRecipeSyncPage
}

/** Every page from the cursor on, as a device filling its copy reads them. */
async function syncAll(api: ApiClient, token: string, from?: string, count = '2') {
  const titles: string[] = []
  let cursor = from
  for (;;) {
    const page = await sync(api, token, { count, ...(cursor ? { cursor } : {}) })
    titles.push(...page.recipes.map((recipe) => recipe.title))
    cursor = page.cursor ?? undefined
    if (!page.more) return { titles, cursor, recipes: page.recipes }
  }
}

/**
 * Moves the user's change stamps an hour back, past the sync's overlap, as time passing would: the
 * database's clock stamps them, which the test's clock does not move. Triggers are off for it (they stamp).
 */
async function settle(database: Database, userId: string) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.execute(
      sql`update recipes set changed_at = changed_at - interval '1 hour' where user_id = ${userId}`,
    )
  })
}

const titlesOf = (page: TRecipeSyncPage) => page.recipes.map((recipe) => recipe.title).sort()

describe('GET /api/recipes/sync', () => {
  test('pages through all my recipes in full, then gives only those changed since', async ({
    api,
    user,
    database,
  }) => {
    const image = await uploadImage(api, user.token, await solidJpeg())
    const first = await createRecipe(api, user.token, {
      title: 'One',
      labels: ['soup'],
      imageIds: [image.id],
    })
    await createRecipe(api, user.token, { title: 'Two' })
    await createRecipe(api, user.token, { title: 'Three' })
    await createRecipe(api, user.token, { title: 'Four' })
    await settle(database, user.id)

    const full = await sync(api, user.token, { count: '10' })
    expect(full.more).toBe(false)
    expect(titlesOf(full)).toEqual(['Four', 'One', 'Three', 'Two'])
    expect(full.recipes.find((recipe) => recipe.id === first.id)).toEqual(first)

    const paged = await syncAll(api, user.token)
    expect(paged.titles.sort()).toEqual(['Four', 'One', 'Three', 'Two'])
    expect(paged.cursor).toBe(full.cursor)
    expect(await sync(api, user.token, { cursor: paged.cursor ?? '' })).toEqual({
      recipes: [],
      cursor: paged.cursor,
      more: false,
      total: 4,
    })

    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: first.id },
      body: { title: 'One!' },
    })
    const later = await syncAll(api, user.token, paged.cursor)
    expect(later.titles).toEqual(['One!'])
    // A change of the last minutes may still have company committing late: it comes again, until it settles.
    expect((await syncAll(api, user.token, later.cursor)).titles).toEqual(['One!'])
    await settle(database, user.id)
    expect((await syncAll(api, user.token, later.cursor)).titles).toEqual([])
  })

  test('recipes changed in the same millisecond are neither skipped nor sent twice', async ({
    api,
    user,
    database,
  }) => {
    for (const title of ['A', 'B', 'C', 'D', 'E']) await createRecipe(api, user.token, { title })
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.execute(
        sql`update recipes set changed_at = date_trunc('milliseconds', now()) - interval '1 hour'
            where user_id = ${user.id}`,
      )
    })
    expect((await syncAll(api, user.token, undefined, '1')).titles.sort()).toEqual(['A', 'B', 'C', 'D', 'E'])
  })

  test('a save stamped before the cursor it commits after is still sent', async ({
    api,
    user,
    clock,
    database,
  }) => {
    const early = await createRecipe(api, user.token, { title: 'Early' })
    await createRecipe(api, user.token, { title: 'Other' })
    await settle(database, user.id)
    const start = await syncAll(api, user.token)
    clock.advance(60_000)
    await createRecipe(api, user.token, { title: 'Later' })
    const after = await syncAll(api, user.token, start.cursor)
    expect(after.titles).toEqual(['Later'])
    // Its time was taken a minute before the save above; it becomes visible only now.
    clock.advance(-60_000)
    await api.call('PUT /recipes/:id', {
      token: user.token,
      params: { id: early.id },
      body: { title: 'Early, committed late' },
    })
    expect((await syncAll(api, user.token, after.cursor)).titles).toContain('Early, committed late')
  })

  test.runIf(testDatabaseKind() === 'postgres')(
    'a save committing after a sync read past it is sent by the next sync',
    async ({ api, user, clock, database }) => {
      const late = await createRecipe(api, user.token, { title: 'Apple pie' })
      const other = await createRecipe(api, user.token, { title: 'Bean soup' })
      await settle(database, user.id)
      const start = await syncAll(api, user.token)

      const result: unknown = await database.db.execute(sql`select current_database() as name`)
      const name = (result as { rows: { name: string }[] }).rows[0]!.name
      const saving = new pg.Client({ connectionString: databaseUrl(name) })
      await saving.connect()
      try {
        // A save whose transaction stamps the recipe, then is slow to commit…
        await saving.query('begin')
        await saving.query(`update recipes set title = 'Apricot tart', updated_at = now() where id = $1`, [
          late.id,
        ])
        // …while another save, stamped after it, commits, and a sync reads that one.
        clock.advance(60_000)
        await api.call('PUT /recipes/:id', {
          token: user.token,
          params: { id: other.id },
          body: { title: 'Bean stew' },
        })
        const meanwhile = await syncAll(api, user.token, start.cursor)
        expect(meanwhile.titles).toEqual(['Bean stew'])
        await saving.query('commit')
        expect((await syncAll(api, user.token, meanwhile.cursor)).titles).toContain('Apricot tart')
      } finally {
        await saving.end()
      }
    },
  )

  test("never gives someone else's recipes", async ({ api, user, makeUser }) => {
    const other = await makeUser()
    await createRecipe(api, other.token, { title: 'Theirs' })
    await createRecipe(api, user.token, { title: 'Mine' })
    expect((await sync(api, user.token)).recipes.map((recipe) => recipe.title)).toEqual(['Mine'])
  })

  test("starts from the beginning with a cursor it cannot read (an older server's)", async ({
    api,
    user,
    database,
  }) => {
    await createRecipe(api, user.token, { title: 'Kept' })
    await settle(database, user.id)
    const older = `${new Date().toISOString()}~00000000-0000-4000-8000-000000000000`
    for (const cursor of [older, 'yesterday', '2~not-a-date~x', '']) {
      expect(titlesOf(await sync(api, user.token, { cursor })), cursor).toEqual(['Kept'])
    }
  })

  test('starts from the beginning with a cursor whose times the database cannot store, and gives none back', async ({
    api,
    user,
    database,
  }) => {
    await createRecipe(api, user.token, { title: 'Kept' })
    await settle(database, user.id)
    const id = '00000000-0000-4000-8000-000000000000'
    const now = new Date().toISOString()
    const cursors = [
      `2~0000-01-01T00:00:00.000Z~${id}`,
      `2~+010000-01-01T00:00:00.000Z~${id}`,
      `2~+275760-09-13T00:00:00.000Z~${id}`,
      // Where the sync must end: year 0000 came back as the next cursor, which then failed.
      `2~${now}~${id}~0000-01-01T00:00:00.000Z`,
      `2~${now}~${id}~-000001-01-01T00:00:00.000Z`,
    ]
    for (const cursor of cursors) {
      const page = await sync(api, user.token, { cursor })
      expect(titlesOf(page), cursor).toEqual(['Kept'])
      expect((await syncAll(api, user.token, page.cursor ?? undefined)).titles, cursor).toEqual([])
    }
  })

  test('refuses a cursor far too long and a count out of range', async ({ api, user }) => {
    for (const query of [{ cursor: 'x'.repeat(201) }, { count: '0' }, { count: '501' }]) {
      const response = await api.callLoose('GET /recipes/sync', { token: user.token, query })
      expect(response.status).toBe(400)
    }
  })
})

describe('label changes reach copies', () => {
  async function labelled(api: ApiClient, token: string) {
    const soup = await createRecipe(api, token, { title: 'Soup', labels: ['dinr', 'veggie'] })
    const stew = await createRecipe(api, token, { title: 'Stew', labels: ['dinr'] })
    await createRecipe(api, token, { title: 'Cake', labels: ['sweet'] })
    const labels = (await api.call('GET /labels', { token })).body as TLabel[]
    const byTitle = Object.fromEntries(labels.map((label) => [label.title, label.id]))
    return { soup, stew, byTitle }
  }

  /** The recipes the change sends to a copy that was up to date, with the frames other devices got. */
  async function sentAfter(
    { api, user, database, bus }: Pick<Fixtures, 'api' | 'user' | 'database' | 'bus'>,
    change: () => Promise<unknown>,
  ) {
    await settle(database, user.id)
    const before = await syncAll(api, user.token)
    const frames: SocketFrame[] = []
    const stop = bus.subscribe(user.id, (frame) => frames.push(frame))
    await change()
    stop()
    const after = await syncAll(api, user.token, before.cursor)
    return { recipes: after.recipes, frames }
  }

  test('renaming a label sends its recipes again, their updatedAt unmoved', async ({
    api,
    user,
    database,
    bus,
  }) => {
    const context = { api, user, database, bus }
    const { soup, stew, byTitle } = await labelled(api, user.token)
    const { recipes, frames } = await sentAfter(context, () =>
      api.call('PUT /labels/:id', {
        token: user.token,
        params: { id: byTitle.dinr! },
        body: { title: 'dinner' },
      }),
    )
    expect(recipes.map((recipe) => [recipe.title, recipe.labels.map((label) => label.title)]).sort()).toEqual(
      [
        ['Soup', ['dinner', 'veggie']],
        ['Stew', ['dinner']],
      ],
    )
    expect(recipes.find((recipe) => recipe.id === soup.id)?.updatedAt).toBe(soup.updatedAt)
    expect(recipes.find((recipe) => recipe.id === stew.id)?.updatedAt).toBe(stew.updatedAt)
    expect(frames).toContainEqual({ type: 'recipe:update', data: { recipeId: null } })
  })

  test('merging labels sends the recipes of the merged-away label again', async ({
    api,
    user,
    database,
    bus,
  }) => {
    const context = { api, user, database, bus }
    const { soup, byTitle } = await labelled(api, user.token)
    const { recipes, frames } = await sentAfter(context, () =>
      api.call('POST /labels/merge', {
        token: user.token,
        body: { sourceLabelId: byTitle.veggie!, targetLabelId: byTitle.sweet! },
      }),
    )
    expect(recipes.map((recipe) => [recipe.title, recipe.labels.map((label) => label.title)])).toEqual([
      ['Soup', ['dinr', 'sweet']],
    ])
    expect(recipes[0]?.updatedAt).toBe(soup.updatedAt)
    expect(frames.length).toBeGreaterThan(0)
  })

  test('deleting a label sends its recipes again without it', async ({ api, user, database, bus }) => {
    const context = { api, user, database, bus }
    const { stew, byTitle } = await labelled(api, user.token)
    const { recipes, frames } = await sentAfter(context, () =>
      api.call('DELETE /labels/:id', { token: user.token, params: { id: byTitle.dinr! } }),
    )
    expect(recipes.map((recipe) => [recipe.title, recipe.labels.map((label) => label.title)]).sort()).toEqual(
      [
        ['Soup', ['veggie']],
        ['Stew', []],
      ],
    )
    expect(recipes.find((recipe) => recipe.id === stew.id)?.updatedAt).toBe(stew.updatedAt)
    expect(frames.length).toBeGreaterThan(0)
  })
})

describe('GET /api/recipes/sync total', () => {
  test("every page says how many recipes I have now, others' not counted, deleted ones gone", async ({
    api,
    user,
    makeUser,
  }) => {
    const deleted = await createRecipe(api, user.token, { title: 'Deleted' })
    await createRecipe(api, user.token, { title: 'Kept' })
    await createRecipe(api, user.token, { title: 'Also kept' })
    await createRecipe(api, (await makeUser()).token, { title: 'Theirs' })
    const first = await sync(api, user.token, { count: '1' })
    expect(first).toMatchObject({ more: true, total: 3 })
    await api.call('DELETE /recipes/:id', { token: user.token, params: { id: deleted.id } })
    // A copy that saw all three now holds one more than the total: it asks for the ids (sync/ids).
    expect((await sync(api, user.token, { cursor: first.cursor ?? '' })).total).toBe(2)
  })
})

describe('GET /api/recipes/sync/ids', () => {
  test('lists the ids of all my recipes, so a copy can drop the deleted ones', async ({
    api,
    user,
    makeUser,
  }) => {
    const kept = await createRecipe(api, user.token, { title: 'Kept' })
    const deleted = await createRecipe(api, user.token, { title: 'Deleted' })
    await createRecipe(api, (await makeUser()).token, { title: 'Theirs' })
    await api.call('DELETE /recipes/:id', { token: user.token, params: { id: deleted.id } })
    const response = await api.call('GET /recipes/sync/ids', { token: user.token })
    expect(response.body).toEqual({ ids: [kept.id] })
  })
})
