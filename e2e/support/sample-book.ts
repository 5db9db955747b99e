/** Accounts whose pages show every kind of content: a cook with recipes and one with nothing yet. */
import { type APIRequestContext, expect } from '@playwright/test'
import type { TShoppingItemsChange } from '@rosemary/shared/contract'
import { newAccount, registerByApi } from './app.ts'
import { solidPng } from './images.ts'

export interface SampleBook {
  /** Session of a cook with three recipes: one with two pictures and labels, one labelled, one in the inbox. */
  cook: string
  /** Session of an account with no recipe, label or import. */
  newcomer: string
  /** The recipe with pictures, labels, sections and notes. */
  tartId: string
  /** A recipe of another account, which the cook may read but not edit. */
  othersRecipeId: string
  /** The cook's shopping list: the tart's lines and a few more, one checked off. */
  listId: string
  /** The cook's meal plan, with the tart on today's date. */
  planId: string
}

/** Today, as the browser's calendar names it (the journeys run on this machine's clock and zone). */
function today(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

export async function makeSampleBook(request: APIRequestContext): Promise<SampleBook> {
  const cook = await registerByApi(request, newAccount('Claudia Roden'))
  const headers = { authorization: `Bearer ${cook}` }
  const send = async <T = { id: string }>(method: 'post' | 'put', path: string, data: unknown) => {
    const response = await request[method](`/api/${path}`, { headers, data })
    expect(response.ok(), `${method} ${path}`).toBe(true)
    return (await response.json()) as T
  }
  const picture = async (colour: [number, number, number]) => {
    const image = { name: 'dish.png', mimeType: 'image/png', buffer: solidPng(96, 72, colour) }
    const response = await request.post('/api/images', { headers, multipart: { image } })
    expect(response.status()).toBe(201)
    return ((await response.json()) as { id: string }).id
  }
  const tart = await send('post', 'recipes', {
    title: 'Lemon Tart',
    description: 'Sharp, sweet and short.',
    source: 'Family notebook',
    yield: '8 slices',
    ingredients: '[Pastry]\n200 g flour\n100 g butter\n[Filling]\n3 lemons\n150 g sugar',
    instructions: 'Blind bake the pastry for 15 minutes.\nWhisk and pour in the filling.',
    notes: 'Best the next day.',
    labels: ['dessert', 'baking'],
    imageIds: [await picture([240, 210, 80]), await picture([90, 120, 200])],
  })
  const soup = { title: 'Minestrone', description: 'A thick soup.', ingredients: '1 onion', labels: ['soup'] }
  await send('post', 'recipes', soup)
  const sent = await send('post', 'recipes', { title: 'Sent Tiramisu', ingredients: '', labels: [] })
  await send('put', `recipes/${sent.id}`, { folder: 'inbox' })
  const neighbour = await registerByApi(request, newAccount('Marcella Hazan'))
  const theirs = await request.post('/api/recipes', {
    headers: { authorization: `Bearer ${neighbour}` },
    data: { title: 'Tomato Sauce', ingredients: '800 g tomatoes\n1 onion\n50 g butter', labels: [] },
  })
  expect(theirs.status()).toBe(201)
  const list = await send('post', 'shopping-lists', { title: 'Weekly shop' })
  const lines = ['200 g flour', '100 g butter', '3 lemons', '1 l milk', 'dish soap', '2 cups flour']
  const added = await send<TShoppingItemsChange>(
    'post',
    `shopping-lists/${list.id}/items`,
    lines.map((title) => ({ title, recipeId: tart.id })),
  )
  const soap = added.items.find((item) => item.title === 'dish soap')!
  await send('put', `shopping-lists/${list.id}/items`, { itemIds: [soap.id], completed: true })
  const plan = await send('post', 'meal-plans', { title: 'This week' })
  await send('post', `meal-plans/${plan.id}/items`, [
    { recipeId: tart.id, scheduledDate: today(), meal: 'dinner', servings: 8 },
    { title: 'Porridge', scheduledDate: today(), meal: 'breakfast', notes: 'with honey' },
  ])
  return {
    cook,
    newcomer: await registerByApi(request, newAccount('Nigel Slater')),
    tartId: tart.id,
    othersRecipeId: ((await theirs.json()) as { id: string }).id,
    listId: list.id,
    planId: plan.id,
  }
}
