/**
 * Translations: en-us, it-it and de-de. Each language comes in two lazily loaded parts: `shell` (the
 * menu, errors and the welcome page: what the first paint needs) and `pages` (every other page and the
 * overlays), which the pages and overlays wait for. The language is the preference if set, else the
 * browser's first language we speak, else en-us.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../preferences/preferences.ts'
import type enUsPages from './locales/en-us/pages.json'
import type enUsShell from './locales/en-us/shell.json'
import { FALLBACK_LANGUAGE, LANGUAGES } from './language.ts'

export { detectLanguage, FALLBACK_LANGUAGE, LANGUAGES } from './language.ts'

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enUsShell & typeof enUsPages }
  }
}

type Part = 'shell' | 'pages'

const catalogs = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' })
const loaded = new Map<string, Promise<void>>()

function loadCatalog(language: Language, part: Part): Promise<void> {
  const key = `./locales/${language}/${part}.json`
  let loading = loaded.get(key)
  if (!loading) {
    const load = catalogs[key]
    if (!load) throw new Error(`No translations for ${language}`)
    loading = load().then((texts) => {
      // Deep, so the two parts of one language add up to one catalog.
      i18next.addResourceBundle(language, 'translation', texts, true)
    })
    // A failed download (a dropped connection) may be retried by the next page.
    void loading.catch(() => loaded.delete(key))
    loaded.set(key, loading)
  }
  return loading
}

/** The texts of every page but the welcome page, in the current language; pages and overlays wait for it. */
export async function loadPageTexts(): Promise<void> {
  // The first page's code starts loading before initI18n has chosen the language.
  if (!i18next.isInitialized) await new Promise((resolve) => i18next.on('initialized', resolve))
  await loadCatalog(i18next.language as Language, 'pages')
}

/**
 * The page's language, and the manifest's: the server answers it in the language named (its shortcuts'
 * names and description show where the browser installs the app).
 */
export function showLanguage(language: Language): void {
  document.documentElement.lang = language
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/manifest.webmanifest?lang=${language}`)
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
  await loadCatalog(language, 'shell')
  showLanguage(language)
  await i18next.changeLanguage(language)
}

export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([loadCatalog(language, 'shell'), loadCatalog(language, 'pages')])
  await i18next.changeLanguage(language)
  showLanguage(language)
}
