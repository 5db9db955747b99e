/**
 * Plural forms of Italian and German keywords, derived so the tables can stay singular: English plurals are
 * folded away on both sides instead (text-folding.ts), but "pomodori" or "Tomaten" cannot be folded back
 * without knowing the word. Derived forms never replace a keyword someone wrote in a table.
 */
const ITALIAN_LINKS: ReadonlySet<string> = new Set([
  'di',
  'da',
  'del',
  'della',
  'al',
  'alla',
  'in',
  'per',
  'con',
  'a',
])

/** "pomodoro" → "pomodori", "patata" → "patate", "fungo" → "funghi", "arancia" → "arance"; none for "caffè". */
function italianPlurals(word: string): string[] {
  if (word === 'uovo') return ['uova']
  if (word.length < 3 || word.includes("'") || !/[aeo]$/u.test(word)) return []
  const stem = word.slice(0, -1)
  if (/[cg]o$/u.test(word)) return [`${stem}hi`, `${stem}i`]
  if (/[cg]a$/u.test(word)) return [`${stem}he`]
  if (/[cg]ia$/u.test(word)) return [`${word.slice(0, -2)}e`, `${stem}e`]
  if (word.endsWith('io')) return [stem]
  return [`${stem}${word.endsWith('a') ? 'e' : 'i'}`]
}

/** The head noun comes first: "pomodori san marzano", and every word before "di" ("piselli surgelati"). */
function italianForms(keyword: string): string[] {
  const words = keyword.split(' ')
  const [head = '', ...rest] = words
  const headForms = italianPlurals(head).map((plural) => [plural, ...rest].join(' '))
  const link = words.findIndex((word) => ITALIAN_LINKS.has(word))
  const phrase = link === -1 ? words : words.slice(0, link)
  if (phrase.length < 2) return headForms
  const plural = phrase.map((word) => italianPlurals(word)[0] ?? word)
  return [...headForms, [...plural, ...words.slice(phrase.length)].join(' ')]
}

/** The head noun comes last: "Tomate" → "Tomaten", "Pilz" → "Pilze", "Ei" → "Eier" ("Äpfel" folds to "apfel"). */
function germanForms(keyword: string): string[] {
  const cut = keyword.lastIndexOf(' ') + 1
  const head = keyword.slice(cut)
  const start = keyword.slice(0, cut)
  if (head.length < 2) return []
  const endings = /(?:e|el|er|en)$/u.test(head) ? ['n'] : ['e', 'en', 'er']
  return endings.map((ending) => `${start}${head}${ending}`)
}

export type KeywordLanguage = 'en-us' | 'it-it' | 'de-de'

export function derivedForms(keyword: string, language: KeywordLanguage): string[] {
  if (language === 'it-it') return italianForms(keyword)
  return language === 'de-de' ? germanForms(keyword) : []
}
