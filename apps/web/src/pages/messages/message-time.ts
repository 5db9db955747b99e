/**
 * When a message was sent, by spec §9's date rule (packages/shared rules/date-display.ts): "just now",
 * "today", a weekday within the week, else the full date; in the thread, with the time of day added.
 */
import { describeDate } from '@rosemary/shared'
import type { TFunction } from 'i18next'

export function formatMessageTime(
  iso: string,
  { now, language, t, withTime = false }: { now: Date; language: string; t: TFunction; withTime?: boolean },
): string {
  const date = new Date(iso)
  const described = describeDate(date, now)
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date)
  switch (described.kind) {
    case 'justNow':
      return t('messages.justNow')
    case 'today':
      return withTime ? t('messages.todayAt', { time }) : t('messages.today')
    case 'weekday': {
      const weekday = new Intl.DateTimeFormat(language, { weekday: 'long' }).format(date)
      return withTime ? `${weekday} ${time}` : weekday
    }
    case 'date':
      return new Intl.DateTimeFormat(
        language,
        withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
      ).format(date)
  }
}
