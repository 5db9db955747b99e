/**
 * Every route validates and serializes with zod's compilers: Fastify's default ones (Ajv behind
 * @fastify/ajv-compiler, and its fast-json-stringify compiler) are not even loaded. The one serializer
 * compiled from the contract (compiled-serializer.ts) brings its own fast-json-stringify and Ajv.
 */
import { createRequire } from 'node:module'
import { expect } from 'vitest'
import { test } from '../test/fixtures.ts'

const DEFAULT_COMPILERS = [
  '/node_modules/@fastify/ajv-compiler/',
  '/node_modules/@fastify/fast-json-stringify-compiler/',
]
const isDefaultCompiler = (file: string) => DEFAULT_COMPILERS.some((folder) => file.includes(folder))

test("a started app has not loaded Fastify's default compilers, which no route uses", async ({ appWith }) => {
  // API test files share their workers' modules: one that built a plain Fastify loaded them already, so
  // they are forgotten first, and any that is back was loaded again by this app.
  const { cache } = createRequire(import.meta.url)
  for (const file of Object.keys(cache).filter(isDefaultCompiler)) Reflect.deleteProperty(cache, file)
  const api = await appWith({})
  expect((await api.call('GET /health')).status).toBe(200)
  expect(Object.keys(cache).filter(isDefaultCompiler)).toEqual([])
})
