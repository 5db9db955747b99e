/**
 * The browser's offer to install the app (beforeinstallprompt, Chromium only). It comes once, early, often
 * before any page has loaded, so main.tsx imports this module first: the offer is kept here for the install
 * page, which shows its Install button while there is one. After the person accepts (or the browser says
 * the app was installed), the page says so; in the installed app (standalone) it says it is installed.
 */
import type { Store } from '../lib/store.ts'

/** Chromium's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

export type InstallState =
  /** Nothing offered (yet): the page's instructions are the way. */
  | { kind: 'unavailable' }
  | { kind: 'offered'; event: BeforeInstallPromptEvent }
  /** The browser's dialog is open. */
  | { kind: 'prompting' }
  | { kind: 'installed' }
  /** Turned down; the browser will not offer again on this page. */
  | { kind: 'dismissed' }

/**
 * A store as lib/store.ts makes them, written out here because that module brings React, which the entry
 * must not evaluate before its time (main.tsx); the page subscribes with useSyncExternalStore.
 */
function createInstallStore(): Store<InstallState> {
  let value: InstallState = { kind: 'unavailable' }
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      value = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const installStore = createInstallStore()

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event
}

export function captureInstallPrompt(target: Window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return
    // Kept for the install page's button instead of the browser's own mini-infobar.
    event.preventDefault()
    installStore.set({ kind: 'offered', event })
  })
  target.addEventListener('appinstalled', () => installStore.set({ kind: 'installed' }))
}

/** Opens the browser's install dialog; the outcome becomes the state. A failing prompt offers nothing more. */
export async function promptInstall(): Promise<void> {
  const state = installStore.get()
  if (state.kind !== 'offered') return
  installStore.set({ kind: 'prompting' })
  try {
    await state.event.prompt()
    const choice = await state.event.userChoice
    installStore.set({ kind: choice.outcome === 'accepted' ? 'installed' : 'dismissed' })
  } catch {
    installStore.set({ kind: 'unavailable' })
  }
}

/** Running as the installed app: display-mode standalone, or Safari's own flag on iOS. */
export function isStandalone(target: Window): boolean {
  if (target.matchMedia('(display-mode: standalone)').matches) return true
  return (target.navigator as Navigator & { standalone?: boolean }).standalone === true
}
