/**
 * Registering and forgetting the Web Push subscription of a device, tied to the session it was made in:
 * its endpoint checked (push-endpoint.ts), the account kept within its limits (push-limits.ts).
 */
import type { TPushTokenRequest } from '@rosemary/shared/contract'
import { AppError } from '../../errors.ts'
import type { SafeFetcher } from '../../fetching/safe-fetch.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import type { PushRepository } from './push.repository.ts'
import { checkEndpoint } from './push-endpoint.ts'
import { subscriptionsOverLimits } from './push-limits.ts'
import type { VapidKeys } from './vapid-keys.ts'

export function createPushService(deps: {
  push: PushRepository
  keys: VapidKeys
  now: () => Date
  fetcher: SafeFetcher
  /** http:// endpoints too: only where private addresses are allowed (a test's push service on loopback). */
  allowHttp: boolean
}) {
  const { push, keys } = deps
  return {
    vapidKey: () => keys.publicKey,

    async register(session: AuthSession, { fcmToken, subscription }: TPushTokenRequest): Promise<void> {
      // Made with another key (an older pair, another server), no push could ever reach it.
      if (subscription.vapidKey !== keys.publicKey) {
        throw new AppError('invalid_input', 'The subscription was made with another server key', {
          'subscription.vapidKey': 'Subscribe again with the key from GET /users/fcm/vapid-key',
        })
      }
      await checkEndpoint(subscription.endpoint, deps)
      await push.save(
        {
          userId: session.userId,
          sessionId: session.sessionId,
          fcmToken,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          swScope: subscription.swScope ?? '',
          vapidKey: subscription.vapidKey,
        },
        deps.now(),
        subscriptionsOverLimits,
      )
    },

    unregister: (session: AuthSession, fcmToken: string) => push.removeByToken(session.userId, fcmToken),
  }
}

export type PushService = ReturnType<typeof createPushService>
