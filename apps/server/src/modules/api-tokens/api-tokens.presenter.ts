import type { TApiToken } from '@rosemary/shared/contract'
import type { ApiTokenListRow } from './api-tokens.repository.ts'

/** A token as its owner's list shows it: never the token or its digest. */
export function presentApiToken(row: ApiTokenListRow): TApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }
}
