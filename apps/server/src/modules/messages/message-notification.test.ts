import type { TMessage } from '@rosemary/shared/contract'
import { expect, test } from 'vitest'
import { messagePush, PREVIEW_LENGTH } from './message-notification.ts'

const person = (id: string, name: string) => ({ id, name, handle: null, profileImageUrl: null })
const message = (body: string, recipe: TMessage['recipe'] = null): TMessage => ({
  id: 'm1',
  fromUser: person('u1', 'Ada'),
  toUser: person('u2', 'Bo'),
  body,
  recipe,
  createdAt: new Date(0).toISOString(),
  readAt: null,
})

test('names the sender, opens the thread, previews the text on one line', () => {
  expect(messagePush(message('Hello\n\n  there'))).toEqual({
    title: 'New message from Ada',
    body: 'Hello there',
    url: '/#/messages/u1',
    messageId: 'm1',
  })
})

test('a recipe alone shows its title; a long text is cut with an ellipsis', () => {
  expect(messagePush(message('', { id: 'r1', title: 'Soup', imageUrl: null })).body).toBe('Soup')
  const long = messagePush(message('word '.repeat(500))).body
  expect(long).toHaveLength(PREVIEW_LENGTH)
  expect(long.endsWith('…')).toBe(true)
})
