/** The small facts around a recipe on print and embed pages: yield and times, source, rating, labels. */
import { markup, type Markup } from './html-markup.ts'
import type { PageWords } from './print-words.ts'
import type { PrintableRecipe } from './printable-recipe.ts'
import { toLinkUrl } from './safe-url.ts'

function fact(term: string, value: string): Markup | null {
  return value ? markup`<div class="fact"><dt>${term}</dt><dd>${value}</dd></div>` : null
}

/** "×2", "×1.5", "×0.33": the factor as a cook reads it. */
export function formatScale(scale: number): string {
  return `×${String(Number(scale.toFixed(2)))}`
}

/** Yield, active and total time, and the scale when it is not 1; null when there is nothing to show. */
export function renderFacts(recipe: PrintableRecipe, words: PageWords, scale = 1): Markup | null {
  const facts = [
    fact(words.yield, recipe.yield.trim()),
    fact(words.activeTime, recipe.activeTime.trim()),
    fact(words.totalTime, recipe.totalTime.trim()),
    scale === 1 ? null : fact(words.scale, formatScale(scale)),
  ].filter((item) => item !== null)
  return facts.length === 0 ? null : markup`<dl class="facts">${facts}</dl>`
}

function readableHost(url: string): string {
  return URL.parse(url)?.hostname.replace(/^www\./, '') ?? url
}

/**
 * The source as text, linked when the recipe's url is an http(s) address; a url of any other kind (such
 * as `javascript:`) is shown as text and never becomes a link.
 */
export function renderSource(recipe: PrintableRecipe, words: PageWords): Markup | null {
  const href = toLinkUrl(recipe.url)
  const source = recipe.source.trim()
  const text = source || (href ? readableHost(href) : recipe.url.trim())
  if (!text) return null
  const value = href ? markup`<a href="${href}" rel="noopener noreferrer">${text}</a>` : markup`${text}`
  return markup`<p class="source"><span class="term">${words.source}:</span> ${value}</p>`
}

/** Five stars, filled up to the rating, with the number for screen readers; null when unrated. */
export function renderRating(rating: number | null, words: PageWords): Markup | null {
  if (rating === null) return null
  const stars = Math.min(5, Math.max(0, Math.round(rating)))
  const label = `${words.rating}: ${String(stars)}/5`
  const shown = '★'.repeat(stars) + '☆'.repeat(5 - stars)
  return markup`<p class="rating" role="img" aria-label="${label}">${shown}</p>`
}

export function renderLabels(labels: readonly string[], words: PageWords): Markup | null {
  if (labels.length === 0) return null
  const items = labels.map(
    (label, index) => markup`${index > 0 ? ', ' : ''}<span class="label">${label}</span>`,
  )
  return markup`<p class="labels"><span class="term">${words.labels}:</span> ${items}</p>`
}
