/**
 * One Chowdown recipe (a Jekyll page: YAML front matter, then Markdown) as an imported recipe. Choices:
 * - ingredients ← the recipes named in `components` (Chowdown shows them above the ingredients), then
 *   `ingredients`; directions ← `directions`. An item that is a mapping of a name to a list
 *   (`- Sauce:` then indented items) is a section: a `[Sauce]` header and its items.
 * - description ← the Markdown body (Chowdown shows it under the title), made plain (markdown-text.ts).
 * - labels ← categories and tags (Jekyll splits `tags: mains meat` at spaces), and `tag`, one label.
 * - yield, times, dates and pictures as in metadata-fields.ts (yield, servings; preptime, prep_time;
 *   cooktime; totaltime; date_added); an `image` that is a file name is looked up beside the page.
 * - notes ← `notes`, the image credit, nutrition, and the metadata that has no field.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { isRecord, keyLabel, textOf, webAddress } from './front-matter.ts'
import { readableMarkdown, readableMarkdownLine } from './markdown-text.ts'
import { flattenMetadata, metadataFields } from './metadata-fields.ts'
import { asHeader, cleanParagraphs, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { uniqueLabels } from './source-values.ts'

export interface ChowdownContext {
  /** The page's file name without extension, the title's last resort. */
  name?: string
  findPicture?: (reference: string) => ImportedImage | null
}

/** Jekyll's own keys and those mapped here by hand: none of them belongs in the notes. */
const MAPPED = [
  'ingredients',
  'directions',
  'components',
  'layout',
  'permalink',
  'published',
  'status',
  'recipe_schema',
  'imagecredit',
  'nutrition',
  'notes',
]
/** Sections inside sections are flattened below this depth. */
const MAX_DEPTH = 8

/** A list as lines: text items as they are, `name: [items]` as a header and its items. */
export function listLines(value: unknown, depth = 0): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => listLines(item, depth + 1))
  if (isRecord(value) && depth < MAX_DEPTH) {
    return Object.entries(value).flatMap(([key, item]) => {
      // "- Salt: to taste" is YAML for a one-entry mapping, but an ingredient to the person who wrote it.
      if (item !== null && !Array.isArray(item) && !isRecord(item)) return [`${key}: ${textOf(item)}`]
      return [asHeader(key), ...listLines(item, depth + 1)]
    })
  }
  const text = readableMarkdownLine(textOf(value)).replace(/\s+/g, ' ').trim()
  return text === '' ? [] : [text]
}

/** schema.org's nutrient names, which Chowdown uses, as words: "saturatedFatContent" → "saturated fat". */
const nutrientName = (key: string) =>
  keyLabel(key.replace(/Content$/, '').replace(/([a-z])([A-Z])/g, '$1 $2')).toLowerCase()

function nutritionText(value: unknown): string {
  if (!isRecord(value)) return textOf(value) ? `Nutrition: ${textOf(value)}` : ''
  const parts = Object.entries(value)
    .map(([key, item]) => [nutrientName(key), textOf(item)])
    .filter(([, item]) => item !== '')
    .map(([key, item]) => `${key} ${item}`)
  return parts.length > 0 ? `Nutrition: ${parts.join(', ')}` : ''
}

function firstWords(lines: string[]): string {
  const first = lines.find((line) => !line.startsWith('[')) ?? ''
  const words = (first.split(/[.!?;:]\s/)[0] ?? '').split(' ')
  return words.length > 8 ? `${words.slice(0, 8).join(' ')}…` : words.join(' ')
}

export function readChowdown(
  data: Record<string, unknown>,
  body: string,
  context: ChowdownContext = {},
): ImportedRecipe {
  const fields = metadataFields(flattenMetadata(Object.entries(data)), { labelWords: true, handled: MAPPED })
  const components = listLines(data.components)
  const ingredients = [...components, ...listLines(data.ingredients)]
  const directions = listLines(data.directions)
  const credit = textOf(data.imagecredit)
  const images = fields.pictures.flatMap((reference): ImportedImage[] => {
    const url = webAddress(reference)
    const image = url ? { kind: 'url' as const, url } : (context.findPicture?.(reference) ?? null)
    return image ? [image] : []
  })
  return {
    ...emptyRecipe(
      recipeTitle(fields.title, (context.name ?? '') || firstWords(directions) || 'Chowdown recipe'),
    ),
    description: joinParagraphs([fields.description, readableMarkdown(body)]),
    yield: fields.yield,
    activeTime: fields.activeTime,
    totalTime: fields.totalTime,
    source: fields.source,
    url: fields.url,
    notes: joinParagraphs([
      typeof data.notes === 'string' ? cleanParagraphs(data.notes) : textOf(data.notes),
      credit ? `Image credit: ${credit}` : '',
      nutritionText(data.nutrition),
      fields.notes.join('\n'),
    ]),
    ingredients: ingredients.join('\n'),
    instructions: directions.join('\n'),
    labels: uniqueLabels(fields.labels),
    images,
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
  }
}
