/**
 * RezKonv text files: MealMaster's German sibling, written by RezKonv Suite. A recipe opens with
 * `=====REZKONV-Rezept - RezkonvSuite v1.4`, has `Titel:`, `Kategorien:` and `Menge:` for its header,
 * German units of any width, `=====Für den Teig=====` sections and a closing `=====`. Read by the
 * MealMaster reader, which tells the two apart recipe by recipe.
 */
import type { FileSample } from './file-sample.ts'
import { firstDialect } from './mealmaster-blocks.ts'
import { openRecipeText } from './mealmaster.ts'

export const openRezKonv = openRecipeText('rezkonv', '=====REZKONV-Rezept')

export function recognizesRezKonv(sample: FileSample): boolean {
  return sample.members === null && firstDialect(sample.text) === 'rezkonv'
}
