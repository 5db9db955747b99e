/**
 * Web Push (RFC 8030, 8291, 8292) without a third-party service: the server's VAPID key signs every push, and
 * each device registers the subscription its browser made with that key. The paths keep the seed's names.
 */
import { z } from 'zod'
import { ZOk } from './common.ts'
import { defineEndpoints } from './endpoint.ts'

const base64Url = (what: string) =>
  z
    .string()
    .min(1, { error: `Give the ${what}` })
    .max(400, { error: `The ${what} is too long` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `The ${what} must be base64url` })

/** Spec §3's push token record; valid only when complete, which the schema enforces. */
export const ZPushSubscription = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'The endpoint must be a web address' })
    .max(2000, { error: 'The endpoint is too long' }),
  keys: z.object({ p256dh: base64Url('p256dh key'), auth: base64Url('auth secret') }),
  swScope: z.string().max(2000).default(''),
  /** The server key the browser subscribed with; must be the server's current one. */
  vapidKey: base64Url('VAPID key'),
})
export type TPushSubscription = z.input<typeof ZPushSubscription>

export const ZPushTokenRequest = z.object({
  fcmToken: z.string().trim().min(1, { error: 'Give the device token' }).max(500),
  subscription: ZPushSubscription,
})
export type TPushTokenRequest = z.input<typeof ZPushTokenRequest>

export const pushEndpoints = defineEndpoints({
  'GET /users/fcm/vapid-key': {
    summary: "The server's VAPID public key (base64url) that browsers subscribe with",
    tag: 'push',
    access: 'user',
    response: z.object({ vapidKey: z.string() }),
  },
  'POST /users/fcm/token': {
    summary:
      "Register this device's Web Push subscription for this session. A session keeps one (its newest), an account ten, five of them at one push service; past a limit, the one registered longest ago is forgotten. Registering an endpoint again refreshes it; another account's registration of the same endpoint is that account's own. The endpoint must be https:// and its host must resolve to public addresses. 400 incomplete, made with another key, or an endpoint that cannot be used (subscription.endpoint says why: private network, unknown name, DNS not answering); 429 past 20 registrations a minute per account",
    tag: 'push',
    access: 'session',
    body: ZPushTokenRequest,
    response: ZOk,
    errors: [429],
  },
  'DELETE /users/fcm/token': {
    summary: "Forget this device's subscription (by its token); answers 200 whether or not it was known",
    tag: 'push',
    access: 'session',
    query: z.object({ fcmToken: z.string().trim().min(1, { error: 'Give the device token' }).max(500) }),
    response: ZOk,
  },
})

/**
 * What a Web Push of a new message carries (JSON, encrypted for the device): the service worker shows
 * `title` and `body` and opens `url` when the notification is clicked.
 */
export interface MessagePushPayload {
  /** "New message from <name>". */
  title: string
  /** The text (or the recipe's title when there is none), on one line, cut to 140 characters. */
  body: string
  /** The thread in the app, e.g. `/#/messages/<senderId>`. */
  url: string
  messageId: string
}
