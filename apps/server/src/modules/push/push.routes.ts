import type { Route } from '../../http/route.ts'
import type { PushService } from './push.service.ts'
import { REGISTRATIONS_PER_MINUTE } from './push-limits.ts'

export function registerPushRoutes(route: Route, deps: { push: PushService }) {
  const { push } = deps
  route('GET /users/fcm/vapid-key', async () => ({ vapidKey: push.vapidKey() }))
  route(
    'POST /users/fcm/token',
    async ({ session, body }) => {
      await push.register(session, body)
      return { ok: true }
    },
    { userRateLimit: { max: REGISTRATIONS_PER_MINUTE, timeWindow: 60_000 } },
  )
  route('DELETE /users/fcm/token', async ({ session, query }) => {
    await push.unregister(session, query.fcmToken)
    return { ok: true }
  })
}
