/**
 * Web Push in the browser (spec §4): the subscription is made with the server's VAPID key and sent with
 * this device's token; it is sent again after a login (a new session), when it is 7 days old, and when
 * the person allows notifications. Logging out removes it from the server and the browser first.
 * Failures are logged with spec §8's texts and never stop what the person was doing.
 */
import { IGNORE_FAILURES, request } from '../api/client.ts'
import { requestOverlays } from '../app/overlays-state.ts'
import { isLoggedIn } from '../auth/session.ts'
import { createStore } from '../lib/store.ts'
import {
  deviceToken,
  existingDeviceToken,
  forgetSubscriptionSent,
  isRefreshDue,
  markExplanationShown,
  markSubscriptionSent,
  wasExplanationShown,
} from './push-device.ts'
import {
  base64UrlToBytes,
  bytesToBase64Url,
  logPushFailure,
  logPushRefused,
  pushState,
  within,
} from './push-support.ts'

/** A service worker that never activates (none registered in development) must not hold anything up. */
export const BROWSER_CALL_MS = 10_000

/** The one-time explanation dialog (spec §4) is open; Overlays.tsx shows it. */
export const pushExplanationStore = createStore(false)

function sameKey(subscription: PushSubscription, vapidKey: string): boolean {
  const key = subscription.options.applicationServerKey
  return key !== null && bytesToBase64Url(key) === vapidKey
}

async function browserSubscription(
  vapidKey: string,
): Promise<{ subscription: PushSubscription; scope: string }> {
  const registration = await within(navigator.serviceWorker.ready, BROWSER_CALL_MS)
  let subscription = await registration.pushManager.getSubscription()
  // Made with a key the server no longer has (a restored backup): the server would refuse it.
  if (subscription && !sameKey(subscription, vapidKey)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await within(
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(vapidKey),
    }),
    BROWSER_CALL_MS,
  )
  return { subscription, scope: registration.scope }
}

/** Makes (or finds) the subscription and sends it to the server; true once the server has it. */
export async function sendSubscription(): Promise<boolean> {
  const key = await request('GET /users/fcm/vapid-key', undefined, IGNORE_FAILURES)
  if (!key.success) {
    logPushFailure('noToken')
    return false
  }
  const { vapidKey } = key.data
  let found: { subscription: PushSubscription; scope: string }
  try {
    found = await browserSubscription(vapidKey)
  } catch {
    logPushFailure('noToken')
    return false
  }
  const { endpoint, keys } = found.subscription.toJSON()
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    logPushFailure('noToken')
    return false
  }
  const sent = await request(
    'POST /users/fcm/token',
    {
      body: {
        fcmToken: deviceToken(),
        subscription: {
          endpoint,
          keys: { p256dh: keys.p256dh, auth: keys.auth },
          swScope: found.scope,
          vapidKey,
        },
      },
    },
    IGNORE_FAILURES,
  )
  if (!sent.success) {
    const refusal = sent.data?.error
    if (refusal) logPushRefused(refusal.fields?.['subscription.endpoint'] ?? refusal.message)
    return false
  }
  markSubscriptionSent()
  return true
}

/**
 * Sends the subscription again when notifications are allowed: `force` after a login (the server ties it
 * to the session), otherwise only when the last one sent is 7 days old.
 */
export async function refreshPush({ force }: { force: boolean }): Promise<void> {
  if (!isLoggedIn() || pushState() !== 'granted') return
  if (force || isRefreshDue()) await sendSubscription()
}

/**
 * Where the app offers notifications (opening messages): denied is left alone, granted refreshed, and the
 * first time the permission is still open the explanation is shown, once.
 */
export function offerPush(): void {
  const state = pushState()
  if (state === 'granted') void refreshPush({ force: false })
  if (state !== 'default' || wasExplanationShown()) return
  markExplanationShown()
  requestOverlays()
  pushExplanationStore.set(true)
}

/** After Continue in the explanation: the browser's own prompt, then the subscription. */
export async function askPushPermission(): Promise<void> {
  pushExplanationStore.set(false)
  if (pushState() === 'unsupported') {
    logPushFailure('unsupported')
    return
  }
  const permission = await Notification.requestPermission()
  if (permission === 'granted') await sendSubscription()
  else if (permission === 'denied') logPushFailure('blocked')
}

/** At logout, before the session ends (spec §4): the server forgets the device, the browser unsubscribes. */
export async function disablePush(): Promise<void> {
  forgetSubscriptionSent()
  const token = existingDeviceToken()
  if (token) await request('DELETE /users/fcm/token', { query: { fcmToken: token } }, IGNORE_FAILURES)
  if (pushState() === 'unsupported') return
  try {
    const registration = await within(navigator.serviceWorker.getRegistration(), BROWSER_CALL_MS)
    const subscription = await registration?.pushManager.getSubscription()
    if (subscription) await within(subscription.unsubscribe(), BROWSER_CALL_MS)
  } catch {
    logPushFailure('unsubscribe')
  }
}
