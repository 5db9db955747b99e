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
