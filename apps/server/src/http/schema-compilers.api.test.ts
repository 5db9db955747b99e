/** Every route validates and serializes with zod's compilers: Fastify's default ones are not even loaded. */
import { createRequire } from 'node:module'
import { expect } from 'vitest'
import { test } from '../test/fixtures.ts'

test('a started app has not loaded Ajv, whose compilers no route uses', async ({ app }) => {
  expect((await app.inject('/api/health')).statusCode).toBe(200)
  const loaded = Object.keys(createRequire(import.meta.url).cache)
  expect(loaded.filter((file) => file.includes('/node_modules/ajv/'))).toEqual([])
})
