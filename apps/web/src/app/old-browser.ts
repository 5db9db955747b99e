/** Internet Explorer gets a one-time notice after login (spec §8), remembered in localStorage. */
import i18next from 'i18next'
import { readText, writeText } from '../lib/local-storage.ts'

const SEEN_KEY = 'oldBrowserWarningShown'

export function isOldBrowser(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent)
}

export function warnIfOldBrowser(): void {
  if (!isOldBrowser(navigator.userAgent) || readText(SEEN_KEY) !== null) return
  writeText(SEEN_KEY, 'true')
  window.alert(i18next.t('oldBrowser.message'))
}
