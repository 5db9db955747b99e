/**
 * Helpers for tests of shopping lists and meal plans: an app with plain shopping rules, making lists and
 * plans through the API, and the frames each person hears.
 */
import type {
  TCreateMealPlanRequest,
  TCreateShoppingListRequest,
  TMealPlan,
  TNewMealPlanItem,
  TMealPlanItem,
  TNewShoppingItem,
  TShoppingItemsChange,
  TShoppingList,
} from '@rosemary/shared/contract'
import type { InProcessBus, SocketFrame } from '../realtime/event-bus.ts'
import type { ApiClient } from './api-client.ts'
import { buildTestApp, type Fixtures, test } from './fixtures.ts'
import { testShoppingRules } from './shopping-rules.ts'

interface Someone {
  id: string
  token: string
}

/** The API test fixtures, the app classifying items with the plain test rules. */
export const planningTest = test.extend<Pick<Fixtures, 'app'>>({
  app: async ({ database, config, clock, mailer, bus, imageDir }, use) => {
    const app = await buildTestApp({
      ...{ database, config, clock, mailer, bus, imageDir },
      shoppingRules: testShoppingRules,
    })
    await use(app)
    await app.close()
  },
})

function expectStatus(what: string, response: { status: number; body: unknown }, status: number) {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`)
}

export async function createList(
  api: ApiClient,
  owner: Someone,
  body: Partial<TCreateShoppingListRequest> = {},
): Promise<TShoppingList> {
  const response = await api.call('POST /shopping-lists', {
    token: owner.token,
    body: { title: 'Groceries', ...body },
  })
  expectStatus('create list', response, 201)
  return response.body as TShoppingList
}

export async function addItems(
  api: ApiClient,
  who: Someone,
  listId: string,
  items: TNewShoppingItem[],
): Promise<TShoppingItemsChange> {
  const response = await api.call('POST /shopping-lists/:id/items', {
    token: who.token,
    params: { id: listId },
    body: items,
  })
  expectStatus('add items', response, 201)
  return response.body as TShoppingItemsChange
}

export async function readList(api: ApiClient, who: Someone, listId: string): Promise<TShoppingList> {
  const response = await api.call('GET /shopping-lists/:id', { token: who.token, params: { id: listId } })
  expectStatus('read list', response, 200)
  return response.body as TShoppingList
}

export async function createPlan(
  api: ApiClient,
  owner: Someone,
  body: Partial<TCreateMealPlanRequest> = {},
): Promise<TMealPlan> {
  const response = await api.call('POST /meal-plans', {
    token: owner.token,
    body: { title: 'This week', ...body },
  })
  expectStatus('create plan', response, 201)
  return response.body as TMealPlan
}

export async function addMeals(
  api: ApiClient,
  who: Someone,
  planId: string,
  items: TNewMealPlanItem[],
): Promise<TMealPlanItem[]> {
  const response = await api.call('POST /meal-plans/:id/items', {
    token: who.token,
    params: { id: planId },
    body: items,
  })
  expectStatus('add meals', response, 201)
  return response.body as TMealPlanItem[]
}

export async function readPlan(api: ApiClient, who: Someone, planId: string): Promise<TMealPlan> {
  const response = await api.call('GET /meal-plans/:id', { token: who.token, params: { id: planId } })
  expectStatus('read plan', response, 200)
  return response.body as TMealPlan
}

/** Every frame the bus sends each of these people from now on, by person. */
export function hearFrames(bus: InProcessBus, people: Someone[]) {
  const heard = new Map<string, SocketFrame[]>(people.map((person) => [person.id, []]))
  const stop = bus.subscribeAll((userId, frame) => heard.get(userId)?.push(frame))
  const of = (person: Someone) => heard.get(person.id) ?? []
  const clear = () => {
    for (const frames of heard.values()) frames.length = 0
  }
  return { of, clear, stop }
}
