/** The addresses of the print dialog: the printable page with its choices, and the embed snippet. */
import { apiUrl, type UrlQuery } from '../../api/browser-url.ts'
import type { UnitChoice } from './cooking-view.ts'

export const PRINT_TEMPLATES = ['default', 'compact', 'halfsheet'] as const
export type PrintTemplate = (typeof PRINT_TEMPLATES)[number]

export const PRINT_MODIFIERS = ['noimage', 'nonotes', 'nosource'] as const
export type PrintModifier = (typeof PRINT_MODIFIERS)[number]

export interface PrintChoices {
  template: PrintTemplate
  modifiers: readonly PrintModifier[]
  /** The recipe page's current scale; 1 prints the quantities as written. */
  scale: number
  /** The recipe page's units: metric or US measures print converted as the page shows them. */
  units?: UnitChoice
}

/** The modifiers query value the server reads (print-options.ts): "noimage,nonotes,scale:2,units:metric". */
export function printModifiers({ modifiers, scale, units = 'original' }: PrintChoices): string {
  const words = PRINT_MODIFIERS.filter((modifier) => modifiers.includes(modifier))
  const rounded = Math.round(scale * 1000) / 1000
  return [
    ...words,
    ...(rounded > 0 && rounded !== 1 ? [`scale:${rounded}`] : []),
    ...(units === 'original' ? [] : [`units:${units}`]),
  ].join(',')
}

/** `/api/print/?…` for one recipe; `print: true` makes the page open the print dialog itself. */
export function printPageUrl(
  recipeId: string,
  choices: PrintChoices,
  options: { print: boolean; token: string | null; language?: string },
): string {
  const query: UrlQuery = {
    recipeId,
    template: choices.template,
    modifiers: printModifiers(choices),
    language: options.language,
    print: options.print ? 'true' : undefined,
    token: options.token,
  }
  return apiUrl('/print/', query)
}

/** The HTML another site pastes to show the recipe's card. */
export function embedSnippet(origin: string, recipeId: string, title: string): string {
  const src = `${origin}/api/embed/recipe/${encodeURIComponent(recipeId)}`
  const label = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return `<iframe src="${src}" title="${label}" width="400" height="520" style="border:0" loading="lazy"></iframe>`
}
