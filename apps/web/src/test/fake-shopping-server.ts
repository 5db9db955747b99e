/**
 * One shopping list held by a fake server, for page tests: the item endpoints change it as the real server
 * would (client ids kept once, deleted ids remembered so a late change is named in notApplied), and
 * `unreachable` makes every call go unanswered, as in a shop without signal.
 */
import type { TShoppingItem, TShoppingList, TUpdateShoppingItemsRequest } from '@rosemary/shared/contract'
import type { FakeApi } from './api-lines.ts'
import { shoppingItem } from './shopping-fixtures.ts'

export interface FakeShoppingServer {
  list: TShoppingList
  deletedIds: Set<string>
  unreachable: boolean
}

export function serveShoppingList(api: FakeApi, list: TShoppingList): FakeShoppingServer {
  const server: FakeShoppingServer = { list, deletedIds: new Set(), unreachable: false }
  const withCounts = (): TShoppingList => ({
    ...server.list,
    itemCount: server.list.items.length,
    openItemCount: server.list.items.filter((item) => !item.completed).length,
  })
  const gone = (ids: string[]) =>
    ids.filter((id) => server.deletedIds.has(id)).map((id) => ({ id, reason: 'deleted' as const }))
  api.on('GET /shopping-lists/:id', () => (server.unreachable ? 'unreachable' : { json: withCounts() }))
  api.on('POST /shopping-lists/:id/items', (_url, body) => {
    if (server.unreachable) return 'unreachable'
    const added = (body as { id: string; title: string }[]).filter((item) => !server.deletedIds.has(item.id))
    const items: TShoppingItem[] = added.map(
      (item) =>
        server.list.items.find((known) => known.id === item.id) ?? shoppingItem(item.title, { id: item.id }),
    )
    const fresh = items.filter((item) => !server.list.items.includes(item))
    server.list = { ...server.list, items: [...server.list.items, ...fresh] }
    const notApplied = gone((body as { id: string }[]).map((item) => item.id))
    return { status: 201, json: { items, notApplied } }
  })
  api.on('PUT /shopping-lists/:id/items', (_url, body) => {
    if (server.unreachable) return 'unreachable'
    const { itemIds, ...change } = body as TUpdateShoppingItemsRequest
    const named = new Set(itemIds)
    server.list = {
      ...server.list,
      items: server.list.items.map((item) =>
        named.has(item.id)
          ? {
              ...item,
              ...change,
              ...(change.completed !== undefined && {
                completedAt: change.completed ? new Date().toISOString() : null,
              }),
            }
          : item,
      ),
    }
    const items = server.list.items.filter((item) => named.has(item.id))
    return { json: { items, notApplied: gone(itemIds) } }
  })
  api.on('POST /shopping-lists/:id/items/delete', (_url, body) => {
    if (server.unreachable) return 'unreachable'
    const { itemIds } = body as { itemIds: string[] }
    for (const id of itemIds) server.deletedIds.add(id)
    server.list = { ...server.list, items: server.list.items.filter((item) => !itemIds.includes(item.id)) }
    return { json: { deletedIds: itemIds } }
  })
  api.on('GET /health', () => (server.unreachable ? 'unreachable' : { json: { ok: true } }))
  return server
}
