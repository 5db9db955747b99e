/**
 * The languages the app speaks and which one a reader gets, without i18next: main.tsx preloads that
 * language's catalogs before i18next has loaded.
 */
import type { Language } from '../preferences/preferences.ts'

export const LANGUAGES: readonly Language[] = ['en-us', 'it-it', 'de-de']
export const FALLBACK_LANGUAGE: Language = 'en-us'

export function detectLanguage(preferred: Language | null, browserLanguages: readonly string[]): Language {
  if (preferred && LANGUAGES.includes(preferred)) return preferred
  for (const tag of browserLanguages.map((language) => language.toLowerCase())) {
    const exact = LANGUAGES.find((language) => language === tag)
    if (exact) return exact
    const sameBase = LANGUAGES.find((language) => language.split('-')[0] === tag.split('-')[0])
    if (sameBase) return sameBase
  }
  return FALLBACK_LANGUAGE
}
