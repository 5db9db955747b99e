/**
 * Messages between friends. A message may carry a recipe: the recipient gets a copy in their inbox folder,
 * and each side sees the recipe that is theirs (the sender the original, the recipient the copy).
 */
import { z } from 'zod'
import { ZId, ZMultiLine, ZTimestamp } from './common.ts'
import { INSTANT_YEARS, ZInstant } from './dates.ts'
import { defineEndpoints } from './endpoint.ts'
import { MAX_MESSAGE_LENGTH, MAX_THREAD_PAGE } from './message-limits.ts'
import { ZOtherUser } from './social.ts'

export { MAX_MESSAGE_LENGTH, MAX_THREAD_PAGE } from './message-limits.ts'

export const ZMessageRecipe = z.object({ id: ZId, title: z.string(), imageUrl: z.string().nullable() })

export const ZMessage = z.object({
  id: ZId,
  fromUser: ZOtherUser,
  toUser: ZOtherUser,
  body: z.string(),
  /** The viewer's own recipe: the sender's original or the recipient's copy; null when none or deleted. */
  recipe: ZMessageRecipe.nullable(),
  createdAt: ZTimestamp,
  readAt: ZTimestamp.nullable(),
})
export type TMessage = z.output<typeof ZMessage>

export const ZThread = z.object({
  otherUser: ZOtherUser,
  messageCount: z.number().int(),
  unreadCount: z.number().int(),
  lastMessage: ZMessage,
})
export type TThread = z.output<typeof ZThread>

export const ZSendMessageRequest = z
  .object({
    /**
     * The sender's own id for the message: sending again with it (after a dropped connection) keeps one
     * message. Made by the server when not given.
     */
    id: ZId.optional(),
    to: ZId,
    body: ZMultiLine.trim()
      .max(MAX_MESSAGE_LENGTH, { error: `A message has at most ${MAX_MESSAGE_LENGTH} characters` })
      .default(''),
    recipeId: ZId.optional(),
  })
  .superRefine((message, ctx) => {
    if (message.body === '' && !message.recipeId)
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'Write a message or choose a recipe' })
  })
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>

const pageSize = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1, { error: 'At least 1' })
    .max(MAX_THREAD_PAGE, { error: `At most ${MAX_THREAD_PAGE}` })
    .default(fallback)

export const messagesEndpoints = defineEndpoints({
  'POST /messages': {
    summary:
      "Send a message to a friend, with a text, a recipe of mine (copied into their inbox), or both. Both people's open sockets get a `messages:new` frame, and the recipient's devices without one a Web Push. With `id` (a UUID of the client's making) a retry is safe: the same id, person, text and recipe again answers the message already stored, with nothing stored, sent or pushed again; an id that is another message's is 409. 400 empty, too long or to myself; 403 not friends; 404 unknown person or recipe (not mine); limited per account (MESSAGE_RATE_LIMIT_PER_MINUTE)",
    tag: 'messages',
    access: 'user',
    status: 201,
    body: ZSendMessageRequest,
    response: ZMessage,
    errors: [403, 404, 409, 429],
  },
  'GET /messages/threads': {
    summary: `One row per person I exchanged messages with, the most recent first; \`before\` (a lastMessage.createdAt) pages on (400 outside the years ${INSTANT_YEARS.min} to ${INSTANT_YEARS.max})`,
    tag: 'messages',
    access: 'user',
    query: z.object({ limit: pageSize(50), before: ZInstant.optional() }),
    response: z.array(ZThread),
  },
  'GET /messages': {
    summary:
      'A thread with one person, oldest first: the newest `limit` messages, or those before the message `before`; reading it marks what came to me as read. 404 unknown person, or `before` not a message of this thread',
    tag: 'messages',
    access: 'user',
    query: z.object({ user: ZId, limit: pageSize(50), before: ZId.optional() }),
    response: z.array(ZMessage),
    errors: [404],
  },
})

/** The live frame each open socket of both people gets when a message is sent. */
export interface MessagesNewFrame {
  type: 'messages:new'
  data: { message: TMessage }
}
