/**
 * Messages between friends. A recipe sent along is copied into the recipient's inbox (fields and pictures,
 * not labels) in the same transaction as the message and both people's thread rows. After the commit each
 * person's open apps get the message as they see it, and the recipient's devices without an open app a push.
 *
 * A message may carry the sender's own id for it: sent again with that id (the answer was lost on the way)
 * it is answered as it was stored, with nothing stored, announced or pushed again. An id that is another
 * message's (someone else's, or another text) is refused with 409, showing nothing of that message.
 */
import type { MessagesNewFrame, TMessage, TSendMessageRequest } from '@rosemary/shared/contract'
import type { FastifyBaseLogger } from 'fastify'
import { AppError, isUniqueViolation, notFound } from '../../errors.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import { publishRecipeUpdates } from '../recipes/recipe-events.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import { type MessagePush, messagePush } from './message-notification.ts'
import type { MessageRepos, MessageStore } from './message-store.ts'
import type { MessageView } from './messages.repository.ts'
import { type People, presentMessage, presentThread } from './messages.presenter.ts'

export interface MessagesDeps {
  store: MessageStore
  bus: EventBus
  now: () => Date
  logger: FastifyBaseLogger
  /** Sends a push to the user's devices that have no open app; never throws, never waits for the send. */
  push: (userId: string, payload: MessagePush) => void
}

/** The sender's recipe copied into the recipient's inbox, pictures shared by reference; its id. */
async function copyRecipe(
  repos: MessageRepos,
  senderId: string,
  recipientId: string,
  recipeId: string,
  at: Date,
) {
  const original = await repos.recipes.findById(recipeId)
  if (original?.userId !== senderId) throw notFound('Recipe')
  const { title, description, yield: makes, activeTime, totalTime, source, url, notes } = original
  const { ingredients, instructions, rating } = original
  const copyId = await repos.recipes.insert({
    ...{ title, description, yield: makes, activeTime, totalTime, source, url, notes, ingredients },
    ...{ instructions, rating, userId: recipientId, fromUserId: senderId, folder: 'inbox' },
    createdAt: at,
    updatedAt: at,
  })
  const images = await repos.images.forRecipe(recipeId)
  await repos.images.setForRecipe(
    copyId,
    images.map((image) => image.id),
    true,
  )
  const firstImageId = images[0]?.id ?? null
  return { copyId, original: { id: original.id, title, firstImageId } }
}

