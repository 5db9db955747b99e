/**
 * What this device remembers about push (localStorage): its stable random token (the `fcmToken` the server
 * keys a device by), when its subscription was last sent (refreshed after 7 days, spec §9), and whether the
 * one-time explanation was shown (spec §3's key, spelling kept).
 */
import { readText, writeText } from '../lib/local-storage.ts'

const DEVICE_TOKEN_KEY = 'pushDeviceToken'
const REFRESHED_AT_KEY = 'pushTokenRefreshedAt'
export const EXPLANATION_SHOWN_KEY = 'notificationExplainationShown'
export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000

export function deviceToken(): string {
  const kept = readText(DEVICE_TOKEN_KEY)
  if (kept) return kept
  const made = crypto.randomUUID()
  writeText(DEVICE_TOKEN_KEY, made)
  return made
}

/** The device token if one was ever made (nothing to remove otherwise). */
export function existingDeviceToken(): string | null {
  return readText(DEVICE_TOKEN_KEY)
}

export function markSubscriptionSent(now = Date.now()): void {
  writeText(REFRESHED_AT_KEY, String(now))
}

export function forgetSubscriptionSent(): void {
  writeText(REFRESHED_AT_KEY, null)
}

export function isRefreshDue(now = Date.now()): boolean {
  const sentAt = Number(readText(REFRESHED_AT_KEY))
  return !Number.isFinite(sentAt) || sentAt <= 0 || now - sentAt >= PUSH_REFRESH_MS
}

export function wasExplanationShown(): boolean {
  return readText(EXPLANATION_SHOWN_KEY) === 'true'
}

export function markExplanationShown(): void {
  writeText(EXPLANATION_SHOWN_KEY, 'true')
}
