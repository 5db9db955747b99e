/**
 * Recipe Keeper exports built in code for tests: recipes.html laid out as Recipe Keeper's template lays it
 * out (a div.recipe-details per recipe: meta tags for id, favourite and rating, a table with the photo and
 * the tagged fields, ingredient and direction paragraphs, nutrition lines with their meta tags, a photos
 * section), zipped with the photos in images/.
 */
import { strToU8, zipSync } from 'fflate'
import { escapeHtml } from './copymethat-files.ts'

export interface RecipeKeeperRecipe {
  id?: string
  name: string
  favourite?: boolean
  rating?: number
  /** Courses, categories and collections as plain text. */
  courses?: string[]
  categories?: string[]
  collections?: string[]
  source?: string
  servings?: string
  /** ISO duration and readable text, as Recipe Keeper writes both. */
  prepTime?: [string, string]
  cookTime?: [string, string]
  /** Inner HTML of each paragraph ("" for the empty ones Recipe Keeper puts between groups). */
  ingredients?: string[]
  directions?: string[]
  notes?: string[]
  /** Nutrient name (Calories, TotalFat…), readable line and value. */
  nutrition?: [string, string, string][]
  photos?: string[]
}

const optional = <T>(value: T | undefined, html: (value: T) => string) =>
  value === undefined ? '' : html(value)
const paragraphs = (lines: string[] = []) => lines.map((line) => `<p>${line}</p>`).join('')
const metas = (name: string, values: string[] = []) =>
  values.map((value) => `<meta content="${escapeHtml(value)}" itemprop="${name}">`).join('')

function time(label: string, name: string, value: [string, string] | undefined): string {
  return optional(
    value,
    ([iso, text]) => `<div>${label}: <span>${text}</span><meta content="${iso}" itemprop="${name}"></div>`,
  )
}

export function recipeKeeperRecipe(recipe: RecipeKeeperRecipe): string {
  const [course, ...otherCourses] = recipe.courses ?? []
  const photos = recipe.photos ?? []
  return `<div class="recipe-details"><meta content="${recipe.id ?? 'a2489b23'}" itemprop="recipeId"><meta content="" itemprop="recipeShareId"><meta content="${recipe.favourite ? 'True' : 'False'}" itemprop="recipeIsFavourite"><meta content="${recipe.rating ?? 0}" itemprop="recipeRating">
<table><tr><td>${optional(photos[0], (src) => `<img src="${escapeHtml(src)}" class="recipe-photo"/>`)}</td><td style="vertical-align:top">
<h2 itemprop="name">${recipe.name}</h2>
<div>Courses: <span itemprop="recipeCourse">${escapeHtml(course ?? '')}</span>${metas('recipeCourse', otherCourses)}</div>
<div>Categories: <span>${escapeHtml((recipe.categories ?? []).join(', '))}</span>${metas('recipeCategory', recipe.categories)}</div>
<div>Collections: <span>${escapeHtml((recipe.collections ?? []).join(', '))}</span>${metas('recipeCollection', recipe.collections)}</div>
<div>Source: <span itemprop="recipeSource">${recipe.source ?? ''}</span></div>
<div>Serving size: <span itemprop="recipeYield">${recipe.servings ?? ''}</span></div>
${time('Preparation time', 'prepTime', recipe.prepTime)}${time('Cooking time', 'cookTime', recipe.cookTime)}
</td></tr><tr><td style="vertical-align:top;width:250px"><h3>Ingredients</h3><div class="recipe-ingredients" itemprop="recipeIngredients">${paragraphs(recipe.ingredients)}</div></td>
<td style="vertical-align:top"><h3>Directions</h3><div itemprop="recipeDirections">${paragraphs(recipe.directions)}</div></td></tr></table>
<div class="recipe-notes" itemprop="recipeNotes">${paragraphs(recipe.notes)}</div>
${optional(recipe.nutrition, (nutrients) => `<h3>Nutrition</h3><div>Amount per serving</div>${nutrients.map(([name, line, value]) => `<div>${line}<meta content="${escapeHtml(value)}" itemprop="recipeNut${name}"></div>`).join('')}`)}
<h3>Photos</h3>${photos.map((src, index) => `<div class="recipe-photos-div"><img src="${escapeHtml(src)}" class="recipe-photos" itemprop="photo${index}"/></div>`).join('')}<hr/></div>`
}

export function recipeKeeperPage(recipes: RecipeKeeperRecipe[]): string {
  return `<!DOCTYPE html>
<html><head><style type="text/css">
.recipe-details h2 { color: #d24400; }
.recipe-ingredients p { margin: 0; }
.recipe-photo { width: 250px; }
.recipe-photos { width: 100%; }
</style></head><body>
${recipes.map(recipeKeeperRecipe).join('\n')}
</body></html>`
}

/** The export zipped: recipes.html beside images/, the photos given by path. */
export function recipeKeeperExport(recipes: RecipeKeeperRecipe[], files: Record<string, Uint8Array> = {}) {
  return zipSync({ ...files, 'recipes.html': strToU8(recipeKeeperPage(recipes)) })
}
