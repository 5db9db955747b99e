/**
 * Gourmet Recipe Manager backups (.grmt, also Gourmand's and Tournant's "Gourmet XML"): XML whose root is
 * <gourmetDoc>, one <recipe id="…"> after another, pictures inline as base64. A recipe may use another as
 * an ingredient by id, so the titles are read once for the whole file before recipes are mapped.
 */
import type { ImportFormat } from '../imported-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { gourmetRecipes, recipeTitles, toGourmetRecipe, type RecipeTitles } from './gourmet-recipe.ts'
import { openXmlRecipeFile } from './xml-recipe-file.ts'
import { hasXmlRoot } from './xml-root.ts'
import type { XmlElement } from './xml.ts'

export const openGourmet: ImportFormat = async (file, limits) => {
  let titles: RecipeTitles = new Map()
  return openXmlRecipeFile(file, limits, {
    app: 'Gourmet',
    root: 'gourmetDoc',
    entries: (root): XmlElement[] => {
      const recipes = gourmetRecipes(root)
      titles = recipeTitles(recipes)
      return recipes
    },
    toRecipe: (recipe, fallbackTitle) => toGourmetRecipe(recipe, titles, fallbackTitle),
  })
}

export function recognizesGourmet(sample: FileSample): boolean {
  return sample.members === null && hasXmlRoot(sample.text, 'gourmetDoc')
}
