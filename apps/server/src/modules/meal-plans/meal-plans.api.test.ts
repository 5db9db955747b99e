import { DEFAULT_MEAL_TIMES, type TMealPlan, type TMealPlanItem } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { addMeals, createPlan, hearFrames, planningTest as test, readPlan } from '../../test/planning.ts'
import { createRecipe } from '../../test/recipes.ts'
import { befriend } from '../../test/social.ts'

const DAY = '2026-03-02'

describe('a meal plan', () => {
  test('is made with friends, who see it as not theirs, with the default meal times', async ({
    api,
    user,
    makeUser,
  }) => {
    const friend = await makeUser('Bo')
    const stranger = await makeUser()
    await befriend(api, user, friend)
    const plan = await createPlan(api, user, { title: 'March', collaboratorIds: [friend.id] })
    expect(plan).toMatchObject({
      title: 'March',
      owner: { id: user.id },
      collaborators: [{ id: friend.id, name: 'Bo' }],
      isOwner: true,
      items: [],
      itemCount: 0,
      mealTimes: DEFAULT_MEAL_TIMES,
      hasCalendarFeed: false,
    })
    expect(await readPlan(api, friend, plan.id)).toEqual({ ...plan, isOwner: false })
    const refused = await api.call('POST /meal-plans', {
      token: user.token,
      body: { title: 'x', collaboratorIds: [stranger.id] },
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ error: { fields: { collaboratorIds: expect.any(String) } } })
    const byCollaborator = await api.call('PUT /meal-plans/:id', {
      token: friend.token,
      params: { id: plan.id },
      body: { collaboratorIds: [] },
    })
    expect(byCollaborator.status).toBe(403)
    const plans = await api.call('GET /meal-plans', { token: friend.token })
    expect(plans.body).toMatchObject([{ id: plan.id, isOwner: false, itemCount: 0 }])
  })

  test('keeps the meal times set, over the defaults', async ({ api, user }) => {
    const plan = await createPlan(api, user)
    const put = (mealTimes: Record<string, string>) =>
      api.callLoose('PUT /meal-plans/:id', {
        token: user.token,
        params: { id: plan.id },
        body: { mealTimes },
      })
    await put({ dinner: '18:30' })
    const second = await put({ lunch: '13:00' })
    expect((second.body as TMealPlan).mealTimes).toEqual({
      ...DEFAULT_MEAL_TIMES,
      dinner: '18:30',
      lunch: '13:00',
    })
    const bad = await put({ dinner: '25:00' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: { fields: { 'mealTimes.dinner': expect.any(String) } } })
  })

  test('deleted by the owner is gone; left by a collaborator, stays with the owner', async ({
    api,
    user,
    makeUser,
  }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    const kept = await createPlan(api, user, { collaboratorIds: [friend.id] })
    const gone = await createPlan(api, user, { collaboratorIds: [friend.id] })
    await api.call('DELETE /meal-plans/:id', { token: friend.token, params: { id: kept.id } })
    expect((await readPlan(api, user, kept.id)).collaborators).toEqual([])
    await api.call('DELETE /meal-plans/:id', { token: user.token, params: { id: gone.id } })
    for (const [who, id] of [
      [friend, kept.id],
      [friend, gone.id],
      [user, gone.id],
    ] as const)
      expect((await api.call('GET /meal-plans/:id', { token: who.token, params: { id } })).status).toBe(404)
  })
})

