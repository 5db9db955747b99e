/**
 * Labels from recipeCategory, recipeCuisine and keywords. Sites write them as lists or as one string
 * with commas, and some stuff keywords with SEO phrases: those longer than a label reads are skipped.
 */
import { propertyOf, stringsOf, type SchemaObject } from './json-values.ts'
import { markupText } from './markup-lines.ts'

const MAX_LABEL_LENGTH = 40
const MAX_LABELS = 20

export function readLabels(recipe: SchemaObject): string[] {
  const values = ['recipeCategory', 'recipeCuisine', 'keywords'].flatMap((name) =>
    stringsOf(propertyOf(recipe, name)),
  )
  const labels = new Map<string, string>()
  for (const value of values) {
    for (const part of markupText(value).split(/[,;|]/)) {
      const label = part.trim().replace(/^#/, '')
      const key = label.toLowerCase()
      if (label && label.length <= MAX_LABEL_LENGTH && !/^https?:/i.test(label) && !labels.has(key)) {
        labels.set(key, label)
      }
    }
  }
  return [...labels.values()].slice(0, MAX_LABELS)
}
