/**
 * ChefTap's export: a zip (`cheftap_export.zip`) holding a folder `cheftap_export/` of `.txt` files, one
 * recipe each, laid out as cheftap-recipe.ts reads them. Facts from TandoorRecipes/recipes
 * `cookbook/integration/cheftap.py` and the sample files of its issues #509 and #532 ("the recipe name is
 * always the first line, and the URL/Source is the 3rd"; headings in any case, or none), and from the
 * ChefTap file in reaper47/recipya's tests. Whether ChefTap words its headings in other languages is not
 * known: English ones only are read as headings.
 *
 * Only the zip is recognised: a single ChefTap file is a title, an address and free text, which is what
 * any recipe copied into a text file looks like; claiming those as ChefTap would misname them and take
 * files from readers of plain text. The zip is told by its folder, or by every text member it shows
 * having ChefTap's opening: a title, then an address within the next lines or a directions heading.
 * A single file is still read when given to this reader, if it opens that way.
 */
import { isWebAddress } from '@rosemary/shared'
import { ImportFileError, type ImportFormat } from '../imported-recipe.ts'
import { isZip } from './archive/zip.ts'
import type { FileSample } from './file-sample.ts'
import { headingPart, readChefTap } from './cheftap-recipe.ts'
import { isSaffronText } from './saffron.ts'
import { decodeText } from './text-encoding.ts'
import { isTextZipOf, openTextExport } from './text-exports.ts'

const EXPORT_FOLDER = /(^|\/)cheftap_export\//i
/** Marks that open other text formats' files (MealMaster, RezKonv, MasterCook, Now You're Cooking!, …). */
const OTHER_FORMAT_START = /^[-=@*#<>{[]/
/** How many lines after the title the address may come. */
const ADDRESS_WITHIN = 4

/** A title line, then an address close below it or a directions heading further down. */
export function looksLikeChefTap(text: string): boolean {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const [title = '', ...rest] = lines
  if (title === '' || OTHER_FORMAT_START.test(title) || isWebAddress(title) || isSaffronText(text)) {
    return false
  }
  return (
    rest.slice(0, ADDRESS_WITHIN).some(isWebAddress) ||
    rest.some((line) => headingPart(line) === 'directions')
  )
}

const openExport = openTextExport({
  name: 'ChefTap',
  recipesOf: (text, name) => (text.trim() === '' ? null : [() => readChefTap(text, name)]),
  notThisFormat: 'This file holds no ChefTap recipe: it is blank.',
})

export const openChefTap: ImportFormat = async (file, limits) => {
  if (file.length > 0 && !isZip(file) && !looksLikeChefTap(decodeText(file))) {
    throw new ImportFileError(
      'This is not a ChefTap recipe: it does not open with a title and the address it came from, and has no "Directions" heading.',
    )
  }
  return openExport(file, limits)
}

export function recognizesChefTap(sample: FileSample): boolean {
  const exported = sample.members?.some((name) => EXPORT_FOLDER.test(name)) ?? false
  return isTextZipOf(sample, (text) => exported || looksLikeChefTap(text))
}
