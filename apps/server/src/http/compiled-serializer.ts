/**
 * A route's answer written by a serializer compiled once from its contract schema (fast-json-stringify, as
 * Fastify does for JSON schemas), instead of zod's encode and JSON.stringify on every request: for a page of
 * fifty recipes that check was most of the route's own time. It writes what zod would (the schema's keys in
 * its order, unknown keys left out), but checks no more than types: a route takes it (route.ts,
 * compiledAnswer) only where its presenter builds every field, so there is nothing left for zod to catch.
 */
import fastJson from 'fast-json-stringify'
import { z } from 'zod'

type JsonSchema = Record<string, unknown>

/** What only checks a value and does not change how it is written: fast-json-stringify needs none of it. */
const CHECKS_ONLY = new Set(['format', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength', '$schema'])

const isNull = (schema: unknown) => (schema as JsonSchema | undefined)?.type === 'null'

/**
 * zod writes `x | null` as anyOf [x, null], which fast-json-stringify would settle with a schema check per
 * value; `nullable` says the same and costs a comparison.
 */
function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting)
  if (typeof schema !== 'object' || schema === null) return schema
  const { anyOf, ...rest } = schema as JsonSchema
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNull)) {
    const other = (anyOf as unknown[]).find((branch) => !isNull(branch))
    return { ...(forWriting(other) as JsonSchema), nullable: true }
  }
  const written = Object.entries(anyOf === undefined ? rest : { ...rest, anyOf }).filter(
    ([key]) => !CHECKS_ONLY.has(key),
  )
  return Object.fromEntries(
    written.map(([key, value]) => [key, key === 'properties' ? mapValues(value) : forWriting(value)]),
  )
}

function mapValues(properties: unknown): JsonSchema {
  return Object.fromEntries(
    Object.entries(properties as JsonSchema).map(([key, value]) => [key, forWriting(value)]),
  )
}

export function compileSerializer(schema: z.ZodType): (value: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' })
  return fastJson(forWriting(json) as Parameters<typeof fastJson>[0])
}
