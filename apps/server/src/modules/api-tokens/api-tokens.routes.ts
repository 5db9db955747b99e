import type { Route } from '../../http/route.ts'
import { presentApiToken } from './api-tokens.presenter.ts'
import type { ApiTokensService } from './api-tokens.service.ts'

export function registerApiTokensRoutes(route: Route, deps: { apiTokens: ApiTokensService }) {
  const { apiTokens } = deps
  route('GET /users/api-tokens', async ({ session }) => ({
    tokens: (await apiTokens.list(session.userId)).map(presentApiToken),
  }))
  route('POST /users/api-tokens', async ({ session, body }) => apiTokens.create(session.userId, body))
  route('DELETE /users/api-tokens/:id', async ({ session, params }) => {
    await apiTokens.revoke(session.userId, params.id)
    return { ok: true }
  })
}
