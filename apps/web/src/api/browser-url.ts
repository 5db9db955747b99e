/**
 * Addresses the browser opens itself (spec §7: exports, print pages): it cannot send the bearer header
 * there, so the session token travels as `?token=`.
 */
import { getToken } from '../auth/session.ts'

export type UrlQuery = Record<string, string | number | boolean | null | undefined>

/** `/api<path>` with the non-empty query values. */
export function apiUrl(path: string, query: UrlQuery = {}): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value))
  }
  const text = search.toString()
  return `/api${path}${text ? `?${text}` : ''}`
}

/** As `apiUrl`, with the session token for a link or window the browser opens. */
export function browserUrl(path: string, query: UrlQuery = {}): string {
  return apiUrl(path, { ...query, token: getToken() })
}
