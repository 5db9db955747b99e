/** A public handle (spec §5): letters, digits, underscore and period, never impersonating the service. */
export type HandleProblem = 'empty' | 'tooLong' | 'characters' | 'reserved'

export const MAX_HANDLE_LENGTH = 64
const HANDLE_CHARACTERS = /^[A-Za-z0-9_.]+$/
const RESERVED_FRAGMENTS = ['recipesage', 'admin']

export function findHandleProblem(handle: string): HandleProblem | null {
  if (handle.length === 0) return 'empty'
  if (handle.length > MAX_HANDLE_LENGTH) return 'tooLong'
  if (!HANDLE_CHARACTERS.test(handle)) return 'characters'
  const lower = handle.toLowerCase()
  if (RESERVED_FRAGMENTS.some((fragment) => lower.includes(fragment))) return 'reserved'
  return null
}

/** Handles are compared and stored in lowercase. */
export function normalizeHandle(handle: string): string {
  return handle.trim().toLowerCase()
}
