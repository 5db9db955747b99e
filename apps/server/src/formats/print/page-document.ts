/**
 * The HTML document around a print page or an embed card: language, title, the app's icon for a page opened in a
 * tab of its own, and the stylesheet under the CSP nonce.
 */
import { markup, trustedConstant, type Markup } from './html-markup.ts'

export interface PageDocument {
  lang: string
  title: string
  /** The response's Content-Security-Policy nonce, put on the `<style>` (and any `<script>` in `head`). */
  nonce: string
  /** The page's own constant CSS (never recipe text). */
  stylesheet: string
  head?: Markup | null
  /** Whether the tab shows the app's icon: the print pages (a tab of their own), not the embed card in a frame. */
  icon?: boolean
  bodyClass?: string
  body: Markup
}

/** The web app's own icon (apps/web/public/icons), of the pages' own origin: their CSP's img-src 'self' lets it load. */
export const PAGE_ICON = '/icons/icon.svg'

// The load event waits for every image, so the dialog shows the page complete.
const PRINT_WHEN_LOADED = "addEventListener('load',()=>{print()},{once:true})"

/** The script that opens the print dialog once the page has loaded, under the response's CSP nonce. */
export function printDialogScript(nonce: string): Markup {
  return markup`<script nonce="${nonce}">${trustedConstant(PRINT_WHEN_LOADED)}</script>`
}

export function renderDocument(page: PageDocument): string {
  return markup`<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title}</title>
${page.icon ? markup`<link rel="icon" href="${PAGE_ICON}" type="image/svg+xml">` : null}
<style nonce="${page.nonce}">${trustedConstant(page.stylesheet)}</style>
${page.head}
</head>
<body${page.bodyClass ? markup` class="${page.bodyClass}"` : null}>
${page.body}
</body>
</html>
`.markup
}
