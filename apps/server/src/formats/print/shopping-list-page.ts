/**
 * The printable shopping list (`print/shoppingList/{id}`): the open items as rows with an empty box to
 * tick with a pen, under their aisles and gathered by their common name as the person chose; done items
 * are left off the paper. A whole HTML document, every text escaped, styled under the CSP nonce.
 */
import type { ShoppingSort, TShoppingItem } from '@rosemary/shared/contract'
import { arrangeShoppingList, type AisleSection, type ItemGroup } from '@rosemary/shared/shopping'
import { markup, type Markup } from './html-markup.ts'
import { printDialogScript, renderDocument } from './page-document.ts'
import { PAGE_WORDS, type PageLanguage } from './print-words.ts'
import { SHOPPING_LIST_WORDS, type ShoppingListWords } from './shopping-list-words.ts'

export interface PrintableShoppingList {
  title: string
  items: TShoppingItem[]
}

export interface ShoppingListPageOptions {
  groupSimilar: boolean
  groupCategories: boolean
  sortBy: ShoppingSort
  /** Open the print dialog when the page has loaded. */
  print: boolean
  /** The nonce of the response's Content-Security-Policy (style-src and script-src 'nonce-…'). */
  nonce: string
  language: PageLanguage
  /** Name the recipe each item came from, in small type. */
  showRecipeTitle?: boolean
}

// Margins that fit both A4 and Letter, so the printer's paper decides. The boxes are borders, not glyphs:
// they print in every font and stay square.
const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact;color-scheme:light}
body{margin:0;color:#1b1b1b;font:11pt/1.45 system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
h1{font-size:20pt;line-height:1.15;margin:0 0 2pt}
.count{margin:0 0 8pt;color:#555;font-size:9.5pt}
h2{font-size:10pt;letter-spacing:.08em;text-transform:uppercase;margin:12pt 0 4pt;padding-bottom:2pt;border-bottom:.75pt solid #8a8a8a;break-after:avoid}
ul{list-style:none;margin:0;padding:0}
.row{display:flex;gap:8pt;align-items:flex-start;padding:3pt 0;break-inside:avoid}
.box{flex:none;width:11pt;height:11pt;margin-top:2pt;border:1pt solid #1b1b1b;border-radius:1.5pt}
.group-title{font-weight:600}
.totals{margin-left:6pt;color:#444}
.lines{margin:1pt 0 0;font-size:9.5pt;color:#333}
.lines li::before{content:"– "}
.recipe{margin-left:6pt;font-size:8pt;color:#666}
.empty{font-style:italic}
@page{margin:15mm}
@media screen{
body{background:#e9e7e2;padding:24px 12px}
.sheet{background:#fff;max-width:210mm;min-height:279mm;margin:0 auto;padding:15mm;box-shadow:0 1px 5px rgb(0 0 0/.25)}
}
`

interface RenderContext {
  words: ShoppingListWords
  showRecipeTitle: boolean
}

function renderItemText(item: TShoppingItem, context: RenderContext): Markup {
  const recipe = context.showRecipeTitle && item.recipeTitle
  return markup`${item.title}${recipe && markup` <small class="recipe">${context.words.fromRecipe} ${recipe}</small>`}`
}

/** A group of several items shows its name with their lines under it; a group of one is just its line. */
function renderGroup(group: ItemGroup<TShoppingItem>, context: RenderContext): Markup {
  const [first] = group.items
  if (group.items.length === 1 && first)
    return markup`<li class="row item"><span class="box" aria-hidden="true"></span><span>${renderItemText(first, context)}</span></li>`
  const totals = group.totals.length > 0 && markup`<span class="totals">${group.totals.join(' + ')}</span>`
  return markup`<li class="row group"><span class="box" aria-hidden="true"></span><div>
<span class="group-title">${group.groupTitle}</span>${totals}
<ul class="lines">${group.items.map((item) => markup`<li>${renderItemText(item, context)}</li>`)}</ul>
</div></li>`
}

function renderSection(section: AisleSection<TShoppingItem>, context: RenderContext): Markup {
  const heading = section.aisle && markup`<h2>${context.words.aisles[section.aisle]}</h2>`
  return markup`<section class="aisle"${section.aisle ? markup` data-aisle="${section.aisle}"` : null}>
${heading}
<ul>${section.groups.map((group) => renderGroup(group, context))}</ul>
</section>`
}

/** The whole HTML document of a list, arranged as the options say; done items are not shown. */
export function renderShoppingListPage(
  list: PrintableShoppingList,
  options: ShoppingListPageOptions,
): string {
  const words = SHOPPING_LIST_WORDS[options.language]
  const { sections } = arrangeShoppingList(list.items, {
    groupSimilar: options.groupSimilar,
    groupCategories: options.groupCategories,
    sortBy: options.sortBy,
  })
  const context: RenderContext = { words, showRecipeTitle: options.showRecipeTitle ?? false }
  const openCount = list.items.filter((item) => !item.completed).length
  return renderDocument({
    lang: PAGE_WORDS[options.language].htmlLang,
    title: list.title,
    nonce: options.nonce,
    stylesheet: STYLESHEET,
    head: options.print ? printDialogScript(options.nonce) : null,
    icon: true,
    body: markup`<article class="sheet">
<header><h1>${list.title}</h1><p class="count">${words.itemCount(openCount)}</p></header>
${sections.length > 0 ? sections.map((section) => renderSection(section, context)) : markup`<p class="empty">${words.empty}</p>`}
</article>`,
  })
}
