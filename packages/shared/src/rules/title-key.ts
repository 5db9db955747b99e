/**
 * The natural sort key of a recipe title, as the server stores it (recipes.sort_title, made by the SQL
 * function natural_sort_key): accents folded, lowercase, and every run of digits written as its length
 * (two digits) and its value without leading zeros, so that plain string order puts "Soup 2" before
 * "Soup 10" and "#41" before "#101". Keys compare by code point (the database sorts them under the C
 * collation), so a copy of the list kept on a device can be ordered exactly as the server pages it.
 */
const MARKS = /\p{M}/gu
const DIGIT_RUNS = /[0-9]+/g
// Letters that the database's unaccent rewrites and that lose no mark under NFD.
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'TH',
}
const SPECIAL_LETTERS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu')

function numberKey(digits: string): string {
  const value = digits.replace(/^0+/, '')
  return `${String(value.length).padStart(2, '0').slice(0, 2)}${value}`
}

export function naturalTitleKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(SPECIAL_LETTERS, (letter) => LETTERS[letter] ?? letter)
    .toLowerCase()
    .replace(DIGIT_RUNS, numberKey)
}

/** Code-point order of two keys, as the database's C collation orders them. */
export function compareTitleKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
