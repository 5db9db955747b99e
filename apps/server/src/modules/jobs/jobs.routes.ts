import type { Route } from '../../http/route.ts'
import { presentJob } from './jobs.presenter.ts'
import type { JobsService } from './jobs.service.ts'

export function registerJobsRoutes(route: Route, deps: { jobs: JobsService }) {
  const { jobs } = deps
  route('GET /jobs', async ({ session }) => ({ data: (await jobs.list(session)).map(presentJob) }))
  route('GET /jobs/:id', async ({ session, params }) => presentJob(await jobs.get(session, params.id)))
}
