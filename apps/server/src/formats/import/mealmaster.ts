/**
 * MealMaster text files (.mmf, .mm, .txt): one or many recipes between `MMMMM----- Recipe via Meal-Master`
 * (or `---------- Recipe via Meal-Master`) and `MMMMM` (or `-----`) lines, as the DOS program and the
 * mailing lists and archives of the 1990s wrote them. Recognised by that start line anywhere in the file's
 * head, so leading mail text is fine. RezKonv, its German sibling, shares the reader (rezkonv.ts); a file
 * mixing both is read whole by either.
 */
import { DEFAULT_IMPORT_LIMITS, ImportFileError, type ImportFormat } from '../imported-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { firstDialect, recipeBlocks, textLines, type Dialect } from './mealmaster-blocks.ts'
import { toMealMasterItem } from './mealmaster-recipe.ts'

const NAMES: Record<Dialect, string> = { mealmaster: 'MealMaster', rezkonv: 'RezKonv' }

/** Opens a file of MealMaster or RezKonv recipes; `expected` names the format the person chose. */
export function openRecipeText(expected: Dialect, marker: string): ImportFormat {
  return async (file, limits = DEFAULT_IMPORT_LIMITS) => {
    if (file.length === 0) throw new ImportFileError('The file is empty.')
    const blocks = recipeBlocks(textLines(file))
    if (blocks.length === 0) {
      throw new ImportFileError(`This is not a ${NAMES[expected]} file: it has no line like "${marker}".`)
    }
    if (blocks.length > limits.maxEntries) {
      throw new ImportFileError(
        `This file holds ${blocks.length} recipes; one import may hold ${limits.maxEntries}.`,
      )
    }
    return {
      total: blocks.length,
      items: async function* () {
        for (const [index, block] of blocks.entries()) {
          yield toMealMasterItem(block.lines, block.dialect, `${NAMES[block.dialect]} recipe ${index + 1}`)
        }
      },
    }
  }
}

export const openMealMaster = openRecipeText('mealmaster', 'MMMMM----- Recipe via Meal-Master')

export function recognizesMealMaster(sample: FileSample): boolean {
  return sample.members === null && firstDialect(sample.text) === 'mealmaster'
}
