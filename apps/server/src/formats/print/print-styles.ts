/**
 * The print page's stylesheet. Margins fit both A4 (narrower) and Letter (shorter), so the default and
 * compact layouts leave the paper size to the printer; the half sheet asks for A5, or half-letter for US
 * English. On screen the page is drawn as a sheet of that paper, so the preview looks like the printout.
 */
import type { PageLanguage } from './print-words.ts'
import type { PrintTemplate } from './print-options.ts'

const BASE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact;color-scheme:light}
body{margin:0;color:#1b1b1b;font:11pt/1.45 Charter,"Bitstream Charter","Sitka Text",Cambria,Georgia,serif}
h1{font-size:22pt;line-height:1.15;margin:0 0 4pt;break-after:avoid}
h2{font:600 10.5pt/1.3 system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;letter-spacing:.08em;text-transform:uppercase;margin:14pt 0 6pt;padding-bottom:2pt;border-bottom:.75pt solid #8a8a8a;break-after:avoid}
h3{font-size:1em;margin:8pt 0 3pt;break-after:avoid}
p,li{orphans:3;widows:3}
ul,ol{margin:0;padding-left:1.4em}
li{margin:0 0 2pt;break-inside:avoid}
.instructions li{margin-bottom:5pt;padding-left:2pt}
.instructions li::marker{font-weight:600}
.ingredient-group,.step-group{break-inside:auto}
.picture{display:block;max-width:100%;max-height:9cm;width:auto;height:auto;margin:0 0 10pt;border-radius:3pt;break-inside:avoid}
.description{font-style:italic;margin:2pt 0 8pt;white-space:pre-line}
.notes-text{margin:0;white-space:pre-line}
table{border-collapse:collapse;margin:3pt 0 5pt;break-inside:avoid}
th,td{border:.75pt solid #8a8a8a;padding:1pt 5pt;text-align:left;vertical-align:top}
.align-center{text-align:center}
.align-right{text-align:right}
.facts{display:flex;flex-wrap:wrap;gap:2pt 16pt;margin:0 0 6pt}
.fact{display:flex;gap:4pt}
dt{font-weight:600}
dt::after{content:":"}
dd{margin:0}
.rating{margin:0 0 4pt;color:#9a6b00;letter-spacing:.1em}
.source,.labels{margin:4pt 0;font-size:.9em}
.term{font-weight:600}
.labels{color:#555}
a{color:inherit}
@media screen{
body{background:#e9e7e2;padding:24px 12px}
.sheet{background:#fff;max-width:var(--sheet-width);min-height:var(--sheet-height);margin:0 auto;padding:var(--sheet-margin);box-shadow:0 1px 5px rgb(0 0 0/.25)}
}
@media print{
a{text-decoration:none}
.source a::after{content:" (" attr(href) ")";font-size:.85em;color:#555;word-break:break-all}
}
`

const DEFAULT = `
:root{--sheet-width:210mm;--sheet-height:279mm;--sheet-margin:15mm}
@page{margin:15mm}
`

const COMPACT = `
:root{--sheet-width:210mm;--sheet-height:279mm;--sheet-margin:10mm}
@page{margin:10mm}
body{font-size:9.5pt;line-height:1.35}
h1{font-size:16pt}
h2{font-size:9pt;margin:9pt 0 4pt}
.picture{float:right;max-width:40%;max-height:4.5cm;margin:0 0 6pt 12pt}
.ingredients ul{columns:2;column-gap:18pt}
.ingredients{clear:both}
.instructions li{margin-bottom:3pt}
`

const HALFSHEET = `
:root{--sheet-height:auto;--sheet-margin:10mm}
body{font-size:9pt;line-height:1.35}
h1{font-size:15pt}
h2{font-size:8.5pt;margin:8pt 0 3pt}
.picture{max-height:4cm;margin-bottom:6pt}
.instructions li{margin-bottom:3pt}
`

// A5 is 148 × 210 mm; US half-letter 5.5 × 8.5 in.
const HALF_PAGE: Record<PageLanguage, string> = {
  'en-us': ':root{--sheet-width:5.5in}@page{size:5.5in 8.5in;margin:10mm}',
  'it-it': ':root{--sheet-width:148mm}@page{size:A5;margin:10mm}',
  'de-de': ':root{--sheet-width:148mm}@page{size:A5;margin:10mm}',
}

/** The stylesheet for a template (the half sheet's paper follows the language). */
export function printStylesheet(template: PrintTemplate, language: PageLanguage): string {
  if (template === 'compact') return BASE + COMPACT
  if (template === 'halfsheet') return BASE + HALFSHEET + HALF_PAGE[language]
  return BASE + DEFAULT
}
