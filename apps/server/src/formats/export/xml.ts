/**
 * The XML export: every field, the labels and the pictures' addresses of all recipes, one `<recipe>` at
 * a time. The document reads:
 *
 *   <?xml version="1.0" encoding="UTF-8"?>
 *   <recipes format="rosemary" version="1">
 *     <recipe id="uuid">
 *       <title/> <description/> <yield/> <activeTime/> <totalTime/> <source/> <url/> <notes/>
 *       <ingredients>one item a line; a line in [square brackets] is a section header</ingredients>
 *       <instructions>the same; a header restarts the step numbering</instructions>
 *       <rating>1 to 5; empty when unrated</rating>
 *       <labels><label>dessert</label>…</labels>
 *       <images><image id="uuid">https://…/picture address</image>…</images>
 *       <createdAt>ISO 8601</createdAt> <updatedAt>ISO 8601</updatedAt>
 *     </recipe>
 *   </recipes>
 *
 * Every element is present, empty when the recipe has no such value. Text is as stored, except that
 * characters XML 1.0 cannot hold (most control characters) are dropped.
 */
import type { ExportedRecipe } from '../exported-recipe.ts'
import { escapeXml, xmlElement } from './xml-text.ts'

const TEXT_FIELDS = [
  'title',
  'description',
  'yield',
  'activeTime',
  'totalTime',
  'source',
  'url',
  'notes',
  'ingredients',
  'instructions',
] as const

/** One `<recipe>` element, indented to sit inside `<recipes>`. */
export function recipeToXml(recipe: ExportedRecipe): string {
  const labels = recipe.labels.map((label) => `\n      ${xmlElement('label', label)}`).join('')
  const images = recipe.images
    .map((image) => `\n      <image id="${escapeXml(image.id)}">${escapeXml(image.url)}</image>`)
    .join('')
  return [
    `  <recipe id="${escapeXml(recipe.id)}">`,
    ...TEXT_FIELDS.map((field) => `    ${xmlElement(field, recipe[field])}`),
    `    ${xmlElement('rating', recipe.rating === null ? '' : String(recipe.rating))}`,
    `    <labels>${labels}${labels && '\n    '}</labels>`,
    `    <images>${images}${images && '\n    '}</images>`,
    `    ${xmlElement('createdAt', recipe.createdAt.toISOString())}`,
    `    ${xmlElement('updatedAt', recipe.updatedAt.toISOString())}`,
    '  </recipe>\n',
  ].join('\n')
}

/**
 * Writes the XML export as UTF-8 text chunks, one per recipe plus the opening and closing. Pass the
 * recipes as an async iterable; wrap the result in `Readable.from(…)` to send it. Pictures are linked by
 * their URL, never loaded.
 */
export async function* writeXml(recipes: AsyncIterable<ExportedRecipe>): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<recipes format="rosemary" version="1">\n'
  for await (const recipe of recipes) yield recipeToXml(recipe)
  yield '</recipes>\n'
}
