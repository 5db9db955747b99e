/**
 * ChefTap exports built in code for tests: a recipe file is its title, a blank line, the address it was
 * clipped from, then its parts (under headings, or not), as the files in ChefTap's exports are laid out;
 * the export zips them in a `cheftap_export/` folder.
 */
import { strToU8, zipSync } from 'fflate'

export interface ChefTapFields {
  title: string
  url?: string
  /** Lines between the address and the ingredients ("Prep Time: 10 min"). */
  facts?: string[]
  ingredients: string[]
  directions: string[]
  notes?: string[]
  /** "Ingredients", "Directions", "Notes" headings above the parts (in this case). */
  headings?: 'title' | 'upper' | 'none'
}

function heading(word: string, style: ChefTapFields['headings']): string[] {
  if (style === 'none') return []
  return [style === 'upper' ? word.toUpperCase() : word]
}

/** One recipe file's text: the steps a paragraph each, as ChefTap keeps them from the page. */
export function chefTapText(recipe: ChefTapFields, newline = '\n'): string {
  const style = recipe.headings ?? 'title'
  return [
    recipe.title,
    '',
    recipe.url ?? '',
    '',
    ...(recipe.facts ?? []),
    '',
    ...heading('Ingredients', style),
    ...recipe.ingredients,
    '',
    ...heading('Directions', style),
    '',
    ...recipe.directions.flatMap((step) => [step, '']),
    ...(recipe.notes ? [...heading('Notes', style), ...recipe.notes, ''] : []),
  ].join(newline)
}

export const sampleChefTap = (fields: Partial<ChefTapFields> = {}): ChefTapFields => ({
  title: 'Chocolate chip cookies',
  url: 'https://example.com/cookies',
  ingredients: ['1 cup butter, softened', '2 eggs', '3 cups flour', '2 cups chocolate chips'],
  directions: ['Heat the oven to 175 °C.', 'Beat the butter and sugar until smooth.', 'Bake 10 minutes.'],
  ...fields,
})

/** The export's zip: `cheftap_export/<title>.txt` for each recipe. */
export function chefTapExport(recipes: ChefTapFields[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...extra }
  for (const recipe of recipes) {
    entries[`cheftap_export/${recipe.title.replace(/\W+/g, '_')}.txt`] = strToU8(chefTapText(recipe))
  }
  return zipSync(entries)
}
