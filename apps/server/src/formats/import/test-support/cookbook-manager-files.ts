/**
 * CookBook Manager exports built in code for tests: a YAML file a recipe (as version 3 writes them, lists
 * and ISO durations) zipped together, and the older CookBookApp HTML pages with schema.org markup.
 */
import { strToU8, zipSync } from 'fflate'
import { stringify } from 'yaml'

export type CookBookYaml = Record<string, unknown>

/** A recipe with the keys CookBook Manager writes; `fields` replace or add keys (undefined removes one). */
export function cookBookYaml(fields: CookBookYaml = {}): CookBookYaml {
  const recipe: CookBookYaml = {
    name: 'Lemonade',
    description: 'Fresh and tart.',
    servings: '4 glasses',
    source: 'https://example.com/lemonade',
    rating: 4,
    image: 'https://media.cookbookmanager.com/61/lemonade.png',
    prep_time: 'PT10M',
    cook_time: 'PT5M',
    notes: 'Use unwaxed lemons.',
    on_favorites: 'no',
    favorite: 'no',
    cook_count: 0,
    images: [],
    keywords: 'Drinks, Summer',
    tags: ['Drinks', 'Summer'],
    ingredients: ['5 lemons', '1 l water'],
    directions: ['Squeeze the lemons.', 'Add the water.'],
    exportedBy: 'Shared from CookBook\nhttps://cookbookmanager.com',
    ...fields,
  }
  return Object.fromEntries(Object.entries(recipe).filter(([, value]) => value !== undefined))
}

export const cookBookYamlFile = (recipe: CookBookYaml): Uint8Array => strToU8(stringify(recipe))

/** A zipped YAML backup, each recipe in a file named after it. */
export function cookBookYamlExport(
  recipes: CookBookYaml[],
  extra: Record<string, Uint8Array> = {},
): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...extra }
  recipes.forEach((recipe, index) => {
    const name = typeof recipe.name === 'string' && recipe.name ? recipe.name : `Recipe ${index}`
    entries[`CookBook-Recipes-YML/${name.replace(/\//g, '-')}.yml`] = cookBookYamlFile(recipe)
  })
  return zipSync(entries)
}

/** A CookBookApp page: the recipe as JSON-LD (or microdata), and CookBook's logo. */
export function cookBookPage(recipe: Record<string, unknown>, { microdata = false } = {}): string {
  const logo = '<img src="https://media.cookbookmanager.com/brand/logo.png" alt="CookBook">'
  const body = microdata
    ? `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">${String(recipe.name)}</h1>${((recipe.recipeIngredient as string[] | undefined) ?? []).map((line) => `<li itemprop="recipeIngredient">${line}</li>`).join('')}${((recipe.recipeInstructions as string[] | undefined) ?? []).map((line) => `<p itemprop="recipeInstructions">${line}</p>`).join('')}${typeof recipe.image === 'string' ? `<img itemprop="image" src="${recipe.image}">` : ''}</div>`
    : `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script><h1>${String(recipe.name)}</h1>`
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${String(recipe.name)}</title></head><body>${logo}${body}<footer>Exported from <a href="https://www.thecookbookapp.com">CookBook</a></footer></body></html>`
}

export function cookBookHtmlExport(pages: string[], extra: Record<string, Uint8Array> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = { ...extra }
  pages.forEach((page, index) => {
    entries[`CookBook-Recipes-HTML/recipe-${index + 1}.html`] = strToU8(page)
  })
  return zipSync(entries)
}
