/**
 * The printable page of one recipe (`print/?recipeId&template&modifiers&print=true`): a whole HTML
 * document with its stylesheet inline under the response's CSP nonce, and, when asked to print, a script
 * that opens the print dialog once the picture has loaded.
 */
import { markup, type Markup } from './html-markup.ts'
import type { PrintModifiers, PrintTemplate } from './print-options.ts'
import { printStylesheet } from './print-styles.ts'
import { PAGE_WORDS, type PageLanguage, type PageWords } from './print-words.ts'
import { printDialogScript, renderDocument } from './page-document.ts'
import type { PrintableRecipe } from './printable-recipe.ts'
import { renderFacts, renderLabels, renderRating, renderSource } from './recipe-details.ts'
import { renderIngredients, renderInstructions, renderNotes } from './recipe-lists.ts'
import { toImageUrl } from './safe-url.ts'

export interface PrintPageOptions {
  template: PrintTemplate
  modifiers: PrintModifiers
  /** Open the print dialog when the page has loaded. */
  print: boolean
  language: PageLanguage
  /** The nonce of the response's Content-Security-Policy (style-src and script-src 'nonce-…'). */
  nonce: string
  /** The recipe's first picture (absolute, or a path on this server); left out when absent or not http(s). */
  imageUrl?: string | undefined
}

function section(className: string, title: string, body: Markup | null): Markup | null {
  return body && markup`<section class="${className}"><h2>${title}</h2>${body}</section>`
}

function renderPicture(recipe: PrintableRecipe, options: PrintPageOptions): Markup | null {
  const src = options.modifiers.noimage ? null : toImageUrl(options.imageUrl ?? '')
  return src === null ? null : markup`<img class="picture" src="${src}" alt="${recipe.title}">`
}

function renderHeader(recipe: PrintableRecipe, options: PrintPageOptions, words: PageWords): Markup {
  const { modifiers } = options
  const description = recipe.description.trim()
  return markup`<header>
${renderPicture(recipe, options)}
<h1>${recipe.title}</h1>
${renderRating(recipe.rating, words)}
${description && markup`<p class="description">${description}</p>`}
${renderFacts(recipe, words, modifiers.scale ?? 1)}
${modifiers.nosource ? null : renderSource(recipe, words)}
</header>`
}

function renderSections(recipe: PrintableRecipe, options: PrintPageOptions, words: PageWords): Markup {
  const { ingredients, instructions } = recipe
  const scale = options.modifiers.scale ?? 1
  const units = options.modifiers.units ?? 'original'
  const notes = options.modifiers.nonotes ? '' : recipe.notes.trim()
  return markup`
${section('ingredients', words.ingredients, ingredients.trim() ? renderIngredients(ingredients, scale, units) : null)}
${section('instructions', words.instructions, instructions.trim() ? renderInstructions(instructions, scale, units) : null)}
${section('notes', words.notes, notes ? renderNotes(notes, scale, units) : null)}
${options.template === 'default' ? renderLabels(recipe.labels, words) : null}`
}

/**
 * The whole HTML document for one recipe. Pass the recipe, the parsed `template` and `modifiers`
 * (`parsePrintTemplate`, `parsePrintModifiers`), the user's language, the CSP nonce and the URL of the
 * first picture. Every recipe text is escaped.
 */
export function renderPrintPage(recipe: PrintableRecipe, options: PrintPageOptions): string {
  const words = PAGE_WORDS[options.language]
  return renderDocument({
    lang: words.htmlLang,
    title: recipe.title,
    nonce: options.nonce,
    stylesheet: printStylesheet(options.template, options.language),
    head: options.print ? printDialogScript(options.nonce) : null,
    icon: true,
    bodyClass: `template-${options.template}`,
    body: markup`<article class="sheet">
${renderHeader(recipe, options, words)}
${renderSections(recipe, options, words)}
</article>`,
  })
}
