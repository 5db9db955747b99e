/**
 * Copy Me That's export: a zip holding recipes.html, every recipe on one page as a `div.recipe`, and
 * the pictures in images/. It is read zipped, or as the page alone (its pictures then stay behind).
 * Recognised by the page's start: the meta tag Copy Me That writes into its head
 * (copymethat_class_id_version), or else several of the ids and classes only its template uses.
 */
import type { CheerioAPI } from 'cheerio'
import { select } from '../html/select-elements.ts'
import type { ImportFormat } from '../imported-recipe.ts'
import { toCopyMeThatItem } from './copymethat-recipe.ts'
import type { FileSample } from './file-sample.ts'
import {
  countMarkers,
  openRecipePage,
  outermost,
  recognizesRecipePage,
  type RecipePageFormat,
} from './html-recipe-page.ts'

const VERSION_META = 'copymethat_class_id_version'
/** Names of Copy Me That's template (in its style sheet and on its elements) that recipe sites do not use. */
const TEMPLATE_MARKERS = [
  'recipeIngredient_header',
  'recipeInstructions_header',
  'recipeNotes_header',
  'recipeIngredient_subheader',
  'recipeIngredient_spacer',
  'instruction_subheader',
  'original_link',
  'made_this',
]
const MIN_MARKERS = 3
const RECIPE_DIV = /class\s*=\s*["']?recipe["'\s>]/

function isCopyMeThatPage(text: string): boolean {
  if (text.includes(VERSION_META)) return true
  return RECIPE_DIV.test(text) && countMarkers(text, TEMPLATE_MARKERS) >= MIN_MARKERS
}

const COPY_ME_THAT: RecipePageFormat = {
  name: 'Copy Me That',
  isPage: isCopyMeThatPage,
  recipeElements: ($: CheerioAPI) => outermost(select($, 'div.recipe')),
  toItem: toCopyMeThatItem,
}

export function recognizesCopyMeThat(sample: FileSample): boolean {
  return recognizesRecipePage(sample, isCopyMeThatPage)
}

export const openCopyMeThat: ImportFormat = (file, limits) => openRecipePage(COPY_ME_THAT, file, limits)
