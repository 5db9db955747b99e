import { describe, expect, test } from 'vitest'
import { hashPassword, isPasswordSet, NO_PASSWORD, verifyAgainstDecoy, verifyPassword } from './passwords.ts'

describe('password hashing', () => {
  test('hashes with argon2id into a PHC string with a random salt', async () => {
    const first = await hashPassword('correct horse')
    const second = await hashPassword('correct horse')
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
    expect(first).not.toBe(second)
  })

  test('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse')
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct horsE', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  test('keeps verifying hashes made with other costs', async () => {
    const hash = await hashPassword('pepper', { memory: 8192, passes: 3, parallelism: 2 })
    expect(hash).toContain('m=8192,t=3,p=2')
    expect(await verifyPassword('pepper', hash)).toBe(true)
  })

  test('refuses a stored value that is not an argon2id hash', async () => {
    expect(await verifyPassword('x', 'plain text')).toBe(false)
    expect(await verifyPassword('x', '$argon2i$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(false)
  })

  test('an account without a password of its own matches no password, not even the marker itself', async () => {
    expect(await verifyPassword(NO_PASSWORD, NO_PASSWORD)).toBe(false)
    expect(await verifyPassword('', NO_PASSWORD)).toBe(false)
    expect(isPasswordSet(NO_PASSWORD)).toBe(false)
    expect(isPasswordSet(await hashPassword('x', { memory: 64, passes: 1, parallelism: 1 }))).toBe(true)
  })

  test('the decoy costs about as much as a real verification', async () => {
    const hash = await hashPassword('x')
    await verifyAgainstDecoy('warm up')
    const time = async (work: () => Promise<unknown>) => {
      const start = performance.now()
      for (let i = 0; i < 5; i++) await work()
      return performance.now() - start
    }
    const real = await time(() => verifyPassword('guess', hash))
    const decoy = await time(() => verifyAgainstDecoy('guess'))
    expect(decoy).toBeGreaterThan(real / 3)
  })

  test('a decoy at a lower cost is made at that cost: it takes far less than one at the default cost', async () => {
    const cheap = { memory: 64, passes: 1, parallelism: 1 }
    expect(await hashPassword('x', cheap)).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/)
    const time = async (work: () => Promise<unknown>) => {
      await work()
      const start = performance.now()
      for (let i = 0; i < 5; i++) await work()
      return performance.now() - start
    }
    const cheapDecoy = await time(() => verifyAgainstDecoy('guess', cheap))
    const defaultDecoy = await time(() => verifyAgainstDecoy('guess'))
    expect(cheapDecoy).toBeLessThan(defaultDecoy / 4)
  })
})
