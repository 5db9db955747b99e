/**
 * The web app's manifest in the reader's language. The build writes it in English (vite.config.ts); its
 * words that a person sees (MANIFEST_WORDS) are put in the language asked for (`?lang=`, which the app sets
 * to the language it shows) or else the browser's. Everything else is the build's, as it wrote it.
 */
import { MANIFEST_WORDS } from '@rosemary/shared'
import type { PageLanguage } from '../formats/print/print-words.ts'

interface Manifest {
  description?: string
  shortcuts?: { url?: string; name?: string; short_name?: string }[]
  screenshots?: { form_factor?: string; label?: string }[]
  [member: string]: unknown
}

/** The build's manifest with its words in `language`; words it has no translation for stay as written. */
/** The translation kept under `key`, if there is one. */
const wordFor = (table: Record<string, string>, key: string | undefined) =>
  Object.entries(table).find(([known]) => known === key)?.[1]

export function localizeManifest(manifest: Manifest, language: PageLanguage): Manifest {
  const words = MANIFEST_WORDS[language]
  return {
    ...manifest,
    lang: language,
    description: words.description,
    ...(manifest.shortcuts && {
      shortcuts: manifest.shortcuts.map((shortcut) => {
        const name = wordFor(words.shortcuts, shortcut.url)
        return name ? { ...shortcut, name, short_name: name } : shortcut
      }),
    }),
    ...(manifest.screenshots && {
      screenshots: manifest.screenshots.map((screenshot) => {
        const label = wordFor(words.screenshots, screenshot.form_factor)
        return label ? { ...screenshot, label } : screenshot
      }),
    }),
  }
}
