/** What a Web Push of a new message says (the service worker shows it and opens `url` on a click). */
import type { MessagePushPayload, TMessage } from '@rosemary/shared/contract'

/** Push services take about 4 kB of payload; a preview needs far less. */
export const PREVIEW_LENGTH = 140

export type MessagePush = MessagePushPayload

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= PREVIEW_LENGTH ? flat : `${flat.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…`
}

export function messagePush(message: TMessage): MessagePush {
  return {
    title: `New message from ${message.fromUser.name || 'a friend'}`,
    body: preview(message.body !== '' ? message.body : (message.recipe?.title ?? '')),
    url: `/#/messages/${message.fromUser.id}`,
    messageId: message.id,
  }
}
