/**
 * How item words are compared: without letter case and accents ("Käse" = "kase", "caffè" = "caffe"), and
 * with English plurals folded ("eggs" = "egg", "berries" = "berry") so tables can list singular words.
 */
const MARKS = /\p{M}/gu
const LETTERS = /\p{L}+/gu

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().replace(/ß/gu, 'ss')
}

const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['halves', 'half'],
  ['knives', 'knife'],
  ['calves', 'calf'],
  ['kiwis', 'kiwi'],
  ['quiches', 'quiche'],
  ['brioches', 'brioche'],
])
// Singular words that look plural ("molasses", "ananas", "gries"); words in -ss, -us and -is are kept anyway
// ("swiss", "asparagus", "hummus", "couscous", "Reis", "Mais", "Kürbis").
const SINGULAR_WORDS: ReadonlySet<string> = new Set([
  'molasses',
  'ananas',
  'gries',
  'series',
  'species',
  'pommes',
])
// Singulars in -ie, whose plural is not -ies → -y ("cookies" → "cookie", but "berries" → "berry").
const IE_SINGULARS: ReadonlySet<string> = new Set(['cookie', 'brownie', 'smoothie', 'veggie', 'goodie'])

/** The singular of one lowercase word, by the simple English rules; anything doubtful stays as it is. */
export function foldPlural(word: string): string {
  const irregular = IRREGULAR_PLURALS.get(word)
  if (irregular !== undefined) return irregular
  if (word.length <= 3 || SINGULAR_WORDS.has(word) || !word.endsWith('s') || /(?:ss|us|is)$/u.test(word))
    return word
  if (word.length > 4 && word.endsWith('ies') && !IE_SINGULARS.has(word.slice(0, -1)))
    return `${word.slice(0, -3)}y`
  if (/(?:ch|sh|x|z|ss|o)es$/u.test(word)) return word.slice(0, -2)
  return word.slice(0, -1)
}

/** Every run of letters folded to its singular; the rest of the text is kept. */
export function foldPlurals(text: string): string {
  return text.replace(LETTERS, foldPlural)
}

/** Words for matching: accents and case folded, singular, split on anything that is not a letter or digit. */
export function matchWords(text: string): string[] {
  return foldAccents(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map(foldPlural)
}
