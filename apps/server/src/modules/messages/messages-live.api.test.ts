import type { AddressInfo } from 'node:net'
import type { TMessage } from '@rosemary/shared/contract'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { WebSocket } from 'ws'
import { test } from '../../test/fixtures.ts'
import { befriend } from '../../test/social.ts'
import { createRecipe } from '../../test/recipes.ts'

async function openSocket(app: FastifyInstance, token: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const socket = new WebSocket(`ws://127.0.0.1:${port}/grip/ws?token=${token}`)
  const frames: { type: string; data: unknown }[] = []
  socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as (typeof frames)[number]))
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve())
    socket.on('error', reject)
  })
  return { socket, frames }
}

const newMessages = (frames: { type: string; data: unknown }[]) =>
  frames
    .filter((frame) => frame.type === 'messages:new')
    .map((frame) => (frame.data as { message: TMessage }).message)

test('a message reaches every open socket of both people over a real websocket, each seeing their own recipe', async ({
  app,
  api,
  bus,
  user,
  makeUser,
}) => {
  const friend = await makeUser('Bo')
  const stranger = await makeUser()
  await befriend(api, user, friend)
  const theirPhone = await openSocket(app, friend.token)
  const theirLaptop = await openSocket(app, friend.token)
  const myOtherDevice = await openSocket(app, user.token)
  const strangers = await openSocket(app, stranger.token)
  await expect.poll(() => bus.subscriberCount(friend.id) + bus.subscriberCount(user.id)).toBe(3)

  const recipe = await createRecipe(api, user.token)
  const sent = await api.call('POST /messages', {
    token: user.token,
    body: { to: friend.id, body: 'Try this', recipeId: recipe.id },
  })
  expect(sent.status).toBe(201)
  const message = sent.body as TMessage

  await expect.poll(() => newMessages(theirPhone.frames)).toHaveLength(1)
  await expect.poll(() => newMessages(theirLaptop.frames)).toHaveLength(1)
  await expect.poll(() => newMessages(myOtherDevice.frames)).toEqual([message])
  const [received] = newMessages(theirPhone.frames)
  expect(received).toEqual({ ...message, recipe: { ...message.recipe, id: expect.any(String) } })
  expect(received!.recipe!.id).not.toBe(recipe.id)
  // The copy in the inbox is announced to the recipient, so the inbox count reloads.
  expect(theirPhone.frames).toContainEqual({
    type: 'recipe:update',
    data: { recipeId: received!.recipe!.id },
  })
  expect(strangers.frames).toEqual([])
  for (const { socket } of [theirPhone, theirLaptop, myOtherDevice, strangers]) socket.close()
})
