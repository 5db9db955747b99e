/**
 * The receiving end of Web Push for the journeys. Chromium's own push service (FCM) cannot be reached from
 * this machine, so the page's PushManager hands out a subscription whose endpoint is a local HTTP server
 * of the test and whose keys the test holds: the server encrypts to them (RFC 8291) and signs (RFC 8292)
 * as for any push service, and the test reads what arrived. Delivery into the service worker then goes
 * through Chromium's own push plumbing (DevTools' ServiceWorker.deliverPushMessage), a trusted push event.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BrowserContext, Page } from '@playwright/test'

export interface ReceivedPush {
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface PushReceiver {
  endpoint: string
  p256dh: string
  auth: string
  received: ReceivedPush[]
  decrypt: (push: ReceivedPush) => string
  close: () => Promise<void>
}

/** RFC 8291 with RFC 8188's aes128gcm: the header carries the salt and the sender's public key. */
function decryptAes128gcm(body: Buffer, receiverKeys: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const senderPublic = body.subarray(21, 21 + idLength)
  const cipherText = body.subarray(21 + idLength)
  const shared = receiverKeys.computeSecret(senderPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKeys.getPublicKey(), senderPublic])
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16))
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ])
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2)
  return padded.subarray(0, end).toString('utf8')
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const keys = createECDH('prime256v1')
  keys.generateKeys()
  const auth = randomBytes(16)
  const received: ReceivedPush[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
    p256dh: keys.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
    received,
    decrypt: (push) => decryptAes128gcm(push.body, keys, auth),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The page's PushManager subscribes to the receiver instead of Chromium's unreachable push service. */
export async function subscribeTo(page: Page, receiver: PushReceiver): Promise<void> {
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let current: PushSubscription | null = null
      const make = (applicationServerKey: ArrayBuffer) =>
        ({
          endpoint,
          expirationTime: null,
          options: { applicationServerKey, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => {
            current = null
            return true
          },
        }) as unknown as PushSubscription
      PushManager.prototype.getSubscription = async () => current
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = options?.applicationServerKey
        const bytes =
          typeof key === 'string'
            ? Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
            : new Uint8Array(key instanceof ArrayBuffer ? key : (key as ArrayBufferView).buffer)
        current = make(bytes.slice().buffer)
        return current
      }
    },
    { endpoint: receiver.endpoint, p256dh: receiver.p256dh, auth: receiver.auth },
  )
}

/** Hands `data` to the app's service worker as a push event, as Chromium does for a push service's message. */
export async function deliverPush(context: BrowserContext, page: Page, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((registration) => !registration.isDeleted)
      if (found) resolve(found.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const origin = new URL(page.url()).origin
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data })
  await cdp.detach()
}

/** The notifications the service worker shows now: title, body and the address a click opens. */
export async function shownNotifications(context: BrowserContext) {
  const [worker] = context.serviceWorkers()
  if (!worker) return []
  return worker.evaluate(async () => {
    // Runs in the worker, whose global scope has its registration.
    const scope = self as unknown as { registration: ServiceWorkerRegistration }
    return (await scope.registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      url: (notification.data as { url?: string } | null)?.url ?? null,
    }))
  })
}
