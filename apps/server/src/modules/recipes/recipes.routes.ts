import type { RecipePageQuery } from '@rosemary/shared/contract'
import type { Route } from '../../http/route.ts'
import { presentRecipe, presentRecipeSummary } from './recipes.presenter.ts'
import type { RecipesService } from './recipes.service.ts'

const isSocialPage = (query: RecipePageQuery) => query.userId !== undefined || query.includeFriends

export function registerRecipesRoutes(route: Route, deps: { recipes: RecipesService }) {
  const { recipes } = deps

  route('POST /recipes', async ({ session, body }) => presentRecipe(await recipes.create(session, body)))
  const keep = { cache: 'library' } as const
  route(
    'GET /recipes/by-page',
    async ({ session, query }) => {
      const { rows, totalCount } = await recipes.page(session, query)
      return { data: rows.map((row) => presentRecipeSummary(row, session.userId)), totalCount }
    },
    // Others' shared recipes change with their profiles, recipes and friendships, none of which moves my
    // library's version: such pages are never kept, so none is stale.
    {
      ...keep,
      cacheUnless: (request) => isSocialPage(request.query as RecipePageQuery),
      compiledAnswer: true,
    },
  )
  route(
    'GET /recipes/search',
    async ({ session, query }) => ({
      data: (await recipes.search(session, query)).map((row) => presentRecipeSummary(row, session.userId)),
    }),
    keep,
  )
  route('GET /recipes/sync', async ({ session, query }) => recipes.sync(session, query))
  route('GET /recipes/sync/ids', async ({ session }) => ({ ids: await recipes.syncIds(session) }))
  route(
    'GET /recipes/count',
    async ({ session, query }) => ({ count: await recipes.count(session, query.folder) }),
    keep,
  )
  route('GET /recipes/:id', async ({ session, params }) =>
    presentRecipe(await recipes.get(session, params.id)),
  )
  route('PUT /recipes/:id', async ({ session, params, body }) =>
    presentRecipe(await recipes.update(session, params.id, body)),
  )
  route('DELETE /recipes/:id', async ({ session, params }) => {
    await recipes.delete(session, params.id)
    return { ok: true }
  })
  route('POST /recipes/delete-bulk', async ({ session, body }) => ({
    deleted: await recipes.deleteMany(session, body.recipeIds),
  }))
  route('POST /recipes/delete-by-labelIds', async ({ session, body }) => ({
    deleted: await recipes.deleteByLabels(session, body.labelIds),
  }))
  route('DELETE /recipes/all', async ({ session }) => ({ deleted: await recipes.deleteAll(session) }))
}
