/**
 * Paprika HTML exports built in code for tests: a recipe page laid out as Paprika's template lays it out
 * (schema.org microdata in named boxes), and the export folder zipped with its index and pictures.
 */
import { strToU8, zipSync } from 'fflate'

export interface PaprikaPage {
  name: string
  /** The photo's src, and the address Paprika links it to. */
  photo?: { src: string; link?: string }
  /** The rating as Paprika writes it: value="4" and as many stars; `stars` for older pages without value. */
  rating?: number
  stars?: number
  categories?: string
  prepTime?: string
  cookTime?: string
  totalTime?: string
  difficulty?: string
  servings?: string
  source?: string
  sourceUrl?: string
  /** Inner HTML of each part, as Paprika writes it. */
  description?: string
  ingredients?: string[]
  directions?: string
  notes?: string
  nutrition?: string
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

const optional = (value: string | undefined, html: (value: string) => string) =>
  value === undefined ? '' : html(value)

function metadata(page: PaprikaPage): string {
  const field = (label: string, prop: string, value: string | undefined) =>
    optional(value, (v) => `<b>${label}: </b><span itemprop="${prop}">${escape(v)}</span>\n`)
  const source = optional(page.source, (name) => {
    const author = `<span itemprop="author">${escape(name)}</span>`
    return `<b>Source: </b>${optional(page.sourceUrl, (url) => `<a itemprop="url" href="${escape(url)}">`)}${author}${page.sourceUrl === undefined ? '' : '</a>'}`
  })
  return `<p class="metadata">
    ${field('Prep Time', 'prepTime', page.prepTime)}${field('Cook Time', 'cookTime', page.cookTime)}
    ${field('Total Time', 'totalTime', page.totalTime)}${field('Difficulty', 'difficulty', page.difficulty)}
    ${field('Servings', 'recipeYield', page.servings)}
    <!-- Source -->
    ${source}
  </p>`
}

function box(kind: string, title: string, prop: string, html: string | undefined): string {
  return optional(
    html,
    (inner) => `<div class="${kind}box"><h3 class="subhead">${title}</h3>
      <div itemprop="${prop}" class="${kind} text">${inner}</div></div>`,
  )
}

export function paprikaPage(page: PaprikaPage): string {
  const value = page.stars === undefined ? ` value="${page.rating ?? 0}"` : ''
  const stars = '★'.repeat(page.stars ?? page.rating ?? 0)
  const photo = optional(
    page.photo?.src,
    (src) => `<div class="photobox"><a href="${escape(page.photo?.link ?? '#')}">
      <img src="${escape(src)}" itemprop="image" class="photo photoswipe"/></a></div>`,
  )
  const ingredients = optional(
    page.ingredients?.map((line) => `<p class="line" itemprop="recipeIngredient">${line}</p>`).join(''),
    (lines) => `<div class="ingredientsbox"><h3 class="subhead">Ingredients</h3>
      <div class="ingredients text">${lines}</div></div>`,
  )
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <style type="text/css">
      .photobox { float: left; }
      .columnbox { }
    </style>
  </head>
  <body>
    <!-- Recipe -->
    <div class="recipe" itemscope itemtype="http://schema.org/Recipe">
      <div class="infobox">
        ${photo}
        <h1 itemprop="name" class="name">${escape(page.name)}</h1>
        <p itemprop="aggregateRating" class="rating"${value}>${stars}</p>
        ${optional(page.categories, (c) => `<p itemprop="recipeCategory" class="categories">${escape(c)}</p>`)}
        ${metadata(page)}
        <div class="clear"></div>
      </div>
      <div class="columnbox">
        ${ingredients}
        ${box('nutrition', 'Nutrition', 'nutrition', page.nutrition)}
      </div>
      ${box('description', 'Description', 'description', page.description)}
      ${box('directions', 'Directions', 'recipeInstructions', page.directions)}
      ${box('notes', 'Notes', 'comment', page.notes)}
    </div>
    <!-- PhotoSwipe gallery -->
    <script>var items = [];</script>
  </body>
</html>`
}

/** The export folder zipped: index.html listing the pages, Recipes/<name>.html, and the pictures. */
export function paprikaHtmlExport(
  pages: PaprikaPage[],
  files: Record<string, Uint8Array> = {},
  folder = 'My Recipes',
): Uint8Array {
  const links = pages.map((p) => `<li><a href="Recipes/${escape(p.name)}.html">${escape(p.name)}</a></li>`)
  const prefix = folder === '' ? '' : `${folder}/`
  const entries: Record<string, Uint8Array> = {
    [`${prefix}index.html`]: strToU8(`<!DOCTYPE html><html><body><h1>Recipes (${pages.length})</h1>
      <ul>${links.join('')}</ul></body></html>`),
  }
  for (const page of pages) entries[`${prefix}Recipes/${page.name}.html`] = strToU8(paprikaPage(page))
  for (const [name, data] of Object.entries(files)) entries[`${prefix}${name}`] = data
  return zipSync(entries)
}
