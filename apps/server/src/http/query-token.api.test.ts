/**
 * A session token in the URL (`?token=`) signs in only where a browser opens the URL itself and cannot send
 * the header: print pages, exports and the live socket. Everywhere else it is as if no token were sent.
 */
import type { AddressInfo } from 'node:net'
import { describe, expect } from 'vitest'
import { WebSocket } from 'ws'
import { createList, planningTest as test } from '../test/planning.ts'
import { createRecipe } from '../test/recipes.ts'
import { befriend } from '../test/social.ts'

describe('a session token in the query', () => {
  test('is refused by the JSON API: 401, and nothing is done', async ({ api, user, makeUser }) => {
    const friend = await makeUser()
    await befriend(api, user, friend)
    const token = encodeURIComponent(user.token)
    const answers = await Promise.all([
      api.raw({
        method: 'POST',
        url: `/api/messages?token=${token}`,
        payload: { to: friend.id, body: 'Sent with the token in the URL' },
      }),
      api.raw({ method: 'GET', url: `/api/users/?token=${token}` }),
      api.raw({ method: 'GET', url: `/api/recipes/by-page?token=${token}` }),
      api.raw({ method: 'GET', url: `/api/meal-plans?token=${token}` }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ error: { code: 'unauthorized' } })
    }
    const threads = await api.call('GET /messages/threads', { token: friend.token })
    expect(threads.body).toEqual([])
  })

  test('signs in where the browser opens the URL itself: print pages, exports, the live socket', async ({
    app,
    api,
    user,
  }) => {
    const recipe = await createRecipe(api, user.token, { title: 'Printed soup', labels: ['only-mine'] })
    const list = await createList(api, user)
    const token = encodeURIComponent(user.token)
    const exported = await api.raw({ method: 'GET', url: `/api/data/export/txt?token=${token}` })
    expect(exported.status).toBe(200)
    expect(String(exported.body)).toContain('Printed soup')
    const listPage = await api.raw({
      method: 'GET',
      url: `/api/print/shoppingList/${list.id}?token=${token}`,
    })
    expect(listPage.status).toBe(200)
    // The recipe's page is anyone's; its labels only its owner's, signed in by the query's token.
    const recipePage = await api.raw({
      method: 'GET',
      url: `/api/print/?recipeId=${recipe.id}&token=${token}`,
    })
    expect(String(recipePage.body)).toContain('only-mine')

    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const socket = new WebSocket(`ws://127.0.0.1:${port}/grip/ws?token=${token}`)
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
    await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject))
    // A refused token closes at once with 4401; this one stays open until we close it.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(socket.readyState).toBe(WebSocket.OPEN)
    socket.close()
    expect(await closed).toBe(1005)
  })

  test('the API description names the query token only on the routes that take it', async ({ api }) => {
    const document = (await api.raw({ method: 'GET', url: '/api/docs/json' })).body as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>
    }
    const schemes = (path: string) =>
      (document.paths[path]?.get?.security ?? []).flatMap((option) => Object.keys(option))
    expect(schemes('/api/users/')).toEqual(['bearer'])
    expect(schemes('/api/data/export/{format}')).toContain('queryToken')
    expect(schemes('/api/print/shoppingList/{id}')).toContain('queryToken')
  })
})
