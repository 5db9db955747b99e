/**
 * A handle for an account made at its first OpenID Connect sign-in: from the provider's user name or
 * the email's local part, kept to the handle rules (letters, digits, _ and .; no reserved words), and
 * made unique with a number.
 */
import { findHandleProblem, MAX_HANDLE_LENGTH } from '@rosemary/shared'

const RESERVED = /recipesage|admin/gi
/** Room for a number after the stem. */
const STEM_LENGTH = MAX_HANDLE_LENGTH - 8

export function handleStem(preferred: string | undefined, email: string): string {
  for (const source of [preferred, email.split('@')[0]]) {
    const stem = (source ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9_.]/g, '')
      .replace(RESERVED, '')
      .replace(/^\.+|\.+$/g, '')
      .slice(0, STEM_LENGTH)
    if (stem && !findHandleProblem(stem)) return stem
  }
  return 'cook'
}

/** The stem, else the stem and the smallest number from 2 that no one uses. */
export function freeHandle(stem: string, taken: Set<string>): string {
  if (!taken.has(stem)) return stem
  for (let n = 2; ; n++) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`
}
