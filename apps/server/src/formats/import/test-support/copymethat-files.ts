/**
 * Copy Me That exports built in code for tests: recipes.html laid out as Copy Me That's template lays it
 * out (a meta tag naming its class and id version, a style sheet, one div.recipe per recipe with ids and
 * classes on its parts, spaces around the = of attributes), zipped with its pictures in images/.
 */
import { strToU8, zipSync } from 'fflate'

export interface CopyMeThatRecipe {
  name: string
  link?: string
  /** The src of the recipe's picture, as written (images/….jpg). */
  image?: string
  description?: string
  tags?: string[]
  madeThis?: boolean
  starred?: boolean
  rating?: number
  servings?: string
  /** Inner HTML of each item; `{ header }` for a subheader, `{ note }` for a note, null for a spacer. */
  ingredients?: (string | { header: string } | { note: string } | null)[]
  steps?: (string | { header: string })[]
  notes?: string[]
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const optional = <T>(value: T | undefined, html: (value: T) => string) =>
  value === undefined ? '' : html(value)

function ingredientItem(item: NonNullable<CopyMeThatRecipe['ingredients']>[number]): string {
  if (item === null) return '<li class= "recipeIngredient_spacer"></li>'
  if (typeof item === 'string') return `<li class= "recipeIngredient">\n            ${item}\n        </li>`
  if ('header' in item) return `<li class= "recipeIngredient_subheader">${item.header}</li>`
  return `<li class= "recipeIngredient_note">${item.note}</li>`
}

function stepItem(item: string | { header: string }, index: number): string {
  if (typeof item !== 'string') return `<div class="instruction instruction_subheader">${item.header}</div>`
  return `<li class = "instruction" value = "${index + 1}">\n            ${item}\n        </li>`
}

function extraInfo(recipe: CopyMeThatRecipe): string {
  const parts = [
    recipe.madeThis ? '<span id="made_this"> I made this. </span>' : '',
    recipe.starred ? '<span id="starred">Is starred. </span>' : '',
    optional(recipe.rating, (r) => `<span id="rating">Rated <span id = "ratingValue">${r}</span>/5</span>`),
  ].join('\n    ')
  return parts.trim() === '' ? '' : `<div id = "extra_info">\n    ${parts}\n</div>`
}

export function copyMeThatRecipe(recipe: CopyMeThatRecipe): string {
  return `<div class = "recipe">
<div id = "name">
    ${recipe.name}
</div>
${optional(recipe.link, (l) => `<div id = "link">\n    Adapted from <a id = "original_link" href = "${escapeHtml(l)}">${escapeHtml(l)}</a>\n</div>`)}
${optional(recipe.image, (src) => `<img class= "recipeImage" src = "${escapeHtml(src)}" width="120px"/>`)}
${optional(recipe.description, (d) => `<div id = "description">\n    ${d}\n</div>`)}
${optional(recipe.tags, (tags) => `<div id = "categories">\n<span>Tags: </span>\n${tags.map((t) => `    <span class = "recipeCategory">${t}</span><span> </span>`).join('\n')}\n</div>`)}
${extraInfo(recipe)}
${optional(recipe.servings, (s) => `<div id = "servings">\n    Servings: <a id="recipeYield">${s}</a>\n</div>`)}
${optional(recipe.ingredients, (items) => `    <div id= "recipeIngredient_header">\n      Ingredients\n    </div>\n    <ul id = "recipeIngredients">\n        ${items.map(ingredientItem).join('\n        ')}\n    </ul>`)}
${optional(recipe.steps, (items) => `    <div id= "recipeInstructions_header">\n      Steps\n    </div>\n    <ol id = "recipeInstructions">\n        ${items.map(stepItem).join('\n        ')}\n    </ol>`)}
${optional(recipe.notes, (items) => `    <div id = "recipeNotes_header">\n        Notes\n    </div>\n    <ul id = "recipeNotes">\n${items.map((n) => `        <li class = "recipeNote">\n           ${n}\n        </li>`).join('\n')}\n    </ul>`)}
</div>`
}

export function copyMeThatPage(recipes: CopyMeThatRecipe[]): string {
  return `<!DOCTYPE html>
<head>
<meta http-equiv="Content-Type" content="text/html;charset=UTF-8">
<meta name="escaped characters" content="&lt; &gt; &quot; &amp; &#39;">
<meta name="copymethat_class_id_version" content="2">
</head>
<html>
<style type="text/css">
.recipe{ margin-top:20px; }
#recipeIngredient_header, #recipeInstructions_header, #recipeNotes_header{ font-weight:bold; }
.recipeIngredient_subheader, .instruction_subheader{ font-weight:bold; }
.recipeIngredient_spacer{ height:10px; }
#original_link, .recipeCategory, #made_this, #starred, #rating, #ratingValue, #recipeYield{ }
</style>
<body>
${recipes.map(copyMeThatRecipe).join('\n')}
</body>
</html>`
}

/** The export zipped: recipes.html beside images/, the pictures given by path. */
export function copyMeThatExport(recipes: CopyMeThatRecipe[], files: Record<string, Uint8Array> = {}) {
  return zipSync({ ...files, 'recipes.html': strToU8(copyMeThatPage(recipes)) })
}
