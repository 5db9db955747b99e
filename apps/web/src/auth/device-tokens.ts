/**
 * The device tokens this browser was given when accounts signed in on it (newest first, one per account),
 * sent back with every sign-in: the server then counts that sign-in apart from the account's lock, so a
 * guesser elsewhere cannot keep the person out of their own browser. They sign nobody in, so they stay
 * after a logout.
 */
import { MAX_DEVICE_TOKENS } from '@rosemary/shared'
import { readJson, writeJson } from '../lib/local-storage.ts'

const KEY = 'deviceTokens'

/** A token starts with the id of the account it was given to. */
const accountOf = (token: string) => token.slice(0, token.indexOf('.'))

export function deviceTokens(): string[] {
  const kept = readJson<unknown>(KEY, [])
  return Array.isArray(kept) ? kept.filter((token): token is string => typeof token === 'string') : []
}

export function rememberDeviceToken(token: string): void {
  const others = deviceTokens().filter((kept) => accountOf(kept) !== accountOf(token))
  writeJson(KEY, [token, ...others].slice(0, MAX_DEVICE_TOKENS))
}
