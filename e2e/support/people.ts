/** People for the journeys between two accounts: made through the API, befriended, opened live. */
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test'
import { newAccount, openMenu, openSignedIn, registerByApi } from './app.ts'

export interface Person {
  token: string
  id: string
  name: string
}

export const auth = (person: Person) => ({ authorization: `Bearer ${person.token}` })

export async function person(request: APIRequestContext, name: string): Promise<Person> {
  const token = await registerByApi(request, newAccount(name))
  const me = await request.get('/api/users/', { headers: { authorization: `Bearer ${token}` } })
  return { token, id: ((await me.json()) as { id: string }).id, name }
}

/** Friends: each asks the other (the second request makes it mutual). */
export async function befriend(request: APIRequestContext, one: Person, other: Person): Promise<void> {
  expect((await request.post(`/api/users/friends/${other.id}`, { headers: auth(one) })).status()).toBe(201)
  expect((await request.post(`/api/users/friends/${one.id}`, { headers: auth(other) })).status()).toBe(201)
}

export async function friends(request: APIRequestContext): Promise<[Person, Person]> {
  const julia = await person(request, 'Julia Child')
  const james = await person(request, 'James Beard')
  await befriend(request, julia, james)
  return [julia, james]
}

/** Opened signed in, with its live socket connected (so a message sent now reaches it). */
export async function openLive(context: BrowserContext, who: Person, path: string): Promise<Page> {
  const page = await context.newPage()
  const socket = page.waitForEvent('websocket')
  await openSignedIn(page, who.token, path)
  await socket
  return page
}

/** The side menu's count of friend requests waiting (none: no badge), the menu closed again after. */
export async function expectRequestCount(page: Page, count: number): Promise<void> {
  const menu = await openMenu(page)
  const badge = menu.getByTestId('friend-request-count')
  if (count === 0) await expect(badge).toHaveCount(0)
  else await expect(badge).toHaveText(String(count))
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}
