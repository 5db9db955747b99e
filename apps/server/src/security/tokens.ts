import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe, for session and sign-in tokens. */
export function createToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as this digest; a fast hash is right for 256-bit random secrets. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
