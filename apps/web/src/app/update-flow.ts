/**
 * When a new version of the app is installed by the service worker and waiting, and what happens then.
 * The worker is asked for a new version at start, every hour and when the app comes back into view (at most
 * every few minutes, and never offline); a waiting version shows the "new version" notice until the person
 * reloads. Reload tells the waiting worker to take over and the page reloads once it has, exactly once,
 * with a time limit in case it never does. The page also reloads when another tab made the new version
 * take over: its old files are no longer served.
 */
export const UPDATE_CHECK_MS = 60 * 60 * 1000
export const VISIBLE_CHECK_MIN_MS = 5 * 60 * 1000
export const ACTIVATION_TIMEOUT_MS = 5000

/** current: nothing waiting; waiting: the notice is up; activating: Reload pressed; reloading: done. */
export type UpdatePhase = 'current' | 'waiting' | 'activating' | 'reloading'

export interface UpdateEffects {
  /** Asks the server for a newer worker (registration.update()); may fail. */
  check: () => Promise<unknown>
  showNotice: () => void
  /** Tells the waiting worker to skip waiting. */
  activate: () => void
  reload: () => void
  isOnline: () => boolean
}

export interface UpdateFlow {
  phase: () => UpdatePhase
  /** Starts the hourly check; returns what stops it. */
  start: () => () => void
  /** The app came back into view. */
  visible: () => void
  newVersionWaiting: () => void
  reloadRequested: () => void
  /** A new worker took over this page. */
  controllerChanged: () => void
}

export function createUpdateFlow(effects: UpdateEffects): UpdateFlow {
  let phase: UpdatePhase = 'current'
  // Registering the worker has just asked for the newest one.
  let lastCheck = Date.now()

  async function check(): Promise<void> {
    if (phase !== 'current' || !effects.isOnline()) return
    lastCheck = Date.now()
    try {
      await effects.check()
    } catch {
      // The server did not answer: the next check asks again.
    }
  }

  function reloadOnce(): void {
    if (phase === 'reloading') return
    phase = 'reloading'
    effects.reload()
  }

  return {
    phase: () => phase,
    start() {
      const timer = setInterval(() => void check(), UPDATE_CHECK_MS)
      return () => clearInterval(timer)
    },
    visible() {
      // A notice closed by the person comes back: the old version must not stay for good.
      if (phase === 'waiting') effects.showNotice()
      else if (Date.now() - lastCheck >= VISIBLE_CHECK_MIN_MS) void check()
    },
    newVersionWaiting() {
      if (phase !== 'current') return
      phase = 'waiting'
      effects.showNotice()
    },
    reloadRequested() {
      if (phase !== 'waiting') return
      phase = 'activating'
      effects.activate()
      setTimeout(reloadOnce, ACTIVATION_TIMEOUT_MS)
    },
    controllerChanged: reloadOnce,
  }
}
