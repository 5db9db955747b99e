import { derivedForms } from './keyword-forms.ts'
import { tableEntries } from './keyword-tables.ts'

/**
 * Italian and German plurals of the words in the keyword tables, mapped back to the word as the tables write
 * it ("pomodori" → "pomodoro", "tomaten" → "tomate"), so that "3 pomodori" and "1 pomodoro" gather under one
 * name as "2 eggs" and "1 egg" do. Only forms of one-word keywords count, and never a form that is itself a
 * word of some keyword in any language: "paste" stays English ("tomato paste"), not the plural of "pasta".
 */
function buildSingulars(): ReadonlyMap<string, string> {
  const entries = tableEntries()
  const written = new Set(entries.flatMap(([keyword]) => keyword.toLowerCase().split(/\s+/u)))
  const singulars = new Map<string, string>()
  for (const [keyword, , language] of entries) {
    const word = keyword.toLowerCase()
    if (language === 'en-us' || word.includes(' ')) continue
    for (const form of derivedForms(word, language)) {
      if (!written.has(form) && !singulars.has(form)) singulars.set(form, word)
    }
  }
  return singulars
}

let singulars: ReadonlyMap<string, string> | undefined

/** The table's singular of a lowercase Italian or German plural; any other word as it is. */
export function singularOf(word: string): string {
  singulars ??= buildSingulars()
  return singulars.get(word) ?? word
}
