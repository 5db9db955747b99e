import { DE_DE_KEYWORDS } from './aisle-keywords.de-de.ts'
import { EN_US_KEYWORDS } from './aisle-keywords.en-us.ts'
import { IT_IT_KEYWORDS } from './aisle-keywords.it-it.ts'
import { isAisle, type Aisle, type AisleKeywords } from './aisles.ts'
import type { KeywordLanguage } from './keyword-forms.ts'

/** The aisle keyword tables of the three languages, read as one: every keyword with its aisle and language. */
const TABLES: readonly (readonly [KeywordLanguage, AisleKeywords])[] = [
  ['en-us', EN_US_KEYWORDS],
  ['it-it', IT_IT_KEYWORDS],
  ['de-de', DE_DE_KEYWORDS],
]

export function tableEntries(): [string, Aisle, KeywordLanguage][] {
  return TABLES.flatMap(([language, table]) =>
    Object.entries(table).flatMap(([aisle, keywords]) =>
      isAisle(aisle)
        ? keywords.map((keyword): [string, Aisle, KeywordLanguage] => [keyword, aisle, language])
        : [],
    ),
  )
}
