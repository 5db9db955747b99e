import { randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { createClock } from '../../test/fixtures.ts'
import { createDeviceTrust, DEVICE_TOKEN_LIFETIME_MS } from './device-trust.ts'

describe('device tokens', () => {
  const key = randomBytes(32)
  const userId = randomUUID()

  test('a token names the account it was given for, and each is a device of its own', () => {
    const devices = createDeviceTrust(key, createClock().now)
    const first = devices.verify(devices.issue(userId))
    const second = devices.verify(devices.issue(userId))
    expect(first).toMatchObject({ userId })
    expect(second).toMatchObject({ userId })
    expect(first?.deviceId).not.toBe(second?.deviceId)
  })

  test('a token changed anywhere, made with another key, or in another shape is no device', () => {
    const devices = createDeviceTrust(key, createClock().now)
    const token = devices.issue(userId)
    const [id, issuedAt, nonce, signature] = token.split('.') as [string, string, string, string]
    const altered = [
      `${randomUUID()}.${issuedAt}.${nonce}.${signature}`,
      `${id}.${Number(issuedAt) + 1}.${nonce}.${signature}`,
      `${id}.${issuedAt}.${nonce.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${signature}`,
      `${id}.${issuedAt}.${nonce}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      createDeviceTrust(randomBytes(32), createClock().now).issue(userId),
      `${token}.more`,
      '',
    ]
    for (const candidate of altered) expect(devices.verify(candidate), candidate).toBeNull()
    expect(devices.verify(undefined)).toBeNull()
  })

  test('a token older than its lifetime is no device', () => {
    const clock = createClock()
    const devices = createDeviceTrust(key, clock.now)
    const token = devices.issue(userId)
    clock.advance(DEVICE_TOKEN_LIFETIME_MS)
    expect(devices.verify(token)).not.toBeNull()
    clock.advance(1)
    expect(devices.verify(token)).toBeNull()
  })
})
