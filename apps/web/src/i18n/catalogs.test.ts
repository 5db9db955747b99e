import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { detectLanguage, LANGUAGES, showLanguage } from './i18n.ts'

type Catalog = { [key: string]: string | Catalog }

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(catalog)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(name, value)
    else for (const [nested, text] of flatten(value, name)) entries.set(nested, text)
  }
  return entries
}

const directory = path.join(import.meta.dirname, 'locales')
const parts = (language: string) => readdirSync(path.join(directory, language)).sort()
const read = (language: string, part: string) =>
  JSON.parse(readFileSync(path.join(directory, language, part), 'utf8')) as Catalog
/** Each language's parts merged into one catalog, as i18next holds them. */
const catalogs = new Map(
  readdirSync(directory).map((language) => [
    language,
    flatten(Object.assign({}, ...parts(language).map((part) => read(language, part))) as Catalog),
  ]),
)
const reference = catalogs.get('en-us')!
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort()

describe('translation catalogs', () => {
  test('there is one for every language and no other', () => {
    expect([...catalogs.keys()].sort()).toEqual([...LANGUAGES].sort())
  })

  test.for(LANGUAGES)('%s comes in the same parts as en-us, each section in one part only', (language) => {
    expect(parts(language)).toEqual(['pages.json', 'shell.json'])
    const sections = parts(language).map((part) => Object.keys(read(language, part)))
    expect(sections.flat().length).toBe(new Set(sections.flat()).size)
    for (const part of parts(language)) {
      expect(Object.keys(read(language, part)).sort(), part).toEqual(Object.keys(read('en-us', part)).sort())
    }
  })

  test.for(LANGUAGES.filter((language) => language !== 'en-us'))(
    '%s has every key of en-us and no other',
    (language) => {
      const catalog = catalogs.get(language)!
      expect(
        [...catalog.keys()].filter((key) => !reference.has(key)),
        'keys en-us does not have',
      ).toEqual([])
      expect(
        [...reference.keys()].filter((key) => !catalog.has(key)),
        'missing keys',
      ).toEqual([])
    },
  )

  test.for(LANGUAGES)('%s has no empty text and keeps every placeholder and tag', (language) => {
    for (const [key, text] of catalogs.get(language)!) {
      expect(text.trim(), key).not.toBe('')
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''))
    }
  })
})

/**
 * Words Italian and German take as English writes them: a text equal to the en-us one is allowed only when
 * it is one of these (a name, a loanword, a format), so an English sentence left untranslated fails.
 */
const SAME_AS_ENGLISH: Record<string, ReadonlySet<string>> = {
  'it-it': new Set([
    'Rosemary',
    'Email',
    'Email:',
    'Password',
    'Privacy',
    'Build',
    'Account',
    'Layout',
    'Samsung Internet',
  ]),
  'de-de': new Set([
    'Rosemary',
    'Version',
    'Version {{version}}',
    'Label',
    'Labels',
    'Layout',
    'Name',
    'Details',
    'Build',
    'US',
    'Snacks',
    'Samsung Internet',
  ]),
}
const FORMAT_NAMES = new Set(['JSON-LD', 'PDF', 'XML', 'Paprika'])
/** Nothing to translate: placeholders, numbers and punctuation only. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''))

describe('no English left in another language', () => {
  test.for(Object.keys(SAME_AS_ENGLISH))('%s translates every text that has words', (language) => {
    const allowed = SAME_AS_ENGLISH[language]!
    const untranslated = [...catalogs.get(language)!].filter(
      ([key, text]) =>
        hasWords(text) && text === reference.get(key) && !allowed.has(text) && !FORMAT_NAMES.has(text),
    )
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([])
  })

  test('the check finds a sentence left in English', () => {
    const left = 'Your account is kept by whoever runs this server.'
    expect(hasWords(left) && !SAME_AS_ENGLISH['it-it']!.has(left)).toBe(true)
    expect(hasWords('{{count}} / {{max}}')).toBe(false)
  })
})

describe('detectLanguage', () => {
  test('the preference wins', () => {
    expect(detectLanguage('it-it', ['de-DE'])).toBe('it-it')
  })

  test('otherwise the first browser language we have, by exact tag or by its base', () => {
    expect(detectLanguage(null, ['fr-FR', 'de-AT', 'it-IT'])).toBe('de-de')
    expect(detectLanguage(null, ['it'])).toBe('it-it')
    expect(detectLanguage(null, ['en-GB'])).toBe('en-us')
  })

  test('otherwise en-us', () => {
    expect(detectLanguage(null, ['ja-JP'])).toBe('en-us')
    expect(detectLanguage(null, [])).toBe('en-us')
  })
})

describe('the language shown', () => {
  test('names the page’s language and asks the server for the manifest in it', () => {
    const link = document.createElement('link')
    link.rel = 'manifest'
    link.href = '/manifest.webmanifest'
    document.head.append(link)
    try {
      showLanguage('de-de')
      expect(document.documentElement.lang).toBe('de-de')
      expect(link.getAttribute('href')).toBe('/manifest.webmanifest?lang=de-de')
    } finally {
      link.remove()
    }
  })
})
