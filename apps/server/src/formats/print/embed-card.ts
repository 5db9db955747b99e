/**
 * `embed/recipe/{id}`: a compact card of a recipe for an iframe on another site. It is self-contained:
 * CSS inline under the CSP nonce, no script, and nothing fetched but the picture. Links open in a new tab
 * (`<base target>`), since navigating inside someone else's iframe helps nobody.
 */
import { markup, type Markup } from './html-markup.ts'
import { renderDocument } from './page-document.ts'
import { PAGE_WORDS, type PageLanguage } from './print-words.ts'
import type { PrintableRecipe } from './printable-recipe.ts'
import { renderFacts, renderRating, renderSource } from './recipe-details.ts'
import { renderIngredients, renderInstructions } from './recipe-lists.ts'
import { toImageUrl, toLinkUrl } from './safe-url.ts'

export interface EmbedCardOptions {
  /** The app's public address (PUBLIC_URL, http or https), e.g. "https://recipes.example.com". */
  origin: string
  language: PageLanguage
  /** The nonce of the response's Content-Security-Policy (style-src 'nonce-…'). */
  nonce: string
  /** The recipe's first picture (absolute, or a path on this server); left out when absent or not http(s). */
  imageUrl?: string | undefined
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;background:transparent;color:#1b1b1b;font:14px/1.45 system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
.card{max-width:640px;margin:0 auto;background:#fff;border:1px solid #d9d6cf;border-radius:10px;overflow:hidden}
.picture{display:block;width:100%;max-height:240px;object-fit:cover}
.content{padding:14px 18px 16px}
h1{font-size:20px;line-height:1.2;margin:0 0 4px}
h1 a{color:inherit;text-decoration:none}
h2{font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#555;margin:14px 0 4px}
h3{font-size:14px;margin:8px 0 2px}
ul,ol{margin:0;padding-left:1.4em}
li{margin:0 0 2px}
.description{margin:4px 0 8px;color:#333;white-space:pre-line}
.facts{display:flex;flex-wrap:wrap;gap:2px 14px;margin:0 0 4px;font-size:13px}
.fact{display:flex;gap:4px}
dt{font-weight:600}
dt::after{content:":"}
dd{margin:0}
.rating{margin:0 0 4px;color:#9a6b00;letter-spacing:.1em}
.source{margin:4px 0;font-size:13px;color:#555}
.term{font-weight:600}
.source a{color:inherit}
.open{display:inline-block;margin-top:14px;padding:6px 14px;border-radius:6px;background:#5b7f3a;color:#fff;text-decoration:none;font-weight:600}
`

/** `<origin>/#/recipe/<id>`, the recipe's page in the web app; null when the origin is not http(s). */
function recipePageUrl(origin: string, id: string): string | null {
  const base = toLinkUrl(origin)
  return base && `${base.replace(/\/+$/, '')}/#/recipe/${encodeURIComponent(id)}`
}

function renderList(title: string, text: string, render: (text: string) => Markup): Markup | null {
  return text.trim() ? markup`<h2>${title}</h2>${render(text)}` : null
}

/**
 * The whole HTML document of the card. Pass the recipe, the app's public origin (for the link back), the
 * viewer's language (the app's default when unknown), the CSP nonce and the first picture's URL.
 */
export function renderEmbedCard(recipe: PrintableRecipe, options: EmbedCardOptions): string {
  const words = PAGE_WORDS[options.language]
  const href = recipePageUrl(options.origin, recipe.id)
  const src = toImageUrl(options.imageUrl ?? '')
  const description = recipe.description.trim()
  return renderDocument({
    lang: words.htmlLang,
    title: recipe.title,
    nonce: options.nonce,
    stylesheet: STYLE,
    head: markup`<base target="_blank">`,
    body: markup`<article class="card">
${src === null ? null : markup`<img class="picture" src="${src}" alt="${recipe.title}">`}
<div class="content">
<h1>${href === null ? recipe.title : markup`<a href="${href}" rel="noopener">${recipe.title}</a>`}</h1>
${renderRating(recipe.rating, words)}
${description && markup`<p class="description">${description}</p>`}
${renderFacts(recipe, words)}
${renderSource(recipe, words)}
${renderList(words.ingredients, recipe.ingredients, (text) => renderIngredients(text, 1))}
${renderList(words.instructions, recipe.instructions, renderInstructions)}
${href === null ? null : markup`<a class="open" href="${href}" rel="noopener">${words.openRecipe}</a>`}
</div>
</article>`,
  })
}
