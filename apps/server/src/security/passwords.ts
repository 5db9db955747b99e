/**
 * Password hashing with argon2id from node:crypto, stored as a PHC string
 * (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`) so the parameters can be raised later without breaking old hashes.
 * An account that never chose a password (made by signing in through the identity provider) stores
 * NO_PASSWORD in its place, which is no PHC string: no password verifies against it.
 */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const argon2Async = promisify(argon2)

export interface Argon2Cost {
  /** KiB of memory */
  memory: number
  passes: number
  parallelism: number
}

/** OWASP's recommended minimum (19 MiB, 2 passes): about 45 ms a hash on this 2-core machine. */
export const DEFAULT_ARGON2_COST: Argon2Cost = { memory: 19_456, passes: 2, parallelism: 1 }

const TAG_LENGTH = 32
const SALT_LENGTH = 16
const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/

/** The stored "hash" of an account without a password of its own. */
export const NO_PASSWORD = '!none'

/** Whether the account chose a password (NO_PASSWORD is the only thing stored that says it did not). */
export const isPasswordSet = (stored: string): boolean => stored !== NO_PASSWORD

function b64(buffer: Buffer): string {
  return buffer.toString('base64').replace(/=+$/, '')
}

export async function hashPassword(
  password: string,
  cost: Argon2Cost = DEFAULT_ARGON2_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const tag = await argon2Async('argon2id', {
    message: password,
    nonce: salt,
    tagLength: TAG_LENGTH,
    ...cost,
  })
  return `$argon2id$v=19$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${b64(salt)}$${b64(tag)}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored)
  if (!match) return false
  const [, memory, passes, parallelism, salt, hash] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const expected = Buffer.from(hash, 'base64')
  const actual = await argon2Async('argon2id', {
    message: password,
    nonce: Buffer.from(salt, 'base64'),
    tagLength: expected.length,
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

const decoys = new Map<string, Promise<string>>()

/**
 * Spends the time of one verification against a hash nobody can match, so that a login for an unknown
 * email takes as long as one with a wrong password and does not reveal which emails have accounts. The
 * decoy is made at the cost new hashes are made at.
 */
export async function verifyAgainstDecoy(
  password: string,
  cost: Argon2Cost = DEFAULT_ARGON2_COST,
): Promise<void> {
  const key = `${cost.memory},${cost.passes},${cost.parallelism}`
  let decoy = decoys.get(key)
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost)
    decoys.set(key, decoy)
  }
  await verifyPassword(password, await decoy)
}
