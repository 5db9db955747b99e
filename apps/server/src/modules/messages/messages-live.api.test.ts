import type { TMessage } from '@rosemary/shared/contract'
import { expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { openSocket } from '../../test/sockets.ts'
import { befriend } from '../../test/social.ts'
import { createRecipe } from '../../test/recipes.ts'

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
