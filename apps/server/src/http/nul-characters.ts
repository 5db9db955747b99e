/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one would fail wherever it reached the database
 * (a 500, and the write lost). Every request is read for it once, before validation, and refused with a
 * 400 that names the field, the same shape as any other invalid field. Multipart bodies are read by their
 * handlers, which check the parts they received with `rejectNulParts`.
 */
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'

export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)'
/** Deeper than any request of the contract nests; past it a value is not looked into (zod refuses it). */
const MAX_DEPTH = 32

/** The path of the first string (or object key) holding U+0000, or null; `[]` means the value itself. */
export function findNul(value: unknown, depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return null
  for (const [key, item] of Object.entries(value)) {
    const at = Array.isArray(value) ? Number(key) : key
    if (key.includes('\u0000')) return [at]
    const inner = findNul(item, depth + 1)
    if (inner) return [at, ...inner]
  }
  return null
}

/** A preValidation hook: params, query string and JSON body, each named as validation errors name them. */
export async function rejectNul(request: FastifyRequest): Promise<void> {
  const parts = { params: request.params, querystring: request.query, body: request.body }
  for (const [part, value] of Object.entries(parts)) {
    const path = findNul(value)
    if (!path) continue
    throw nulIn(path.length > 0 ? path.join('.') : part)
  }
}

function nulIn(field: string): AppError {
  return new AppError('invalid_input', 'Some fields are not valid', { [field]: NUL_MESSAGE })
}

/** The parts of a multipart body read so far (a file's own name included), named by their field. */
export function rejectNulParts(file: MultipartFile): void {
  for (const [name, entry] of Object.entries(file.fields)) {
    for (const part of [entry ?? []].flat()) {
      const text = part.type === 'file' ? part.filename : part.value
      if (name.includes('\u0000') || (typeof text === 'string' && text.includes('\u0000'))) throw nulIn(name)
    }
  }
}
