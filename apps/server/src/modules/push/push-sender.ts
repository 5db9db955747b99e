/**
 * Sends Web Push messages (RFC 8030) to a user's devices that have no open app: the payload encrypted for
 * each device (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292), posted through the
 * SSRF-safe fetcher within a time limit. An endpoint answering 404 or 410 is gone and is forgotten; any other
 * failure is logged with the endpoint's origin only (its path is a capability) and affects nothing else.
 */
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import type { SafeFetcher } from '../../fetching/safe-fetch.ts'
import type { Presence } from '../../realtime/presence.ts'
import type { PushRepository } from './push.repository.ts'
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
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin
  } catch {
    return 'an endpoint that is not a URL'
  }
}

export function createPushSender(deps: PushSenderDeps) {
  const { push, keys, logger } = deps
  const timeoutMs = deps.timeoutMs ?? PUSH_TIMEOUT_MS
  const pending = new Set<Promise<void>>()

  async function deliver(
    subscription: Awaited<ReturnType<PushRepository['forUser']>>[number],
    payload: string,
  ) {
    const origin = originOf(subscription.endpoint)
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: keys,
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

  async function sendNow(userId: string, payload: unknown): Promise<void> {
    const subscriptions = await push.forUser(userId)
    if (subscriptions.length === 0) return
    const online = await deps.presence.online(
      subscriptions.flatMap((subscription) => (subscription.sessionId ? [subscription.sessionId] : [])),
    )
    const text = JSON.stringify(payload)
    await Promise.all(
      subscriptions
        .filter((subscription) => !subscription.sessionId || !online.has(subscription.sessionId))
        .map((subscription) => deliver(subscription, text)),
    )
  }

  return {
    /** Starts the pushes and returns at once; whatever fails is logged, never thrown. */
    send(userId: string, payload: unknown): void {
      const sending = sendNow(userId, payload).catch((error: unknown) =>
        logger.error({ err: error }, 'could not send pushes'),
      )
      pending.add(sending)
      void sending.finally(() => pending.delete(sending))
    },
    /** Resolves when the pushes under way are done (the app waits for them when it stops). */
    async settle(): Promise<void> {
      await Promise.all([...pending])
    },
  }
}

export type PushSender = ReturnType<typeof createPushSender>
