/**
 * The one set of kitchen timers of this tab, wired to the alarm: a timer that ends rings (beep, vibration,
 * notification) until it is stopped. A page coming back into view is checked at once rather than at the
 * next tick.
 */
import i18next from 'i18next'
import { closeNotification, notifyDone, prepareSound, startAlarm, stopAlarm } from './alarm.ts'
import { createTimerModel } from './timers.ts'

const tagOf = (id: string) => `rosemary-timer-${id}`

export const kitchenTimers = createTimerModel({
  onRing(timer) {
    startAlarm(timer.id)
    void notifyDone(
      tagOf(timer.id),
      i18next.t('cookMode.timeUp', { name: timer.name }),
      timer.recipeTitle,
      `/#/recipe/${encodeURIComponent(timer.recipeId)}?cook=1`,
    )
  },
  onStop(timer) {
    stopAlarm(timer.id)
    void closeNotification(tagOf(timer.id))
  },
})

export function startKitchenTimer(timer: Parameters<typeof kitchenTimers.start>[0]): void {
  prepareSound()
  kitchenTimers.start(timer)
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') kitchenTimers.check()
  })
}
