/**
 * The entry: choose the language, install the request layer's default failure handling, render, then start
 * what runs in the background (capabilities, the live socket, the service worker).
 */
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import i18next from 'i18next'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { setDefaultHandlers } from './api/client.ts'
import { App } from './app/App.tsx'
import { refreshCapabilities } from './app/capabilities.ts'
import { toastError } from './app/notify.ts'
import { openAuthModal } from './auth/auth-modal.ts'
import { detectLanguage, initI18n } from './i18n/i18n.ts'
import { preferencesStore } from './preferences/preferences.ts'
import { startSocket } from './realtime/socket.ts'

async function start() {
  await initI18n(detectLanguage(preferencesStore.get().global.language, navigator.languages))
  setDefaultHandlers({
    offline: () => toastError(i18next.t('errors.offline')),
    unauthorized: () => openAuthModal(),
    unexpected: () => toastError(i18next.t('errors.unexpected')),
  })
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  void refreshCapabilities()
  startSocket()
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    window.addEventListener('load', () => void import('./app/service-worker.ts').then((sw) => sw.register()))
  }
}

void start()
