/**
 * Keeps the installed app up to date: the service worker is registered, and a new version it finds waits
 * for the person's Reload on the "new version" notice (update-flow.ts says when and what then).
 */
import { notifications } from '@mantine/notifications'
import { createElement } from 'react'
import type { registerSW } from 'virtual:pwa-register'
import { loadPageTexts } from '../i18n/i18n.ts'
import { requestOverlays } from './overlays-state.ts'
import { createUpdateFlow } from './update-flow.ts'

const NOTICE_ID = 'app-update'

async function showUpdateNotice(onReload: () => void): Promise<void> {
  // The notice's buttons load only when a new version waits: a first visit does not pay for them.
  const [{ UpdateNotice }] = await Promise.all([import('./UpdateNotice.tsx'), loadPageTexts()])
  requestOverlays()
  notifications.hide(NOTICE_ID)
  notifications.show({
    id: NOTICE_ID,
    message: createElement(UpdateNotice, { onReload }),
    autoClose: false,
    'data-toast': 'update',
  })
}

/** Registers the worker with vite-plugin-pwa's registerSW (the tests' own, as theirs cannot be loaded). */
export function startUpdates(register: typeof registerSW, reload = () => window.location.reload()): void {
  let registration: ServiceWorkerRegistration | undefined
  const flow = createUpdateFlow({
    check: () => registration?.update() ?? Promise.resolve(),
    showNotice: () => void showUpdateNotice(() => flow.reloadRequested()),
    activate: () => void activate(),
    reload,
    isOnline: () => navigator.onLine,
  })
  const activate = register({
    onNeedRefresh: () => flow.newVersionWaiting(),
    // Called when a new worker has taken over from the one this page started with.
    onNeedReload: () => flow.controllerChanged(),
    onRegisteredSW: (_url, found) => {
      registration = found
      flow.start()
    },
    // Without a worker the app works as a web page: no offline shell, no updates to offer.
    onRegisterError: () => undefined,
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flow.visible()
  })
}
