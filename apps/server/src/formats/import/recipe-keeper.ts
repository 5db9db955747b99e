/**
 * Recipe Keeper's export: a zip holding recipes.html, every recipe on one page as a `div.recipe-details`
 * tagged with Recipe Keeper's own microdata, and the photos in images/. It is read zipped, or as the page
 * alone (its photos then stay behind). Recognised by the page's start: a recipe-details element and
 * itemprops only Recipe Keeper writes (recipeDirections, recipeIsFavourite, recipeShareId…; schema.org
 * itself has recipeInstructions and recipeIngredient, which recipe sites use).
 */
import type { CheerioAPI } from 'cheerio'
import { select } from '../html/select-elements.ts'
import type { ImportFormat } from '../imported-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { openRecipePage, outermost, recognizesRecipePage, type RecipePageFormat } from './html-recipe-page.ts'
import { toRecipeKeeperItem } from './recipe-keeper-recipe.ts'

const RECIPE_DETAILS = /class\s*=\s*["']?recipe-details["'\s>]/
/** itemprop values of Recipe Keeper's template, quoted or not (its minified pages leave quotes out). */
const OWN_PROPERTIES =
  /itemprop\s*=\s*["']?(recipeDirections|recipeIsFavourite|recipeShareId|recipeIngredients|recipeNotes|recipeCourse|recipeCollection|recipeNut[A-Za-z]+)["'\s/>]/g
const MIN_PROPERTIES = 2

function isRecipeKeeperPage(text: string): boolean {
  if (!RECIPE_DETAILS.test(text)) return false
  const found = new Set([...text.matchAll(OWN_PROPERTIES)].map((match) => match[1]))
  return found.size >= MIN_PROPERTIES
}

const RECIPE_KEEPER: RecipePageFormat = {
  name: 'Recipe Keeper',
  isPage: isRecipeKeeperPage,
  recipeElements: ($: CheerioAPI) => outermost(select($, '.recipe-details')),
  toItem: toRecipeKeeperItem,
}

export function recognizesRecipeKeeper(sample: FileSample): boolean {
  return recognizesRecipePage(sample, isRecipeKeeperPage)
}

export const openRecipeKeeper: ImportFormat = (file, limits) => openRecipePage(RECIPE_KEEPER, file, limits)
