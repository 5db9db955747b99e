import { load } from 'cheerio'
import type { TShoppingItem } from '@rosemary/shared/contract'
import { describe, expect, test } from 'vitest'
import { renderShoppingListPage, type ShoppingListPageOptions } from './shopping-list-page.ts'

const XSS = '<script>alert(1)</script>'
let serial = 0

function item(title: string, changes: Partial<TShoppingItem> = {}): TShoppingItem {
  serial += 1
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, serial)).toISOString()
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    title,
    groupTitle: title.replace(/^[\d\s]+(g |cups? )?/, ''),
    categoryTitle: 'other',
    completed: false,
    completedAt: null,
    recipeId: null,
    recipeTitle: null,
    mealPlanItemId: null,
    exactTitle: null,
    addedBy: null,
    createdAt,
    updatedAt: createdAt,
    ...changes,
  }
}

const options: ShoppingListPageOptions = {
  groupSimilar: false,
  groupCategories: false,
  sortBy: 'createdAt',
  print: false,
  nonce: 'n0nce',
  language: 'en-us',
}

const render = (items: TShoppingItem[], changes: Partial<ShoppingListPageOptions> = {}, title = 'Saturday') =>
  load(renderShoppingListPage({ title, items }, { ...options, ...changes }))

const texts = ($: ReturnType<typeof load>, selector: string) =>
  $(selector)
    .map((_, element) => $(element).text().trim())
    .get()

describe('renderShoppingListPage', () => {
  test('lists the open items as rows with an empty box to tick, leaving the done ones off', () => {
    const $ = render([item('milk'), item('bread', { completed: true }), item('eggs')])
    expect($('title').text()).toBe('Saturday')
    expect($('link[rel="icon"]').attr('href')).toBe('/icons/icon.svg')
    expect($('h1').text()).toBe('Saturday')
    expect(texts($, 'li.item')).toEqual(['milk', 'eggs'])
    expect($('li.item .box')).toHaveLength(2)
    expect($('.count').text()).toBe('2 items')
    expect($('html').attr('lang')).toBe('en-US')
    expect($('style').attr('nonce')).toBe('n0nce')
    expect($('style').text()).toMatch(/\.box\{[^}]*border:1pt solid/)
  })

  test('groups by aisle in the store order, headings in the page language', () => {
    const items = [
      item('soap', { categoryTitle: 'household' }),
      item('apples', { categoryTitle: 'produce' }),
      item('cheese', { categoryTitle: 'dairy' }),
      item('pears', { categoryTitle: 'produce' }),
    ]
    const english = render(items, { groupCategories: true })
    expect(texts(english, 'h2')).toEqual(['Fruit and vegetables', 'Dairy and eggs', 'Household'])
    expect(texts(english, '[data-aisle="produce"] li.item')).toEqual(['apples', 'pears'])
    expect(texts(render(items, { groupCategories: true, language: 'it-it' }), 'h2')).toEqual([
      'Frutta e verdura',
      'Latticini e uova',
      'Casa',
    ])
    const german = render(items, { groupCategories: true, language: 'de-de' })
    expect(texts(german, 'h2')).toEqual(['Obst und Gemüse', 'Milchprodukte und Eier', 'Haushalt'])
    expect(german('.count').text()).toBe('4 Artikel')
    expect(texts(render(items), 'h2')).toEqual([])
  })

  test('gathers similar items under their common name, with their lines and totals, when asked', () => {
    const items = [item('2 cups flour'), item('sugar'), item('100 g flour'), item('2 eggs'), item('3 eggs')]
    const $ = render(items, { groupSimilar: true })
    expect(texts($, 'li.group .group-title')).toEqual(['flour', 'eggs'])
    // The summed amounts, as the shared sumAmounts gives them: flour is weighed, cups and grams together.
    expect(texts($, 'li.group .totals')).toEqual(['350 g', '5'])
    expect(texts($, 'li.group .lines li')).toEqual(['2 cups flour', '100 g flour', '2 eggs', '3 eggs'])
    expect($('li.group > .box')).toHaveLength(2)
    expect(texts($, 'li.item')).toEqual(['sugar'])
    expect(texts(render(items), 'li.item')).toEqual([
      '2 cups flour',
      'sugar',
      '100 g flour',
      '2 eggs',
      '3 eggs',
    ])
  })

  test('sorts by when items were added, either way, or by title with numbers in order', () => {
    const items = [item('item 10'), item('Banana'), item('item 2'), item('apple')]
    expect(texts(render(items, { sortBy: 'createdAt' }), 'li.item')).toEqual([
      'item 10',
      'Banana',
      'item 2',
      'apple',
    ])
    expect(texts(render(items, { sortBy: '-createdAt' }), 'li.item')).toEqual([
      'apple',
      'item 2',
      'Banana',
      'item 10',
    ])
    expect(texts(render(items, { sortBy: 'title' }), 'li.item')).toEqual([
      'apple',
      'Banana',
      'item 2',
      'item 10',
    ])
  })

  test('sorts titles by the page language’s alphabet', () => {
    const items = [item('zucchine'), item('Äpfel'), item('Birnen')]
    expect(texts(render(items, { sortBy: 'title', language: 'de-de' }), 'li.item')).toEqual([
      'Äpfel',
      'Birnen',
      'zucchine',
    ])
  })

  test('names the recipe an item came from only when asked', () => {
    const items = [item('basil', { recipeTitle: 'Pesto', recipeId: crypto.randomUUID() })]
    expect(render(items)('.recipe')).toHaveLength(0)
    expect(render(items, { showRecipeTitle: true })('.recipe').text()).toBe('for Pesto')
  })

  test('escapes every text: list title, item titles, group titles and recipe titles', () => {
    const items = [item(XSS, { recipeTitle: XSS }), item(`2 ${XSS}`, { groupTitle: XSS }), item(XSS)]
    const html = renderShoppingListPage(
      { title: XSS, items },
      { ...options, groupSimilar: true, showRecipeTitle: true, print: true },
    )
    expect(html).not.toContain(XSS)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    // The one script is the print dialog's, under the nonce.
    expect(html.match(/<script/g)).toHaveLength(1)
  })

  test('opens the print dialog only when asked, under the nonce', () => {
    expect(render([item('milk')])('script')).toHaveLength(0)
    const $ = render([item('milk')], { print: true })
    expect($('script').attr('nonce')).toBe('n0nce')
    expect($('script').text()).toContain('print()')
  })

  test('says so when nothing is left to buy', () => {
    expect(render([item('milk', { completed: true })])('.empty').text()).toBe('Nothing left to buy.')
    expect(render([], { language: 'it-it' })('.empty').text()).toBe('Non manca niente.')
  })
})
