/** Toasts with the durations of spec §9. */
import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import { requestOverlays } from './overlays-state.ts'

export const TOAST_DURATION_MS = { auth: 6000, error: 5000, message: 7000, info: 4000 } as const

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
