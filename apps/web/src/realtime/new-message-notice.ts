/**
 * The `messages:new` listener of spec §4, registered at start: a message that came to me while I am not on
 * its thread's page shows the toast of spec §8 ("New message from …", a View button, 7000 ms, spec §9).
 * Every open socket of both people gets the frame, so my own message from another device shows nothing:
 * telling the two apart needs my id, asked of the server once per session.
 */
import type { TMessage } from '@rosemary/shared/contract'
import { IGNORE_FAILURES, request } from '../api/client.ts'
import { tokenStore } from '../auth/session.ts'
import { loadPageTexts } from '../i18n/i18n.ts'
import { onSocketMessage } from './socket.ts'

let myId: { token: string; id: Promise<string | null> } | null = null

/** My user id for the current session, or null when the server cannot tell it now. */
export function myUserId(): Promise<string | null> {
  const token = tokenStore.get()
  if (!token) return Promise.resolve(null)
  if (myId?.token !== token) {
    const id = request('GET /users/', undefined, IGNORE_FAILURES).then((result) =>
      result.success ? result.data.id : null,
    )
    myId = { token, id }
    // A failure is not remembered: the next message asks again.
    void id.then((found) => {
      if (found === null && myId?.id === id) myId = null
    })
  }
  return myId.id
}

/** The hash route of a thread, as the router shows it. */
export const threadPath = (otherUserId: string) => `/messages/${otherUserId}`

function isShowing(path: string): boolean {
  return window.location.hash.replace(/^#/, '').split('?')[0] === path
}

/** The message of a `messages:new` frame, or null for anything else (frames come from the network). */
export function messageOfFrame(data: unknown): TMessage | null {
  const message = (data as { message?: Partial<TMessage> } | null)?.message
  return message && typeof message.id === 'string' && message.fromUser && message.toUser
    ? (message as TMessage)
    : null
}

export type ShowNotice = (message: TMessage) => void

async function showNewMessageToast(message: TMessage): Promise<void> {
  // The toast's code loads with the overlays; its text is in the page texts.
  const [{ toastNewMessage }] = await Promise.all([import('../app/notify.ts'), loadPageTexts()])
  toastNewMessage(message.fromUser.name, threadPath(message.fromUser.id))
}

export function startNewMessageNotices(show: ShowNotice = (message) => void showNewMessageToast(message)) {
  return onSocketMessage('messages:new', (data) => {
    const message = messageOfFrame(data)
    if (!message) return
    const thread = threadPath(message.fromUser.id)
    // Read now and again once my id is known: on the thread at either moment, it is seen there.
    const seenOnArrival = isShowing(thread)
    void myUserId().then((me) => {
      if (me === null || message.fromUser.id === me || seenOnArrival || isShowing(thread)) return
      show(message)
    })
  })
}
