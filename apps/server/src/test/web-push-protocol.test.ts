import webpush from 'web-push'
import { expect, test } from 'vitest'
import { decryptAes128gcm, makeDeviceKeys, verifyVapid } from './web-push-protocol.ts'

// The stand-in push service must be able to say no, or the push tests that rely on it prove nothing.
const keys = webpush.generateVAPIDKeys()
const origin = 'https://push.example.net'
const now = Math.floor(Date.now() / 1000)

function request(device = makeDeviceKeys(), audienceOf = `${origin}/push/abc`) {
  return webpush.generateRequestDetails(
    { endpoint: audienceOf, keys: { p256dh: device.p256dh, auth: device.auth } },
    'hello',
    { vapidDetails: { subject: 'mailto:a@example.org', ...keys }, contentEncoding: 'aes128gcm' },
  )
}

test('decrypts a message for the device, and refuses one for another device or one altered', () => {
  const device = makeDeviceKeys()
  const { body } = request(device)
  expect(decryptAes128gcm(body, device)).toBe('hello')
  expect(() => decryptAes128gcm(body, makeDeviceKeys())).toThrow()
  const altered = Buffer.from(body)
  altered[altered.length - 20]! ^= 1
  expect(() => decryptAes128gcm(altered, device)).toThrow()
})

test('accepts a VAPID authorization for its origin, and refuses another origin, key or signature', () => {
  const header = String(request().headers.Authorization)
  expect(verifyVapid(header, origin, now)).toMatchObject({ key: keys.publicKey, claims: { aud: origin } })
  expect(() => verifyVapid(header, 'https://other.example.net', now)).toThrow(/aud/)
  expect(() => verifyVapid(header, origin, now + 2 * 24 * 60 * 60)).toThrow(/exp/)
  const otherKey = webpush.generateVAPIDKeys().publicKey
  expect(() => verifyVapid(header.replace(/k=.*$/, `k=${otherKey}`), origin, now)).toThrow(/signature/)
  expect(() => verifyVapid('Bearer x', origin, now)).toThrow(/not a VAPID/)
})
