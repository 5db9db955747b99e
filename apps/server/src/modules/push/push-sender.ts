/**
 * Sends Web Push messages (RFC 8030) to a user's devices that have no open app: the payload encrypted for
 * each device (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292, signed once per push
 * service: vapid-authorization.ts), posted through the SSRF-safe fetcher within a time limit. Deliveries
 * wait their turn in the delivery queue (push-delivery-queue.ts), which bounds how much starts at once and
 * how fast each push service is sent to. An endpoint answering 404 or 410 is gone and is forgotten; any
 * other failure is logged with the endpoint's origin only (its path is a capability) and affects nothing else.
 */
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { SafeFetcher } from '../../fetching/safe-fetch.ts'
import type { PushSubscriptionRow } from '../../db/schema/index.ts'
import type { Presence } from '../../realtime/presence.ts'
import type { PushRepository } from './push.repository.ts'
import { createDeliveryQueue } from './push-delivery-queue.ts'
import {
  DELIVERY_LIMITS,
  type DeliveryLimits,
  SETTLE_QUEUED_MS,
  subscriptionsOverLimits,
} from './push-limits.ts'
import { createVapidAuthorization } from './vapid-authorization.ts'
import type { VapidKeys } from './vapid-keys.ts'

export const PUSH_TIMEOUT_MS = 10_000
/** A message is news for a day; a device offline longer gets it from the app. */
const TTL_SECONDS = 24 * 60 * 60

export interface PushSenderDeps {
  push: PushRepository
  presence: Presence
  keys: VapidKeys
  fetcher: SafeFetcher
  logger: FastifyBaseLogger
  timeoutMs?: number
  /** DELIVERY_LIMITS unless a test needs smaller ones. */
  limits?: DeliveryLimits
}

interface Delivery {
  subscription: PushSubscriptionRow
  origin: string
  payload: string
}

const originOf = (endpoint: string) => URL.parse(endpoint)?.origin ?? 'an endpoint that is not a URL'

export function createPushSender(deps: PushSenderDeps) {
  const { push, logger } = deps
  const timeoutMs = deps.timeoutMs ?? PUSH_TIMEOUT_MS
  const authorization = createVapidAuthorization(deps.keys)
  const preparing = new Set<Promise<void>>()

  /** Encrypts at once (the turn the queue starts it in), then posts. */
  async function deliver({ subscription, origin, payload }: Delivery): Promise<void> {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          headers: { Authorization: authorization(origin) },
          TTL: TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        },
      )
      // The typings say strings; TTL and Content-Length come as numbers.
      const given = request.headers as Record<string, string | number>
      const headers = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, String(value)]))
      const { status } = await deps.fetcher.send(
        subscription.endpoint,
        { method: 'POST', headers, body: request.body },
        timeoutMs,
      )
      if (status === 404 || status === 410) {
        await push.removeById(subscription.id)
        logger.info({ origin, status }, 'a push subscription is gone and was forgotten')
      } else if (status < 200 || status > 299) {
        logger.warn({ origin, status }, 'a push service refused a message')
      }
    } catch (error) {
      // Only the message: a cause may carry the whole endpoint.
      const reason = error instanceof Error ? error.message : String(error)
      logger.warn({ origin, reason }, 'a push could not be sent')
    }
  }

  const queue = createDeliveryQueue<Delivery>({
    limits: deps.limits ?? DELIVERY_LIMITS,
    run: deliver,
    onError: (error) => logger.error({ err: error }, 'a push delivery failed unexpectedly'),
    onDropped: (dropped) =>
      logger.warn(
        { dropped: Object.fromEntries(dropped) },
        'pushes were dropped: too many were waiting to be sent',
      ),
  })

  async function queueFor(userId: string, payload: unknown): Promise<void> {
    const newestFirst = await push.forUser(userId)
    // Rows kept from before the limits existed are trimmed at the account's next registration; until
    // then, only those within the limits are sent to.
    const over = new Set(subscriptionsOverLimits(newestFirst))
    const subscriptions = newestFirst.filter((subscription) => !over.has(subscription.id))
    if (subscriptions.length === 0) return
    const online = await deps.presence.online(
      subscriptions.flatMap((subscription) => (subscription.sessionId ? [subscription.sessionId] : [])),
    )
    const text = JSON.stringify(payload)
    for (const subscription of subscriptions) {
      if (subscription.sessionId && online.has(subscription.sessionId)) continue
      const origin = originOf(subscription.endpoint)
      queue.add(origin, { subscription, origin, payload: text })
    }
  }

  return {
    /** Queues the pushes and returns at once; whatever fails is logged, never thrown. */
    send(userId: string, payload: unknown): void {
      const queueing = queueFor(userId, payload).catch((error: unknown) =>
        logger.error({ err: error }, 'could not send pushes'),
      )
      preparing.add(queueing)
      void queueing.finally(() => preparing.delete(queueing))
    },
    /**
     * Resolves when the pushes queued are done (the app waits for them when it stops); those that have
     * not started within SETTLE_QUEUED_MS are dropped.
     */
    async settle(): Promise<void> {
      await Promise.all([...preparing])
      await queue.drain(SETTLE_QUEUED_MS)
    },
  }
}

export type PushSender = ReturnType<typeof createPushSender>
