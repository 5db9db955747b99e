/**
 * The list's URL (spec §2): `list/:folder?labels=a,b&userId=…`, each label percent-encoded on its own and
 * the encoded labels joined with commas. The raw query string is read and written here directly: going
 * through URLSearchParams would encode the commas and the labels a second time.
 */
import type { Folder } from '@rosemary/shared/contract'
import type { ListFilters } from '../../data/list-filters.ts'
import type { Preferences } from '../../preferences/preferences.ts'

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The still-encoded value of a query parameter, from a `?a=b&c=d` string. */
export function rawParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=')
    if (key === name) return value
  }
  return null
}

export function parseLabelParam(raw: string | null): string[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((label) => safeDecode(label.replace(/\+/g, ' ')).trim())
    .filter(Boolean)
}

export function formatLabelParam(labels: string[]): string {
  return labels.map((label) => encodeURIComponent(label)).join(',')
}

export function listSearch(params: { labels: string[]; userId: string | null }): string {
  const parts = [
    params.labels.length > 0 ? `labels=${formatLabelParam(params.labels)}` : null,
    params.userId ? `userId=${encodeURIComponent(params.userId)}` : null,
  ].filter(Boolean)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

type ListPreferences = Pick<Preferences['myRecipes'], 'sortBy' | 'enableLabelIntersection' | 'includeFriends'>

/** What the list at `list/:folder` + `search` shows with these preferences (the filters its queries are keyed by). */
export function listFilters(folderParam: string | undefined, search: string, myRecipes: ListPreferences) {
  const folder: Folder = folderParam === 'inbox' ? 'inbox' : 'main'
  const rawUserId = rawParam(search, 'userId')
  const otherUserId = rawUserId ? safeDecode(rawUserId) : null
  const filters: ListFilters = {
    folder,
    sort: myRecipes.sortBy,
    labels: parseLabelParam(rawParam(search, 'labels')),
    labelIntersection: myRecipes.enableLabelIntersection,
    userId: otherUserId ?? undefined,
    includeFriends: folder === 'main' && !otherUserId && myRecipes.includeFriends !== 'no',
  }
  return { folder, otherUserId, filters }
}

/**
 * The list's `:folder` and query string when a hash address (`#/list/main?labels=a`) opens the list, or
 * the bare address does for someone signed in (the index goes to HOME_PATH); null for any other page.
 */
export function listAddress(hash: string, home: string): { folder: string; search: string } | null {
  const address = hash.replace(/^#/, '')
  const queryAt = address.indexOf('?')
  const pathname = queryAt === -1 ? address : address.slice(0, queryAt)
  const search = queryAt === -1 ? '' : address.slice(queryAt)
  const match = /^\/list\/([^/?]+)\/?$/.exec(pathname === '' || pathname === '/' ? home : pathname)
  return match?.[1] ? { folder: safeDecode(match[1]), search } : null
}
