/**
 * The start, once main.tsx has loaded React DOM: choose the language, install the request layer's default
 * failure handling, render, then start what runs in the background (capabilities, the live socket). The
 * shell registers the service worker and loads the overlays once the first page has painted.
 */
import i18next from 'i18next'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { setDefaultHandlers } from './api/client.ts'
import { startConnectionWatch } from './api/connection.ts'
import { App } from './app/App.tsx'
import { createRouter } from './routes.tsx'
import { refreshCapabilities } from './app/capabilities.ts'
import { loadInstance } from './app/instance.ts'
import { returnFocusFromClosedOverlays } from './app/focus-return.ts'
import { startFriendRequestCount } from './app/friend-request-count.ts'
import { startInboxCount } from './app/inbox-count.ts'
import { openAuthModal } from './auth/auth-modal.ts'
import { isLoggedIn } from './auth/session.ts'
import { detectLanguage, initI18n } from './i18n/i18n.ts'
import { hasQueuedChanges } from './data/shopping-lists/queued-mark.ts'
import { preferencesStore } from './preferences/preferences.ts'
import { startSocket } from './realtime/socket.ts'
import { startNewMessageNotices } from './realtime/new-message-notice.ts'
import { startFriendNotices } from './realtime/friend-notice.ts'
import { nextTask } from './lib/next-task.ts'

export async function start() {
  // Evaluating this module's imports (the router, Mantine's theme, i18next) is one task; creating the
  // router, which matches the address and starts loading the first page, is the next (about 20 ms);
  // setting up i18next (about 25 ms: it builds the language's plural rules) is a third. In one task they
  // went over the 50 ms that counts as a long task on a slow phone.
  await nextTask()
  // Created before i18next, so the first page's code downloads while the translations do.
  const router = createRouter()
  await nextTask()
  await initI18n(detectLanguage(preferencesStore.get().global.language, navigator.languages))
  // Toasts load with the overlays, after the first paint.
  const toastError = (message: string) =>
    void import('./app/notify.ts').then((notify) => notify.toastError(message))
  // No answer at all has no toast: the shell's connection notice says it once, however many requests failed.
  setDefaultHandlers({
    unauthorized: () => openAuthModal(),
    unexpected: () => toastError(i18next.t('errors.unexpected')),
  })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  // A transition, so React renders the first page in slices and yields between them: rendered in one go it
  // was the longest task of opening the app (over 100 ms on a slow phone), blocking input meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    )
  })
  startConnectionWatch()
  returnFocusFromClosedOverlays()
  void refreshCapabilities()
  void loadInstance()
  startNewMessageNotices()
  startFriendNotices()
  // Notifications already allowed: the subscription is sent again once it is 7 days old (spec §9). Only
  // someone signed in has one, so a visitor's first load goes without this code.
  if (isLoggedIn()) void import('./push/push.ts').then((push) => push.refreshPush({ force: false }))
  startSocket()
  // Shopping-list changes made offline wait in IndexedDB: they go out from whichever page opens first,
  // once the first page has had its time (IndexedDB and Dexie are not needed to paint it), and only when
  // some wait: with none, an idle moment before the first page's answer came would load Dexie for nothing.
  if (isLoggedIn() && hasQueuedChanges()) {
    const startShoppingSync = () =>
      void import('./data/shopping-lists/sync-start.ts').then((sync) => sync.startShoppingSync())
    if ('requestIdleCallback' in window) window.requestIdleCallback(startShoppingSync, { timeout: 5000 })
    else setTimeout(startShoppingSync, 2000)
  }
  // The offline recipe book: its copy is announced at once (pages read it while the server is away).
  if (preferencesStore.get().global.enableExperimentalOfflineCache)
    void import('./offline-book/book-start.ts').then((book) => book.startOfflineBook())
  startInboxCount()
  startFriendRequestCount()
}
