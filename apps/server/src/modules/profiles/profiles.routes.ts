import type { Route } from '../../http/route.ts'
import { presentMyProfile, presentPublicProfile } from './profiles.presenter.ts'
import type { ProfilesService } from './profiles.service.ts'

export function registerProfilesRoutes(route: Route, deps: { profiles: ProfilesService }) {
  const { profiles } = deps
  route('GET /users/profile', async ({ session }) => presentMyProfile(await profiles.mine(session.userId)))
  route('PUT /users/profile', async ({ session, body }) =>
    presentMyProfile(await profiles.update(session.userId, body)),
  )
  route('GET /users/profile/by-handle/:handle', async ({ session, params }) =>
    presentPublicProfile(await profiles.byHandle(session?.userId ?? null, params.handle)),
  )
  route('GET /users/profile/:id', async ({ session, params }) =>
    presentPublicProfile(await profiles.byId(session?.userId ?? null, params.id)),
  )
}
