import type { Route } from '../../http/route.ts'
import type { LabelsService } from './labels.service.ts'

export function registerLabelsRoutes(route: Route, deps: { labels: LabelsService }) {
  const { labels } = deps

  route('GET /labels', async ({ session }) => labels.list(session), { cache: 'library' })
  route('POST /labels', async ({ session, body }) => labels.attach(session, body.title, body.recipeIds))
  route('PUT /labels/:id', async ({ session, params, body }) => labels.rename(session, params.id, body.title))
  route('POST /labels/merge', async ({ session, body }) =>
    labels.merge(session, body.sourceLabelId, body.targetLabelId),
  )
  route('DELETE /labels/:id', async ({ session, params }) => {
    await labels.delete(session, params.id)
    return { ok: true }
  })
  route('DELETE /labels', async ({ session, query }) => {
    await labels.detach(session, query.recipeId, query.labelId)
    return { ok: true }
  })
}
