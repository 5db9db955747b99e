/**
 * Devices an account has signed in on. A sign-in hands the browser a device token: the account's id, when
 * it was given and a random part, signed with a key the server keeps. A later sign-in that brings it back
 * is counted apart from the account's other attempts, so a guesser who keeps the account locked does not
 * lock out the person on a device they used before (the lock applies to everyone else). The token is no
 * credential: it signs nobody in, and only changes which count a sign-in attempt falls under.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { ServerSecretsRepository } from '../system/server-secrets.repository.ts'

/** A device unused for a year is a new device again. */
export const DEVICE_TOKEN_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000
const SECRET_NAME = 'device-trust'
const SHAPE = /^([0-9a-f-]{36})\.(\d{1,13})\.([\w-]{16,32})\.([\w-]{43})$/

export interface TrustedDevice {
  userId: string
  /** Distinguishes this device's count from the account's and from other devices'. */
  deviceId: string
}

export interface DeviceTrust {
  issue(userId: string): string
  /** The device a token names, or null when it is not one this server gave, or too old. */
  verify(token: string | undefined): TrustedDevice | null
}

export function createDeviceTrust(key: Buffer, now: () => Date): DeviceTrust {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
  return {
    issue(userId) {
      const payload = `${userId}.${now().getTime()}.${randomBytes(16).toString('base64url')}`
      return `${payload}.${sign(payload)}`
    },
    verify(token) {
      const match = token ? SHAPE.exec(token) : null
      if (!match) return null
      const [, userId, issuedAt, nonce, signature] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
      ]
      const expected = Buffer.from(sign(`${userId}.${issuedAt}.${nonce}`))
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      if (now().getTime() - Number(issuedAt) > DEVICE_TOKEN_LIFETIME_MS) return null
      return { userId, deviceId: nonce }
    },
  }
}

/** The signing key: made once and kept in server_secrets, so every process and restart accepts the same tokens. */
export async function loadDeviceTrust(
  secrets: ServerSecretsRepository,
  now: () => Date,
): Promise<DeviceTrust> {
  const kept = await secrets.keepOnce(SECRET_NAME, randomBytes(32).toString('base64url'))
  if (typeof kept !== 'string' || kept.length < 43)
    throw new Error('the device-trust key in server_secrets is not a key')
  return createDeviceTrust(Buffer.from(kept, 'base64url'), now)
}
