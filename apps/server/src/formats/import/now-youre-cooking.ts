/**
 * Now You're Cooking! (NYC, the Windows recipe program of the 1990s and 2000s) export files: any number
 * of recipes, each opened by `@@@@@ Now You're Cooking! Export Format` and closed by a line like
 * `** Exported from Now You're Cooking! v5.71 **` (or `-+-`), laid out as now-youre-cooking-recipe.ts
 * reads them. Facts from KRecipes' `nycgenericimporter.cpp`, RecipeFox's `NycExport.java` and its v5.71
 * sample export (mera461/javaRecipes), a C decoder of the format (`decode_nyc_lib.c`), Shop'NCook's
 * import manual and NYC's own tips (ffts.com: a part's heading is an ingredient line between five
 * dashes). Recognised by the start line alone, anywhere in the file's head: mail text before it is fine.
 * Text between a recipe's closing line and the next start line is not the recipe's and is skipped; the
 * last recipe without its closing line is a truncated file's, and is reported rather than read half.
 */
import type { FileSample } from './file-sample.ts'
import { START_MARK, toNowYoureCookingItem } from './now-youre-cooking-recipe.ts'
import { isTextZipOf, openTextExport, type RecipeEntry } from './text-exports.ts'

// Windows-1252 files give the apostrophe as a curly one when a mailer or editor changed it.
const START_LINE = /^\s*@{5}\s*Now\s+You['’]?re\s+Cooking!?\s+Export\s+Format\s*$/i
const END_LINE = /^\s*(?:\*\*\s*Exported\s+from\s+Now\s+You['’]?re\s+Cooking!|-\+-\s*$)/i

interface Block {
  lines: string[]
  closed: boolean
}

/** Each recipe's lines, from after its start line to its closing line or the next start line. */
function recipeBlocks(lines: string[]): Block[] {
  const starts = lines.flatMap((line, index) => (START_LINE.test(line) ? [index] : []))
  return starts.map((start, index) => {
    const next = starts[index + 1] ?? lines.length
    const body = lines.slice(start + 1, next)
    const end = body.findIndex((line) => END_LINE.test(line))
    return { lines: end < 0 ? body : body.slice(0, end), closed: end >= 0 || index + 1 < starts.length }
  })
}

const CUT_SHORT =
  'The file ends inside this recipe (its closing line "** Exported from Now You\'re Cooking! **" is missing).'

function recipesOf(text: string, name: string): RecipeEntry[] | null {
  const blocks = recipeBlocks(text.split(/\r\n|\r|\n/))
  if (blocks.length === 0) return null
  return blocks.map((block, index) => () => {
    const item = toNowYoureCookingItem(block.lines, blocks.length === 1 ? name : `${name} ${index + 1}`)
    return 'recipe' in item && !block.closed
      ? { failure: { title: item.recipe.title, reason: CUT_SHORT } }
      : item
  })
}

export const openNowYoureCooking = openTextExport({
  name: "Now You're Cooking!",
  recipesOf,
  notThisFormat: `This file holds no Now You're Cooking! recipes: it has no line like "${START_MARK}".`,
})

const hasStartLine = (text: string) => text.split(/\r\n|\r|\n/).some((line) => START_LINE.test(line))

export function recognizesNowYoureCooking(sample: FileSample): boolean {
  if (sample.members === null) return hasStartLine(sample.text)
  return isTextZipOf(sample, hasStartLine)
}
