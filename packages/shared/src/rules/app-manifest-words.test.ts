import { expect, test } from 'vitest'
import { MANIFEST_WORDS, type ManifestWords } from './app-manifest-words.ts'

/** Each word with where it stands: the description, then the shortcuts' names and screenshots' labels. */
const wordsOf = (words: ManifestWords): [string, string][] => [
  ['description', words.description],
  ...Object.entries(words.shortcuts).map(([url, name]): [string, string] => [`shortcut ${url}`, name]),
  ...Object.entries(words.screenshots).map(([form, label]): [string, string] => [
    `screenshot ${form}`,
    label,
  ]),
]

test('every language has every word of the manifest, none left in English', () => {
  const english = wordsOf(MANIFEST_WORDS['en-us'])
  for (const language of ['it-it', 'de-de'] as const) {
    const words = wordsOf(MANIFEST_WORDS[language])
    expect(words.map(([where]) => where)).toEqual(english.map(([where]) => where))
    words.forEach(([where, text], index) => {
      expect(text.trim(), `${language} ${where}`).not.toBe('')
      expect(text, `${language} ${where}`).not.toBe(english[index]?.[1])
    })
  }
})
