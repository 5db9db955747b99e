/**
 * A large answer checked against its schema and written as JSON in turns of the event loop. The usual
 * serializer parses the whole answer with zod and stringifies it in one go: for a list of 5,000 items that
 * is some 100 ms in which no other request is answered. Here the parts outside the answer's arrays are
 * checked as usual, and each array's elements a piece at a time (event-loop/turns.ts), with the same
 * schemas and zod's encode; what zod would strip is stripped. The arrays' own bounds are not checked again: they bound what
 * people send, not what the server answers.
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { mapInTurns } from '../event-loop/turns.ts'

/** Elements checked and written as one piece: a few milliseconds of work. */
const PIECE = 250

async function elementsJson(element: z.core.$ZodType, items: unknown[]): Promise<string> {
  const pieces: unknown[][] = []
  for (let start = 0; start < items.length; start += PIECE) pieces.push(items.slice(start, start + PIECE))
  const written = await mapInTurns(pieces, (piece) =>
    piece.map((item) => JSON.stringify(z.encode(element, item))).join(','),
  )
  return `[${written.join(',')}]`
}

/**
 * The answer as JSON, as the route's own serializer (fastify-type-provider-zod: zod's encode, then
 * JSON.stringify) would write it, or the zod error it would throw.
 */
export async function serializeInTurns(schema: z.ZodType, value: unknown): Promise<string> {
  if (schema instanceof z.ZodArray && Array.isArray(value)) return elementsJson(schema.element, value)
  if (!(schema instanceof z.ZodObject) || typeof value !== 'object' || value === null)
    return JSON.stringify(z.encode(schema, value))
  const fields = value as Record<string, unknown>
  const arrays = Object.entries(schema.shape).filter(
    (entry): entry is [string, z.ZodArray] =>
      entry[1] instanceof z.ZodArray && Array.isArray(fields[entry[0]]),
  )
  // Each array stands in the rest as a mark no text can contain (a fresh random id), replaced once written.
  const marks = new Map(arrays.map(([key]) => [key, `${randomUUID()}:${key}`]))
  const withMarks: z.ZodType = schema.extend(Object.fromEntries(arrays.map(([key]) => [key, z.string()])))
  const rest = z.encode(withMarks, { ...fields, ...Object.fromEntries(marks) })
  let json = JSON.stringify(rest)
  for (const [key, array] of arrays)
    json = json.replace(
      JSON.stringify(marks.get(key)),
      await elementsJson(array.element, fields[key] as unknown[]),
    )
  return json
}
