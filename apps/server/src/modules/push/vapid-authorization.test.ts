import webpush from 'web-push'
import { expect, test, vi } from 'vitest'
import { createClock } from '../../test/fixtures.ts'
import { verifyVapid } from '../../test/web-push-protocol.ts'
import { createVapidAuthorization, VAPID_VALID_SECONDS } from './vapid-authorization.ts'

const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:cook@example.org' }

test('each push service’s authorization is signed once, valid for 12 hours, and signed again an hour before it ends', () => {
  const clock = createClock()
  const sign = vi.spyOn(webpush, 'getVapidHeaders')
  const authorization = createVapidAuthorization(keys, clock.now)
  const fcm = authorization('https://fcm.googleapis.com')
  expect(authorization('https://fcm.googleapis.com')).toBe(fcm)
  const mozilla = authorization('https://updates.push.services.mozilla.com')
  expect(sign).toHaveBeenCalledTimes(2)

  const nowSeconds = Math.floor(clock.now().getTime() / 1000)
  const { claims, key } = verifyVapid(fcm, 'https://fcm.googleapis.com', nowSeconds)
  expect(key).toBe(keys.publicKey)
  expect(claims.exp - nowSeconds).toBe(VAPID_VALID_SECONDS)
  expect(() => verifyVapid(mozilla, 'https://fcm.googleapis.com', nowSeconds)).toThrow(/aud/)

  clock.advance((VAPID_VALID_SECONDS - 60 * 60) * 1000 - 1)
  expect(authorization('https://fcm.googleapis.com')).toBe(fcm)
  clock.advance(1)
  expect(authorization('https://fcm.googleapis.com')).not.toBe(fcm)
  expect(sign).toHaveBeenCalledTimes(3)
})
