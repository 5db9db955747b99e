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
    const isReleased = () => released
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || isReleased()) return
      try {
        const granted = await navigator.wakeLock.request('screen')
        // Left while the request was on its way: let go of what it brought.
        if (isReleased()) void granted.release()
        else lock = granted
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
