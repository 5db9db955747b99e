/** Messages and threads to the contract's shapes, from the viewer's side. */
import type { TMessage, TThread } from '@rosemary/shared/contract'
import { imageUrl } from '../images/image-urls.ts'
import { presentPerson } from '../profiles/other-user.ts'
import type { MessageView, Person } from './messages.repository.ts'

export type People = Map<string, Person>

export function presentMessage(message: MessageView, people: People): TMessage {
  const { recipe } = message
  return {
    id: message.id,
    fromUser: presentPerson(people.get(message.fromUserId), message.fromUserId),
    toUser: presentPerson(people.get(message.toUserId), message.toUserId),
    body: message.body,
    recipe: recipe
      ? {
          id: recipe.id,
          title: recipe.title,
          imageUrl: recipe.firstImageId ? imageUrl(recipe.firstImageId, 'thumb') : null,
        }
      : null,
    createdAt: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
  }
}

export function presentThread(
  thread: { otherUserId: string; messageCount: number; unreadCount: number; lastMessage: MessageView },
  people: People,
): TThread {
  return {
    otherUser: presentPerson(people.get(thread.otherUserId), thread.otherUserId),
    messageCount: thread.messageCount,
    unreadCount: thread.unreadCount,
    lastMessage: presentMessage(thread.lastMessage, people),
  }
}
