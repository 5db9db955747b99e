import { NOTE_PHRASES, PREPARATION_WORDS } from './preparation-words.ts'
import { readItem } from './read-item.ts'
import { singularOf } from './singular-forms.ts'
import { foldAccents, foldPlurals } from './text-folding.ts'

/**
 * The name similar items are grouped by (domain notes, "Shopping lists"): "2 eggs" and "3 Eggs" → "egg", and
 * the plurals of the Italian and German keyword tables too ("2 Tomaten" and "1 Tomate" → "tomate").
 */
const NOTES = new RegExp(
  `(?<!\\p{L})(?:${[...NOTE_PHRASES]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
    .join('|')})(?!\\p{L})`,
  'gu',
)
const EDGE_PUNCTUATION = /^[\s\-–—:,.;/&+]+|[\s\-–—:,.;/&+]+$/gu

function isPreparationWord(word: string): boolean {
  return PREPARATION_WORDS.has(foldAccents(word.replace(/[^\p{L}]/gu, '')))
}

export function groupTitleOf(title: string): string {
  const name = readItem(title).name.toLowerCase().replace(NOTES, ' ')
  const kept = name
    .split(/\s+/u)
    .filter((word) => word.length > 0 && !isPreparationWord(word))
    .map(singularOf)
  const grouped = foldPlurals(kept.join(' ')).replace(EDGE_PUNCTUATION, '')
  return grouped.length > 0 ? grouped : title.trim().toLowerCase()
}
