/**
 * Translations: en-us, it-it and de-de, each its own lazily loaded chunk. The language is the preference
 * if set, else the browser's first language we speak, else en-us.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../preferences/preferences.ts'
import type enUs from './locales/en-us.json'

export const LANGUAGES: readonly Language[] = ['en-us', 'it-it', 'de-de']
export const FALLBACK_LANGUAGE: Language = 'en-us'

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enUs }
  }
}

const catalogs = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' })

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

async function loadCatalog(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return
  const load = catalogs[`./locales/${language}.json`]
  if (!load) throw new Error(`No translations for ${language}`)
  i18next.addResourceBundle(language, 'translation', await load())
}

export async function initI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES,
    lowerCaseLng: true,
    partialBundledLanguages: true,
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  // Every catalog has every key (a test makes sure), so the fallback language never needs loading.
  await loadCatalog(language)
  document.documentElement.lang = language
  await i18next.changeLanguage(language)
}

export async function switchLanguage(language: Language): Promise<void> {
  await loadCatalog(language)
  await i18next.changeLanguage(language)
  document.documentElement.lang = language
}
