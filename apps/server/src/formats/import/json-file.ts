/**
 * A file that is JSON (a Mela or Crouton recipe, a Domestica or OpenEats export): decoded as text files are,
 * parsed, and refused whole with the format's own message when it is not the shape expected at all, or its
 * JSON is damaged.
 */
import { ImportFileError } from '../imported-recipe.ts'
import { decodeText } from './text-encoding.ts'

/** The file's JSON object or list; anything else (a bare string or number) is not this format. */
export function readJsonDocument(
  file: Uint8Array,
  notThisFormat: string,
): Record<string, unknown> | unknown[] {
  const text = decodeText(file)
  if (!/^[[{]/.test(text.trimStart())) throw new ImportFileError(notThisFormat)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ImportFileError(`${notThisFormat} Its JSON is damaged.`)
  }
  if (typeof json !== 'object' || json === null) throw new ImportFileError(notThisFormat)
  return json as Record<string, unknown> | unknown[]
}

export function readJsonObject(file: Uint8Array, notThisFormat: string): Record<string, unknown> {
  const json = readJsonDocument(file, notThisFormat)
  if (Array.isArray(json)) throw new ImportFileError(notThisFormat)
  return json
}