describe('meals', () => {
  test('a recipe (its title by default) or a title, by day and meal', async ({ api, user, makeUser }) => {
    const cook = await makeUser()
    const recipe = await createRecipe(api, cook.token, { title: 'Risotto', yield: '4 servings' })
    const plan = await createPlan(api, user)
    const added = await addMeals(api, user, plan.id, [
      { recipeId: recipe.id, scheduledDate: '2026-03-03', meal: 'dinner', servings: 2 },
      { title: 'Leftovers', scheduledDate: DAY, meal: 'dinner', notes: ' cold ' },
      { title: 'Porridge', scheduledDate: '2026-03-03', meal: 'breakfast' },
    ])
    expect(added[0]).toMatchObject({
      title: 'Risotto',
      recipe: { id: recipe.id, title: 'Risotto', yield: '4 servings', imageUrl: null },
      servings: 2,
      addedBy: { id: user.id },
    })
    expect(added[1]).toMatchObject({ title: 'Leftovers', recipe: null, notes: 'cold', servings: null })
    const read = await readPlan(api, user, plan.id)
    expect(read.items.map((meal) => meal.title)).toEqual(['Leftovers', 'Porridge', 'Risotto'])
    expect(read.itemCount).toBe(3)
  })

  test('refuses an unknown recipe, a day that does not exist, and a meal without title or recipe', async ({
    api,
    user,
  }) => {
    const plan = await createPlan(api, user)
    const cases: [unknown, string][] = [
      [{ recipeId: crypto.randomUUID(), scheduledDate: DAY, meal: 'lunch' }, '1.recipeId'],
      [{ title: 'Soup', scheduledDate: '2026-02-30', meal: 'lunch' }, '1.scheduledDate'],
      [{ scheduledDate: DAY, meal: 'lunch' }, '1.title'],
      [{ title: 'x'.repeat(501), scheduledDate: DAY, meal: 'lunch' }, '1.title'],
    ]
    for (const [meal, field] of cases) {
      const response = await api.callLoose('POST /meal-plans/:id/items', {
        token: user.token,
        params: { id: plan.id },
        body: [{ title: 'Fine', scheduledDate: DAY, meal: 'dinner' }, meal],
      })
      expect(response.status, field).toBe(400)
      expect(response.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } })
    }
    expect((await readPlan(api, user, plan.id)).items).toEqual([])
  })

  test('a day outside the years a plan can mean is 400 naming it, wherever a day is given', async ({
    api,
    user,
  }) => {
    const plan = await createPlan(api, user)
    const [meal] = await addMeals(api, user, plan.id, [{ title: 'Soup', scheduledDate: DAY, meal: 'lunch' }])
    const params = { id: plan.id }
    const itemIds = [meal!.id]
    // Year 0000 passed the ISO shape and failed in the database (500); the others never were dates.
    for (const day of ['0000-01-01', '1899-12-31', '2200-01-01', '10000-01-01', '+275760-09-13']) {
      const answers = await Promise.all([
        api.callLoose('POST /meal-plans/:id/items', {
          token: user.token,
          params,
          body: [{ title: 'Late', scheduledDate: day, meal: 'lunch' }],
        }),
        api.callLoose('PUT /meal-plans/:id/items/:itemId', {
          token: user.token,
          params: { ...params, itemId: meal!.id },
          body: { scheduledDate: day },
        }),
        api.callLoose('PUT /meal-plans/:id/items', {
          token: user.token,
          params,
          body: { itemIds, scheduledDate: day },
        }),
        api.callLoose('POST /meal-plans/:id/items/copy', {
          token: user.token,
          params,
          body: { itemIds, scheduledDate: day },
        }),
      ])
      const fields = ['0.scheduledDate', 'scheduledDate', 'scheduledDate', 'scheduledDate']
      answers.forEach((answer, index) => {
        expect(answer.status, `${day} ${index}`).toBe(400)
        expect(answer.body).toMatchObject({
          error: { code: 'invalid_input', fields: { [fields[index]!]: expect.any(String) } },
        })
      })
    }
    expect((await readPlan(api, user, plan.id)).items.map((item) => item.scheduledDate)).toEqual([DAY])
    const edges = await addMeals(api, user, plan.id, [
      { title: 'First', scheduledDate: '1900-01-01', meal: 'lunch' },
      { title: 'Last', scheduledDate: '2199-12-31', meal: 'lunch' },
    ])
    expect(edges.map((item) => item.scheduledDate)).toEqual(['1900-01-01', '2199-12-31'])
  })

  test('sent again with the same id, a meal is kept once; an id of another plan is refused', async ({
    api,
    user,
  }) => {
    const plan = await createPlan(api, user)
    const other = await createPlan(api, user)
    const id = crypto.randomUUID()
    const [first] = await addMeals(api, user, plan.id, [
      { id, title: 'Soup', scheduledDate: DAY, meal: 'lunch' },
    ])
    const again = await addMeals(api, user, plan.id, [
      { id, title: 'Changed', scheduledDate: DAY, meal: 'dinner' },
    ])
    expect(again).toEqual([first])
    const elsewhere = await api.call('POST /meal-plans/:id/items', {
      token: user.token,
      params: { id: other.id },
      body: [{ id, title: 'Soup', scheduledDate: DAY, meal: 'lunch' }],
    })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body).toMatchObject({ error: { fields: { '0.id': expect.any(String) } } })
    expect((await readPlan(api, user, plan.id)).items).toHaveLength(1)
  })

  test('moved and copied in bulk; meals not on the plan are refused and nothing moves', async ({
    api,
    user,
    makeUser,
  }) => {
    const recipe = await createRecipe(api, (await makeUser()).token, { title: 'Stew' })
    const plan = await createPlan(api, user)
    const other = await createPlan(api, user)
    const meals = await addMeals(api, user, plan.id, [
      { recipeId: recipe.id, scheduledDate: DAY, meal: 'dinner', notes: 'big pot', servings: 6 },
      { title: 'Toast', scheduledDate: DAY, meal: 'breakfast' },
    ])
    const [foreign] = await addMeals(api, user, other.id, [{ title: 'X', scheduledDate: DAY, meal: 'lunch' }])
    const ids = meals.map((meal) => meal.id)
    const refused = await api.call('PUT /meal-plans/:id/items', {
      token: user.token,
      params: { id: plan.id },
      body: { itemIds: [...ids, foreign!.id], scheduledDate: '2026-03-09' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ error: { fields: { itemIds: expect.any(String) } } })
    expect((await readPlan(api, user, plan.id)).items.map((meal) => meal.scheduledDate)).toEqual([DAY, DAY])
    const moved = await api.call('PUT /meal-plans/:id/items', {
      token: user.token,
      params: { id: plan.id },
      body: { itemIds: ids, scheduledDate: '2026-03-09', meal: 'lunch' },
    })
    expect((moved.body as TMealPlanItem[]).map((meal) => [meal.scheduledDate, meal.meal])).toEqual([
      ['2026-03-09', 'lunch'],
      ['2026-03-09', 'lunch'],
    ])
    const copied = await api.call('POST /meal-plans/:id/items/copy', {
      token: user.token,
      params: { id: plan.id },
      body: { itemIds: [ids[0]!], scheduledDate: '2026-03-10' },
    })
    expect(copied.status).toBe(201)
    const [copy] = copied.body as TMealPlanItem[]
    expect(copy).toMatchObject({
      title: 'Stew',
      recipe: { id: recipe.id },
      scheduledDate: '2026-03-10',
      meal: 'lunch',
      notes: 'big pot',
      servings: 6,
    })
    expect(copy!.id).not.toBe(ids[0])
    expect((await readPlan(api, user, plan.id)).itemCount).toBe(3)
  })

  test('one meal changed or deleted; 404 when it is not on the plan', async ({ api, user }) => {
    const plan = await createPlan(api, user)
    const other = await createPlan(api, user)
    const [meal] = await addMeals(api, user, plan.id, [{ title: 'Soup', scheduledDate: DAY, meal: 'lunch' }])
    const [foreign] = await addMeals(api, user, other.id, [{ title: 'X', scheduledDate: DAY, meal: 'lunch' }])
    const put = (itemId: string) =>
      api.call('PUT /meal-plans/:id/items/:itemId', {
        token: user.token,
        params: { id: plan.id, itemId },
        body: { title: 'Broth', servings: null, notes: 'hot' },
      })
    expect((await put(meal!.id)).body).toMatchObject({ title: 'Broth', notes: 'hot', servings: null })
    expect((await put(foreign!.id)).status).toBe(404)
    const remove = (itemId: string) =>
      api.call('DELETE /meal-plans/:id/items/:itemId', { token: user.token, params: { id: plan.id, itemId } })
    expect((await remove(foreign!.id)).status).toBe(404)
    expect((await remove(meal!.id)).status).toBe(200)
    expect((await remove(meal!.id)).status).toBe(404)
    expect((await readPlan(api, user, other.id)).items).toHaveLength(1)
  })

  test('deleted in bulk; ids already gone are ignored', async ({ api, user }) => {
    const plan = await createPlan(api, user)
    const meals = await addMeals(api, user, plan.id, [
      { title: 'A', scheduledDate: DAY, meal: 'lunch' },
      { title: 'B', scheduledDate: DAY, meal: 'lunch' },
    ])
    const response = await api.call('POST /meal-plans/:id/items/delete', {
      token: user.token,
      params: { id: plan.id },
      body: { itemIds: [meals[0]!.id, crypto.randomUUID()] },
    })
    expect(response.body).toEqual({ deletedIds: [meals[0]!.id] })
    expect((await readPlan(api, user, plan.id)).items.map((meal) => meal.title)).toEqual(['B'])
  })

  test('members hear each change; a removed collaborator once more, then nothing', async ({
    api,
    bus,
    user,
    makeUser,
  }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    const plan = await createPlan(api, user, { collaboratorIds: [friend.id] })
    const heard = hearFrames(bus, [user, friend])
    const updated = { type: 'mealplan:updated', data: { mealPlanId: plan.id } }
    await addMeals(api, user, plan.id, [{ title: 'Soup', scheduledDate: DAY, meal: 'lunch' }])
    await api.call('PUT /meal-plans/:id', {
      token: user.token,
      params: { id: plan.id },
      body: { collaboratorIds: [] },
    })
    await addMeals(api, user, plan.id, [{ title: 'Pie', scheduledDate: DAY, meal: 'dinner' }])
    expect(heard.of(friend)).toEqual([updated, updated])
    expect(heard.of(user)).toEqual([updated, updated, updated])
    heard.stop()
  })
})
