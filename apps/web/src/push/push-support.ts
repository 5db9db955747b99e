/**
 * Whether this browser can take Web Push, and where the person stands (spec §4, §5): supported only with
 * cookies, a service worker, PushManager, notifications and fetch; then the permission's three states.
 */
export type PushState = 'unsupported' | 'default' | 'granted' | 'denied'

export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    navigator.cookieEnabled &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    'fetch' in window
  )
}

export function pushState(): PushState {
  return isPushSupported() ? Notification.permission : 'unsupported'
}

/** The failure texts of spec §8, logged (never toasts: the person chose, or the browser cannot). */
export const PUSH_FAILURES = {
  blocked: 'The notification permission was not granted and blocked instead.',
  unsupported: 'This browser does not support push notifications.',
  noToken: 'Unable to get notification token.',
  unsubscribe: 'Unable to unsubscribe from push notifications.',
} as const

export function logPushFailure(failure: keyof typeof PUSH_FAILURES): void {
  console.warn(PUSH_FAILURES[failure])
}

/**
 * The server would not keep this browser's subscription and says why (its push service is on a private
 * network, the name cannot be found, too many registrations): logged like the failures above.
 */
export function logPushRefused(reason: string): void {
  console.warn(`The server did not accept this browser's push subscription: ${reason}`)
}

/** A browser call that may never settle (a service worker that never activates) gives up after `ms`. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

/** The server's VAPID key (base64url) as the bytes PushManager.subscribe takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export function bytesToBase64Url(bytes: ArrayBuffer): string {
  const binary = String.fromCharCode(...new Uint8Array(bytes))
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
