/**
 * CookBookApp's HTML export (before CookBook Manager 3.0 dropped it): a zip of pages, one recipe each,
 * marked up as a schema.org Recipe (JSON-LD or microdata), with CookBook's own pictures (its logo on
 * media.cookbookmanager.com/brand/) beside the recipe's. A page is told from a recipe site's by that
 * mark: a schema.org Recipe and an address of CookBook's (cookbookmanager.com, thecookbookapp.com).
 * The rating is the user's own (aggregateRating, as the app writes it), not other people's as on a site.
 */
import type { CheerioAPI } from 'cheerio'
import { readMicrodataRecipes } from '../html/item-scopes.ts'
import { readJsonLdRecipes } from '../html/json-ld-recipes.ts'
import { firstString, isSchemaObject, propertyOf, type SchemaObject } from '../schema-org/json-values.ts'
import { rankImages, readImageCandidates } from '../schema-org/read-images.ts'
import { readSchemaRecipe } from '../schema-org/read-recipe.ts'
import type { ImportItem } from '../imported-recipe.ts'
import { isBrandPicture } from './cookbook-manager-yaml.ts'
import type { FindPicture, RecipePageFormat } from './html-recipe-page.ts'
import { toRating } from './source-values.ts'

const COOKBOOK_ADDRESS = /(?:cookbookmanager|thecookbookapp)\.com/i
const SCHEMA_RECIPE =
  /itemtype\s*=\s*["']?https?:\/\/schema\.org\/Recipe\b|"@type"\s*:\s*(?:\[[^\]]{0,200})?"Recipe"/i

export const isCookBookPage = (text: string): boolean =>
  /^[\s\uFEFF]*</.test(text) && SCHEMA_RECIPE.test(text) && COOKBOOK_ADDRESS.test(text)

/** The page's recipe: an export page holds one; JSON-LD first, as the fuller of the two. */
function pageRecipe($: CheerioAPI): SchemaObject[] {
  const linked = readJsonLdRecipes($)
  return (linked.length > 0 ? linked : readMicrodataRecipes($)).slice(0, 1)
}

function ratingOf(recipe: SchemaObject): number | null {
  const rating = propertyOf(recipe, 'aggregateRating')
  return isSchemaObject(rating) ? toRating(firstString(propertyOf(rating, 'ratingValue'))) : null
}

function toItem(object: SchemaObject, findPicture: FindPicture): ImportItem {
  const recipe = readSchemaRecipe(object)
  if (!recipe.title.trim())
    return { failure: { title: 'CookBook recipe', reason: 'The page’s recipe has no name.' } }
  const candidates = rankImages(
    readImageCandidates(propertyOf(object, 'image') ?? propertyOf(object, 'photo')),
  )
  const images = candidates
    .filter((candidate) => !isBrandPicture(candidate.url))
    .flatMap((candidate) => {
      const image = findPicture(candidate.url)
      return image ? [image] : []
    })
  return { recipe: { ...recipe, rating: ratingOf(object), images } }
}

export const COOKBOOK_PAGES: RecipePageFormat<SchemaObject> = {
  name: 'CookBook Manager',
  expected: 'its recipe pages (.html) or YAML files, or the zip holding them',
  isPage: isCookBookPage,
  recipeElements: pageRecipe,
  toItem,
}
