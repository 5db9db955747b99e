/** The app as it runs: items classified and recipes scaled by the shared shopping rules. */
import { expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { addItems, addMeals, createList, createPlan } from '../../test/planning.ts'
import { createRecipe } from '../../test/recipes.ts'

test('the shared rules give items their word and aisle, and scale recipe lines', async ({ api, user }) => {
  const list = await createList(api, user)
  const { items } = await addItems(api, user, list.id, [{ title: '2 cartons of Milk' }])
  expect(items[0]).toMatchObject({ groupTitle: 'milk', categoryTitle: 'dairy' })
  const recipe = await createRecipe(api, user.token, { yield: '2 servings', ingredients: '1 cup flour' })
  const plan = await createPlan(api, user)
  const [meal] = await addMeals(api, user, plan.id, [
    { recipeId: recipe.id, scheduledDate: '2026-03-02', meal: 'dinner', servings: 4 },
  ])
  const added = await api.call('POST /shopping-lists/:id/items/from-meal-plan', {
    token: user.token,
    params: { id: list.id },
    body: { mealPlanId: plan.id, mealPlanItemIds: [meal!.id] },
  })
  // The unit's plural is the shared scaler's business; the amount doubled is this module's.
  expect(added.body).toMatchObject({
    items: [{ title: expect.stringMatching(/^2 cups? flour$/), groupTitle: 'flour' }],
  })
})

test('a meal at an awkward number of servings brings amounts a shopper can buy, the exact ones kept', async ({
  api,
  user,
}) => {
  const list = await createList(api, user)
  const recipe = await createRecipe(api, user.token, {
    yield: '4 servings',
    ingredients: '2 onions\n4 cloves garlic\n500 g minced beef\n700 ml passata\n1 cup flour\nsalt',
  })
  const plan = await createPlan(api, user)
  const [meal] = await addMeals(api, user, plan.id, [
    { recipeId: recipe.id, scheduledDate: '2026-03-02', meal: 'dinner', servings: 1 },
  ])
  const added = await api.call('POST /shopping-lists/:id/items/from-meal-plan', {
    token: user.token,
    params: { id: list.id },
    body: { mealPlanId: plan.id, mealPlanItemIds: [meal!.id] },
  })
  expect(added.status).toBe(201)
  const items = (added.body as { items: { title: string; exactTitle: string | null }[] }).items
  expect(items.map((item) => [item.title, item.exactTitle])).toEqual([
    ['1 onion', '0.5 onion'],
    ['1 clove garlic', null],
    ['125 g minced beef', null],
    ['175 ml passata', null],
    ['1/4 cup flour', null],
    ['salt', null],
  ])
})

test('three servings of four: whole things rounded up, grams and millilitres in steps', async ({
  api,
  user,
}) => {
  const list = await createList(api, user)
  const recipe = await createRecipe(api, user.token, {
    yield: '6',
    ingredients: '1 onion\n2 cloves garlic\n500 g minced beef\n700 ml passata',
  })
  const plan = await createPlan(api, user)
  const [meal] = await addMeals(api, user, plan.id, [
    { recipeId: recipe.id, scheduledDate: '2026-03-02', meal: 'dinner', servings: 4 },
  ])
  const added = await api.call('POST /shopping-lists/:id/items/from-meal-plan', {
    token: user.token,
    params: { id: list.id },
    body: { mealPlanId: plan.id, mealPlanItemIds: [meal!.id] },
  })
  const items = (added.body as { items: { title: string; exactTitle: string | null }[] }).items
  expect(items.map((item) => [item.title, item.exactTitle])).toEqual([
    ['1 onion', '0.67 onion'],
    ['2 cloves garlic', '1.33 cloves garlic'],
    ['335 g minced beef', '333.33 g minced beef'],
    ['465 ml passata', '466.67 ml passata'],
  ])
})
