/** Toasts with the durations of spec §9. */
import { notifications } from '@mantine/notifications'
import { createElement, type ReactNode } from 'react'
import { type FriendNotice, FriendToast } from './FriendToast.tsx'
import { NewMessageToast } from './NewMessageToast.tsx'
import { requestOverlays } from './overlays-state.ts'

export const TOAST_DURATION_MS = { auth: 6000, error: 5000, message: 7000, friend: 7000, info: 4000 } as const

export function toastAuth(message: ReactNode): void {
  requestOverlays()
  notifications.show({ message, color: 'red', autoClose: TOAST_DURATION_MS.auth, 'data-toast': 'auth' })
}

export function toastError(message: ReactNode): void {
  requestOverlays()
  notifications.show({ message, color: 'red', autoClose: TOAST_DURATION_MS.error, 'data-toast': 'error' })
}

export function toastInfo(message: ReactNode): void {
  requestOverlays()
  notifications.show({ message, autoClose: TOAST_DURATION_MS.info, 'data-toast': 'info' })
}

/** A message came to me while its thread is not on screen: who from, and a View button opening it. */
export function toastNewMessage(name: string, threadPath: string): void {
  requestOverlays()
  const id = notifications.show({
    message: createElement(NewMessageToast, { name, path: threadPath, onView: () => notifications.hide(id) }),
    autoClose: TOAST_DURATION_MS.message,
    'data-toast': 'new-message',
  })
}

/** Someone asked to be my friend, or accepted my request: who, and a View button opening the people page. */
export function toastFriend(notice: FriendNotice, peoplePath: string): void {
  requestOverlays()
  const id = notifications.show({
    message: createElement(FriendToast, { notice, path: peoplePath, onView: () => notifications.hide(id) }),
    autoClose: TOAST_DURATION_MS.friend,
    'data-toast': `friend-${notice.kind}`,
  })
}
