/**
 * Every route validates and serializes with zod's compilers: Fastify's default ones (Ajv behind
 * @fastify/ajv-compiler, and its fast-json-stringify compiler) are not even loaded. The one serializer
 * compiled from the contract (compiled-serializer.ts) brings its own fast-json-stringify and Ajv.
 */
import { createRequire } from 'node:module'
import { expect } from 'vitest'
import { test } from '../test/fixtures.ts'

test("a started app has not loaded Fastify's default compilers, which no route uses", async ({ app }) => {
  expect((await app.inject('/api/health')).statusCode).toBe(200)
  const loaded = Object.keys(createRequire(import.meta.url).cache)
  const defaults = [
    '/node_modules/@fastify/ajv-compiler/',
    '/node_modules/@fastify/fast-json-stringify-compiler/',
  ]
  expect(loaded.filter((file) => defaults.some((folder) => file.includes(folder)))).toEqual([])
})
