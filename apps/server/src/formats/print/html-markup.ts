/**
 * The one way print and embed pages turn text into HTML. `markup` escapes every value put into it, so a
 * recipe titled `<script>alert(1)</script>` shows as text. Only markup that `markup` made itself, and the
 * pages' own constant CSS and script passed through `trustedConstant`, is inserted unescaped; a plain
 * string never is, whatever it holds.
 *
 * The tag is not called `html` because Prettier reformats templates of that name as HTML, adding
 * whitespace that shows in `white-space: pre-line` text.
 */

/** A piece of HTML known to be safe: made by `markup` or `trustedConstant`, never by hand. */
export interface Markup {
  readonly markup: string
}

export type HtmlValue = Markup | string | number | null | undefined | false | readonly HtmlValue[]

// Markup objects are recognized by identity, so an object shaped like one ({markup: '<script>'}) from
// elsewhere cannot smuggle raw HTML in.
const madeHere = new WeakSet<Markup>()

function mark(text: string): Markup {
  const markup = Object.freeze({ markup: text })
  madeHere.add(markup)
  return markup
}

function isMarkup(value: unknown): value is Markup {
  return typeof value === 'object' && value !== null && madeHere.has(value as Markup)
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe for both element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return ''
  if (typeof value === 'number') return escapeHtml(String(value))
  if (typeof value === 'string') return escapeHtml(value)
  if (isMarkup(value)) return value.markup
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('')
  // A look-alike object that `markup` did not make is text like any other.
  return escapeHtml(String((value as { markup?: unknown }).markup))
}

/** Tagged template: `markup\`<p>${text}</p>\`` escapes `text`; nested `markup` results and lists of them pass as markup. */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): Markup {
  let result = strings[0] ?? ''
  values.forEach((value, index) => {
    result += render(value) + (strings[index + 1] ?? '')
  })
  return mark(result)
}

/** The page's own stylesheet or script, written in this code: never pass recipe or request text here. */
export function trustedConstant(code: string): Markup {
  return mark(code)
}
