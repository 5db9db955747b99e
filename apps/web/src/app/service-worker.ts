/** Installs the service worker (offline app shell, Web Push) and offers new versions (app-updates.ts). */
import { registerSW } from 'virtual:pwa-register'
import { startUpdates } from './app-updates.ts'

export function register(): void {
  startUpdates(registerSW)
}
