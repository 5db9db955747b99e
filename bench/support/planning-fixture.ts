/**
 * Two friends sharing a shopping list of many items, made through the API as people would (the benchmark
 * measures what the API built, not rows written behind its back).
 */
import type { TShoppingItemsChange, TShoppingList } from '@rosemary/shared/contract'

export interface Account {
  token: string
  userId: string
}

export interface PlanningFixture {
  owner: Account
  collaborator: Account
  listId: string
  itemIds: string[]
}

const PRODUCE = ['tomatoes', 'onion', 'garlic', 'carrots', 'spinach', 'lemons', 'basil', 'potatoes']
const OTHER = ['flour', 'milk', 'butter', 'eggs', 'rice', 'olive oil', 'cumin', 'chicken thighs']
const AMOUNTS = ['1', '2', '250 g', '1 cup', '2 tbsp', '500 ml', '1/2 lb', '']

/** Item titles that group: similar words recur with different amounts, across several aisles. */
export function shoppingItemTitles(count: number): string[] {
  const words = [...PRODUCE, ...OTHER]
  return Array.from({ length: count }, (_, i) => {
    const word = words[i % words.length]!
    const amount = AMOUNTS[Math.floor(i / words.length) % AMOUNTS.length]!
    return `${amount} ${word}${i >= words.length * AMOUNTS.length ? ` (${i})` : ''}`.trim()
  })
}

async function call<T>(url: string, token: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export async function befriendThroughApi(base: string, a: Account, b: Account): Promise<void> {
  await call(`${base}/api/users/friends/${b.userId}`, a.token, 'POST')
  await call(`${base}/api/users/friends/${a.userId}`, b.token, 'POST')
}

export async function seedPlanningFixture(
  base: string,
  owner: Account,
  collaborator: Account,
  items: number,
): Promise<PlanningFixture> {
  await befriendThroughApi(base, owner, collaborator)
  const list = await call<TShoppingList>(`${base}/api/shopping-lists`, owner.token, 'POST', {
    title: 'Weekly shop',
    collaboratorIds: [collaborator.userId],
  })
  const added = await call<TShoppingItemsChange>(
    `${base}/api/shopping-lists/${list.id}/items`,
    owner.token,
    'POST',
    shoppingItemTitles(items).map((title) => ({ title })),
  )
  return { owner, collaborator, listId: list.id, itemIds: added.items.map((item) => item.id) }
}
