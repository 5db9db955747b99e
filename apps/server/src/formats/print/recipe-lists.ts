/**
 * Ingredients, instructions and notes as HTML. Each `[header]` opens a group with its own heading and list,
 * so the instruction numbering restarts at 1 in every section, as on the recipe page. Braced amounts in
 * steps and notes scale with the ingredients, and Markdown tables print as tables, every cell escaped.
 * Converted to metric or US measures as the recipe page shows them, when the printout asks for them: amounts
 * in ingredients and braces (dry goods in grams in metric), oven temperatures in steps.
 */
import {
  type ConvertAmount,
  convertIngredientLine,
  convertTemperatures,
  joinContinuedLines,
  type MeasurementSystem,
  type MarkdownTable,
  parseIngredients,
  parseInstructions,
  scaleBracedAmounts,
  splitTextBlocks,
} from '@rosemary/shared/recipe-text'
import { markup, type Markup } from './html-markup.ts'

interface Group {
  title: string | null
  items: Markup[]
}

function renderTable({ header, align, rows }: MarkdownTable): Markup {
  // Classes, not style attributes: the page's content-security policy allows no inline style.
  const side = (column: number) => {
    const written = align[column]
    return written ? markup` class="align-${written}"` : null
  }
  const head = header.map((cell, column) => markup`<th scope="col"${side(column)}>${cell}</th>`)
  const body = rows.map(
    (row) => markup`<tr>${row.map((cell, column) => markup`<td${side(column)}>${cell}</td>`)}</tr>`,
  )
  return markup`<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
}

/** Text as it is, its tables as tables; `paragraph` wraps each stretch of plain text. */
function renderText(text: string, paragraph: (text: string) => Markup | string): Markup {
  return markup`${splitTextBlocks(text).map((block) =>
    block.kind === 'text' ? paragraph(block.text) : renderTable(block.table),
  )}`
}

function groupByHeader(
  lines: readonly { content: string; isHeader: boolean }[],
  renderItem: (content: string) => Markup,
): Group[] {
  const groups: Group[] = []
  for (const line of lines) {
    const last = groups.at(-1)
    if (line.isHeader) groups.push({ title: line.content, items: [] })
    else if (last) last.items.push(renderItem(line.content))
    else groups.push({ title: null, items: [renderItem(line.content)] })
  }
  return groups
}

function renderGroup(group: Group, list: 'ul' | 'ol', className: string): Markup {
  const items = group.items.map((item) => markup`<li>${item}</li>`)
  const heading = group.title === null ? null : markup`<h3 class="group-title">${group.title}</h3>`
  const body =
    items.length === 0 ? null : list === 'ul' ? markup`<ul>${items}</ul>` : markup`<ol>${items}</ol>`
  return markup`<div class="${className}">${heading}${body}</div>`
}

/** The units a printout is in: as written, or converted to one system. */
export type PrintUnits = 'original' | MeasurementSystem

function converter(units: PrintUnits): ConvertAmount | undefined {
  return units === 'original' ? undefined : (amount, named) => convertIngredientLine(amount, units, named)
}

/** The ingredient lines multiplied by `scale` (fractions stay fractions) in `units`, grouped under their headers. */
export function renderIngredients(text: string, scale: number, units: PrintUnits = 'original'): Markup {
  const groups = groupByHeader(parseIngredients(text, scale), (content) =>
    units === 'original' ? markup`${content}` : markup`${convertIngredientLine(content, units)}`,
  )
  return markup`${groups.map((group) => renderGroup(group, 'ul', 'ingredient-group'))}`
}

/** The steps as numbered lists, one list per `[header]` section, their braced amounts × `scale`. */
export function renderInstructions(text: string, scale = 1, units: PrintUnits = 'original'): Markup {
  const convert = converter(units)
  const groups = groupByHeader(parseInstructions(text), (content) => {
    const scaled = scaleBracedAmounts(content, scale, convert)
    return renderText(units === 'original' ? scaled : convertTemperatures(scaled, units), (step) => step)
  })
  return markup`${groups.map((group) => renderGroup(group, 'ol', 'step-group'))}`
}

/** The notes in paragraphs and tables, continued lines joined, braced amounts × `scale`. */
export function renderNotes(text: string, scale = 1, units: PrintUnits = 'original'): Markup {
  return renderText(
    scaleBracedAmounts(joinContinuedLines(text), scale, converter(units)),
    (paragraph) => markup`<p class="notes-text">${paragraph}</p>`,
  )
}
