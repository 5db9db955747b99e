/** Adding the lines of a meal plan's recipes to a list. */
import { describe, expect } from 'vitest'
import { addMeals, createList, createPlan, planningTest as test, readList } from '../../test/planning.ts'
import { createRecipe } from '../../test/recipes.ts'
import { befriend } from '../../test/social.ts'

const DAY = '2026-03-02'

describe('items from a meal plan', () => {
  test("each meal's recipe lines scaled by its servings over the yield; a meal without a recipe by its title", async ({
    api,
    user,
    makeUser,
  }) => {
    const cook = await makeUser()
    const recipe = await createRecipe(api, cook.token, {
      title: 'Pancakes',
      yield: '4',
      ingredients: '[Batter]\n2 eggs\n300 ml milk\nsalt',
    })
    const plan = await createPlan(api, user)
    const meals = await addMeals(api, user, plan.id, [
      { recipeId: recipe.id, scheduledDate: DAY, meal: 'breakfast', servings: 8 },
      { title: 'Fruit salad', scheduledDate: DAY, meal: 'snacks' },
      { recipeId: recipe.id, scheduledDate: DAY, meal: 'dinner' },
    ])
    const list = await createList(api, user)
    const response = await api.call('POST /shopping-lists/:id/items/from-meal-plan', {
      token: user.token,
      params: { id: list.id },
      body: { mealPlanId: plan.id, mealPlanItemIds: meals.map((meal) => meal.id) },
    })
    expect(response.status).toBe(201)
    const read = await readList(api, user, list.id)
    expect(read.items.map((item) => [item.title, item.recipeTitle, item.mealPlanItemId])).toEqual([
      ['4 eggs', 'Pancakes', meals[0]!.id],
      ['600 ml milk', 'Pancakes', meals[0]!.id],
      ['salt', 'Pancakes', meals[0]!.id],
      ['Fruit salad', null, meals[1]!.id],
      ['2 eggs', 'Pancakes', meals[2]!.id],
      ['300 ml milk', 'Pancakes', meals[2]!.id],
      ['salt', 'Pancakes', meals[2]!.id],
    ])
    expect(read.items[0]!.recipeId).toBe(recipe.id)
    expect(read.items[1]!.categoryTitle).toBe('dairy')
  })

  test('an amount rounded for the shop keeps the exact one; renaming the item lets it go', async ({
    api,
    user,
  }) => {
    const recipe = await createRecipe(api, user.token, { yield: '4', ingredients: '2 onions\n8 eggs' })
    const plan = await createPlan(api, user)
    const meals = await addMeals(api, user, plan.id, [
      { recipeId: recipe.id, scheduledDate: DAY, meal: 'dinner', servings: 3 },
    ])
    const list = await createList(api, user)
    await api.call('POST /shopping-lists/:id/items/from-meal-plan', {
      token: user.token,
      params: { id: list.id },
      body: { mealPlanId: plan.id, mealPlanItemIds: meals.map((meal) => meal.id) },
    })
    const read = await readList(api, user, list.id)
    expect(read.items.map((item) => [item.title, item.exactTitle])).toEqual([
      ['2 onions', '1.5 onions'],
      ['6 eggs', null],
    ])
    const renamed = await api.call('PUT /shopping-lists/:id/items', {
      token: user.token,
      params: { id: list.id },
      body: { itemIds: [read.items[0]!.id], title: '3 onions' },
    })
    expect(renamed.body).toMatchObject({ items: [{ title: '3 onions', exactTitle: null }] })
  })

  test('a plan I do not share is not found; meals not on the plan are refused', async ({
    api,
    user,
    makeUser,
  }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    const theirs = await createPlan(api, friend)
    const [theirMeal] = await addMeals(api, friend, theirs.id, [
      { title: 'Soup', scheduledDate: DAY, meal: 'lunch' },
    ])
    const mine = await createPlan(api, user)
    const list = await createList(api, user)
    const add = (mealPlanId: string, mealPlanItemIds: string[]) =>
      api.call('POST /shopping-lists/:id/items/from-meal-plan', {
        token: user.token,
        params: { id: list.id },
        body: { mealPlanId, mealPlanItemIds },
      })
    expect((await add(theirs.id, [theirMeal!.id])).status).toBe(404)
    expect((await add(crypto.randomUUID(), [theirMeal!.id])).status).toBe(404)
    const notOnPlan = await add(mine.id, [theirMeal!.id])
    expect(notOnPlan.status).toBe(400)
    expect(notOnPlan.body).toMatchObject({ error: { fields: { mealPlanItemIds: expect.any(String) } } })
    expect((await readList(api, user, list.id)).items).toEqual([])
  })
})