export function createMessagesService(deps: MessagesDeps) {
  const { store, bus, now } = deps

  const publish = (userId: string, message: TMessage) => {
    const frame: MessagesNewFrame = { type: 'messages:new', data: { message } }
    return bus
      .publish(userId, frame)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'could not publish a new message'))
  }

  const idTaken = () =>
    new AppError('id_taken', 'This id belongs to another message', { id: 'Make a new id for a new message' })

  /** The message this request already stored, as its sender sees it; null when the id is new. */
  async function storedBefore(
    from: string,
    input: TSendMessageRequest,
    id: string,
  ): Promise<TMessage | null> {
    const { messages } = store.repos
    const sent = await messages.sentAs(id)
    if (!sent) return null
    const same =
      sent.fromUserId === from &&
      sent.toUserId === input.to &&
      sent.body === (input.body ?? '') &&
      sent.originalRecipeId === (input.recipeId ?? null)
    if (!same) throw idTaken()
    const view = await messages.view(id, from)
    if (!view) return null
    return presentMessage(view, await messages.people([from, input.to]))
  }

  async function existingPerson(id: string): Promise<People> {
    const people = await store.repos.messages.people([id])
    if (!people.has(id)) throw notFound('User')
    return people
  }

  /** The message, its recipe's copy and both people's thread rows, in one transaction. */
  function storeMessage(from: string, input: TSendMessageRequest, at: Date) {
    const { to } = input
    return store.transaction(async (repos) => {
      const copy = input.recipeId ? await copyRecipe(repos, from, to, input.recipeId, at) : null
      const id = await repos.messages.insert({
        ...{ id: input.id, fromUserId: from, toUserId: to, body: input.body ?? '', createdAt: at },
        recipeId: copy?.copyId ?? null,
        originalRecipeId: copy?.original.id ?? null,
      })
      // Both rows in the same order whoever sends: messages crossing each other would deadlock otherwise.
      const sides = [
        { userId: from, otherId: to, unread: 0 as const },
        { userId: to, otherId: from, unread: 1 as const },
      ].sort((a, b) => (a.userId < b.userId ? -1 : 1))
      for (const side of sides)
        await repos.threads.countInThread(side.userId, side.otherId, id, at, side.unread)
      return { id, copy }
    })
  }

  type Stored = Awaited<ReturnType<typeof storeMessage>>

  /** After the commit: each person's apps get the message as they see it, the recipient's devices a push. */
  async function announce(from: string, to: string, body: string, at: Date, sent: Stored) {
    const people = await store.repos.messages.people([from, to])
    const base = { id: sent.id, fromUserId: from, toUserId: to, body, createdAt: at, readAt: null }
    const original = sent.copy?.original ?? null
    const asSent: MessageView = { ...base, recipe: original }
    const asReceived: MessageView = {
      ...base,
      recipe: sent.copy && original ? { ...original, id: sent.copy.copyId } : null,
    }
    const forSender = presentMessage(asSent, people)
    const forRecipient = presentMessage(asReceived, people)
    // The inbox count of the recipient changed.
    if (sent.copy) publishRecipeUpdates(bus, to, [sent.copy.copyId])
    void publish(to, forRecipient)
    // The sender's other devices show it in the thread too.
    void publish(from, forSender)
    deps.push(to, messagePush(forRecipient))
    return forSender
  }

  return {
    async send(session: AuthSession, input: TSendMessageRequest): Promise<TMessage> {
      const from = session.userId
      const { to, id } = input
      const earlier = id ? await storedBefore(from, input, id) : null
      if (earlier) return earlier
      if (to === from)
        throw new AppError('invalid_input', 'You cannot message yourself', { to: 'Choose a friend' })
      await existingPerson(to)
      if (!(await store.repos.friends.areFriends(from, to)))
        throw new AppError('forbidden', 'Only friends can send each other messages')
      const at = now()
      let sent: Stored
      try {
        sent = await storeMessage(from, input, at)
      } catch (error) {
        // The same id sent twice at once: the other request stored it while this one waited.
        const stored =
          id && isUniqueViolation(error, 'messages_pkey') ? await storedBefore(from, input, id) : null
        if (stored) return stored
        throw error
      }
      return announce(from, to, input.body ?? '', at, sent)
    },

    /** Oldest first; reading marks what came to the viewer as read. */
    async thread(session: AuthSession, otherId: string, limit: number, before?: string): Promise<TMessage[]> {
      const { messages } = store.repos
      const people = await messages.people([session.userId, otherId])
      if (!people.has(otherId)) throw notFound('User')
      if (before && !(await messages.isInThread(before, session.userId, otherId))) throw notFound('Message')
      await messages.markRead(session.userId, otherId, now())
      const views = await messages.thread(session.userId, otherId, limit, before)
      return views.reverse().map((view) => presentMessage(view, people))
    },

    async threads(session: AuthSession, limit: number, before?: string) {
      const { messages } = store.repos
      const threads = await store.repos.threads.threads(
        session.userId,
        limit,
        before ? new Date(before) : undefined,
      )
      const people = await messages.people([session.userId])
      for (const thread of threads) people.set(thread.otherUserId, thread.other)
      return threads.map((thread) => presentThread(thread, people))
    },

    countFor: (userId: string) => store.repos.threads.countFor(userId),
  }
}

export type MessagesService = ReturnType<typeof createMessagesService>
