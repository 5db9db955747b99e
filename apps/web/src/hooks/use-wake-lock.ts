/**
 * Keeps the screen on while a recipe is open (spec §2, preference recipeDetails.enableWakeLock). The browser
 * drops the lock whenever the page is hidden, so it is asked for again when the page comes back.
 */
import { useEffect } from 'react'

export function useWakeLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !('wakeLock' in navigator)) return
    let lock: WakeLockSentinel | null = null
    let released = false
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || released) return
      try {
        lock = await navigator.wakeLock.request('screen')
      } catch {
        // Refused (battery saver, no user gesture yet): cooking goes on without it.
      }
    }
    const onVisibility = () => void acquire()
    void acquire()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      released = true
      document.removeEventListener('visibilitychange', onVisibility)
      void lock?.release()
    }
  }, [enabled])
}
