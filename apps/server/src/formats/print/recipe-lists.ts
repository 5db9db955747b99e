/**
 * Ingredients and instructions as HTML. Each `[header]` opens a group with its own heading and list, so
 * the instruction numbering restarts at 1 in every section, as on the recipe page.
 */
import { parseIngredients, parseInstructions } from '@rosemary/shared/recipe-text'
import { markup, type Markup } from './html-markup.ts'

interface Group {
  title: string | null
  items: string[]
}

function groupByHeader(lines: readonly { content: string; isHeader: boolean }[]): Group[] {
  const groups: Group[] = []
  for (const line of lines) {
    const last = groups.at(-1)
    if (line.isHeader) groups.push({ title: line.content, items: [] })
    else if (last) last.items.push(line.content)
    else groups.push({ title: null, items: [line.content] })
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

/** The ingredient lines multiplied by `scale` (fractions stay fractions), grouped under their headers. */
export function renderIngredients(text: string, scale: number): Markup {
  const groups = groupByHeader(parseIngredients(text, scale))
  return markup`${groups.map((group) => renderGroup(group, 'ul', 'ingredient-group'))}`
}

/** The steps as numbered lists, one list per `[header]` section. */
export function renderInstructions(text: string): Markup {
  const groups = groupByHeader(parseInstructions(text))
  return markup`${groups.map((group) => renderGroup(group, 'ol', 'step-group'))}`
}
