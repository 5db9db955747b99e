/**
 * Cook mode's kitchen timers: several at once, each named after its step, kept outside the page so they run
 * on while the cook moves between steps (or leaves cook mode). Time left is always end time minus now: a
 * tab in the background, whose ticks the browser slows or stops, shows the right time when it comes back and
 * rings at its first tick past the end.
 */
import { createStore, type Store } from '../../../lib/store.ts'

export interface CookTimer {
  id: string
  recipeId: string
  recipeTitle: string
  /** The step it was started from and its duration as written ("Step 3: 25 minutes"). */
  name: string
  durationMs: number
  endsAt: number
  ringing: boolean
}

export interface TimerModel {
  timers: Store<readonly CookTimer[]>
  /** The clock the countdowns show, updated every tick while a timer exists. */
  now: Store<number>
  start: (timer: { recipeId: string; recipeTitle: string; name: string; seconds: number }) => CookTimer
  /** Stops a running timer, or silences a ringing one; either way it is gone. */
  stop: (id: string) => void
  /** Rings every timer whose end has passed (each tick does; so may a page coming back into view). */
  check: () => void
}

interface TimerModelOptions {
  onRing: (timer: CookTimer) => void
  onStop?: (timer: CookTimer) => void
  tickMs?: number
}

export function createTimerModel({ onRing, onStop, tickMs = 250 }: TimerModelOptions): TimerModel {
  const timers = createStore<readonly CookTimer[]>([])
  const now = createStore(Date.now())
  let interval: ReturnType<typeof setInterval> | undefined
  let made = 0

  const check = () => {
    const time = Date.now()
    now.set(time)
    const due = timers.get().filter((timer) => !timer.ringing && timer.endsAt <= time)
    if (due.length === 0) return
    timers.set(timers.get().map((timer) => (due.includes(timer) ? { ...timer, ringing: true } : timer)))
    for (const timer of due) onRing({ ...timer, ringing: true })
  }

  const follow = () => {
    if (timers.get().length > 0 && interval === undefined) interval = setInterval(check, tickMs)
    if (timers.get().length === 0 && interval !== undefined) {
      clearInterval(interval)
      interval = undefined
    }
  }

  return {
    timers,
    now,
    check,
    start({ recipeId, recipeTitle, name, seconds }) {
      const time = Date.now()
      made += 1
      const durationMs = Math.round(seconds * 1000)
      const endsAt = time + durationMs
      const timer = { id: `t${made}`, recipeId, recipeTitle, name, durationMs, endsAt, ringing: false }
      now.set(time)
      timers.set([...timers.get(), timer])
      follow()
      return timer
    },
    stop(id) {
      const timer = timers.get().find((item) => item.id === id)
      if (!timer) return
      timers.set(timers.get().filter((item) => item.id !== id))
      follow()
      onStop?.(timer)
    },
  }
}

/** "4:05", or "1:02:03" from an hour up: the time left, rounded up so 0:00 means done. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}
