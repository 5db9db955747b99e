import type { Route } from '../../http/route.ts'
import type { InstanceSettings } from '../system/instance-settings.ts'
import { presentAdminUser } from './admin.presenter.ts'
import type { AdminService } from './admin.service.ts'

export function registerAdminRoutes(route: Route, deps: { admin: AdminService; settings: InstanceSettings }) {
  const { admin, settings } = deps
  route('GET /admin/users', async ({ query }) => {
    const { rows, total } = await admin.listUsers(query)
    return { users: rows.map(presentAdminUser), total }
  })
  route('PUT /admin/users/:id', async ({ session, params, body }) =>
    presentAdminUser(await admin.change(session.userId, params.id, body)),
  )
  route('POST /admin/users/:id/password', async ({ params }) => ({
    password: await admin.newPassword(params.id),
  }))
  route('GET /admin/settings', async () => settings.read())
  route('PUT /admin/settings', async ({ body }) => settings.update(body))
}
