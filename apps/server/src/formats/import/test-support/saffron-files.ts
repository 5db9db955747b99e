/**
 * Saffron exports built in code for tests: each recipe its "Key: value" heading, then the ingredients and
 * instructions, each item indented by a tab, as the app writes them; the export zips the text files.
 */
import { strToU8, zipSync } from 'fflate'

export interface SaffronFields {
  title: string
  description?: string
  source?: string
  originalUrl?: string
  yield?: string
  prep?: string
  cook?: string
  total?: string
  cookbook?: string
  section?: string
  image?: string
  ingredients: string[]
  instructions: string[]
}

/** One recipe's text; an empty field is written as its key alone, as Saffron does. */
export function saffronText(recipe: SaffronFields, newline = '\n'): string {
  const field = (key: string, value = '') => `${key}: ${value}`
  return [
    field('Title', recipe.title),
    field('Description', recipe.description),
    field('Source', recipe.source),
    field('Original URL', recipe.originalUrl),
    field('Yield', recipe.yield),
    field('Prep', recipe.prep),
    field('Cook', recipe.cook),
    field('Total', recipe.total),
    field('Cookbook', recipe.cookbook),
    field('Section', recipe.section),
    field('Image', recipe.image),
    field('Ingredients'),
    ...recipe.ingredients.map((line) => `\t${line}`),
    field('Instructions'),
    ...recipe.instructions.map((line) => `\t${line}`),
    '',
  ].join(newline)
}

export const sampleSaffron = (fields: Partial<SaffronFields> = {}): SaffronFields => ({
  title: 'Apple puff pancake',
  description: 'Baked in one pan.',
  source: 'Grandma Rose',
  originalUrl: 'https://example.com/apple-puff',
  yield: '6',
  prep: '15 minutes',
  cook: '30 minutes',
  total: '45 minutes',
  cookbook: 'Breakfasts',
  section: 'Sunday',
  ingredients: ['6 eggs', '1.5 cups milk', '2 apples, sliced'],
  instructions: ['Heat the oven to 220 °C.', 'Whisk eggs and milk.', 'Bake 20 minutes.'],
  ...fields,
})

/** The export's zip: one text file a recipe, named after it. */
export function saffronExport(recipes: SaffronFields[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...extra }
  for (const recipe of recipes)
    entries[`${recipe.title.replace(/\//g, '-')}.txt`] = strToU8(saffronText(recipe))
  return zipSync(entries)
}
