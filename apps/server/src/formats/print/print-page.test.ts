import { load } from 'cheerio'
import { describe, expect, test } from 'vitest'
import type { PrintPageOptions } from './print-page.ts'
import { renderPrintPage } from './print-page.ts'
import type { PrintableRecipe } from './printable-recipe.ts'

const recipe: PrintableRecipe = {
  id: 'b1c2',
  title: 'Lemon tart',
  description: 'Sharp and sweet.',
  yield: '8 slices',
  activeTime: '40 min',
  totalTime: '3 h',
  source: 'Grandma Rose',
  url: 'https://example.com/lemon-tart',
  notes: 'Keeps two days in the fridge.',
  ingredients: '[Crust]\n1/2 cup sugar\n200 g flour\n[Filling]\n3 eggs',
  instructions: 'Rub the butter into the flour.\nChill.\n[Filling]\nWhisk the eggs.\nBake 20 min.',
  rating: 4,
  labels: ['dessert', 'citrus'],
}

const options: PrintPageOptions = {
  template: 'default',
  modifiers: {},
  print: false,
  language: 'en-us',
  nonce: 'n0nce',
  imageUrl: 'https://recipes.example.com/api/images/1',
}

const render = (changes: Partial<PrintableRecipe> = {}, optionChanges: Partial<PrintPageOptions> = {}) =>
  load(renderPrintPage({ ...recipe, ...changes }, { ...options, ...optionChanges }))

describe('renderPrintPage: content', () => {
  test('shows every part of the recipe', () => {
    const $ = render()
    expect($('title').text()).toBe('Lemon tart')
    expect($('link[rel="icon"]').attr('href')).toBe('/icons/icon.svg')
    expect($('h1').text()).toBe('Lemon tart')
    expect($('.description').text()).toBe('Sharp and sweet.')
    expect(
      $('.facts dt')
        .map((_, element) => $(element).text())
        .get(),
    ).toEqual(['Yield', 'Active time', 'Total time'])
    expect(
      $('.facts dd')
        .map((_, element) => $(element).text())
        .get(),
    ).toEqual(['8 slices', '40 min', '3 h'])
    expect($('.source a').attr('href')).toBe('https://example.com/lemon-tart')
    expect($('.source a').text()).toBe('Grandma Rose')
    expect($('.rating').attr('aria-label')).toBe('Rating: 4/5')
    expect($('.rating').text()).toBe('★★★★☆')
    expect($('.notes-text').text()).toBe('Keeps two days in the fridge.')
    expect(
      $('.labels .label')
        .map((_, element) => $(element).text())
        .get(),
    ).toEqual(['dessert', 'citrus'])
    expect($('img.picture').attr('src')).toBe(options.imageUrl)
    expect($('img.picture').attr('alt')).toBe('Lemon tart')
  })

  test('groups ingredients under their headers', () => {
    const $ = render()
    const groups = $('.ingredients .ingredient-group')
      .map((_, group) => ({
        title: $(group).find('h3').text(),
        items: $(group)
          .find('li')
          .map((__, item) => $(item).text())
          .get(),
      }))
      .get()
    expect(groups).toEqual([
      { title: 'Crust', items: ['1/2 cup sugar', '200 g flour'] },
      { title: 'Filling', items: ['3 eggs'] },
    ])
  })

  test('a [header] in the instructions starts a new numbered list, so counting restarts at 1', () => {
    const $ = render({ instructions: 'Mix.\nRest.\n[Glaze]\nStir.\n[Serve]\n[Bake]\n2. Bake.' })
    const groups = $('.instructions .step-group')
      .map((_, group) => ({
        title: $(group).find('h3').text(),
        steps: $(group)
          .find('ol > li')
          .map((__, item) => $(item).text())
          .get(),
      }))
      .get()
    expect(groups).toEqual([
      { title: '', steps: ['Mix.', 'Rest.'] },
      { title: 'Glaze', steps: ['Stir.'] },
      { title: 'Serve', steps: [] },
      { title: 'Bake', steps: ['Bake.'] },
    ])
    expect($('.instructions ol[start]').length).toBe(0)
  })

  test('an empty recipe shows only its title', () => {
    const $ = render({
      description: '',
      yield: '',
      activeTime: ' ',
      totalTime: '',
      source: '',
      url: '',
      notes: '',
      ingredients: '\n',
      instructions: '',
      rating: null,
      labels: [],
    })
    expect($('h1').text()).toBe('Lemon tart')
    expect($('section, .facts, .source, .rating, .labels, .description').length).toBe(0)
  })

  test('a url without source text is linked under its host name', () => {
    const $ = render({ source: '', url: 'https://www.example.com/a' })
    expect($('.source a').text()).toBe('example.com')
  })
})

describe('renderPrintPage: scale', () => {
  test.for([
    [2, ['1 cup sugar', '400 g flour', '6 eggs'], '×2'],
    [0.5, ['1/4 cup sugar', '100 g flour', '1.5 eggs'], '×0.5'],
    [3, ['1 1/2 cups sugar', '600 g flour', '9 eggs'], '×3'],
    [1.25, ['5/8 cup sugar', '250 g flour', '3.75 eggs'], '×1.25'],
  ] as const)('× %d', ([scale, lines, shown]) => {
    const $ = render({}, { modifiers: { scale } })
    expect(
      $('.ingredients li')
        .map((_, item) => $(item).text())
        .get(),
    ).toEqual(lines)
    const fact = $('.facts .fact').last()
    expect([fact.find('dt').text(), fact.find('dd').text()]).toEqual(['Scale', shown])
  })

  test('a scale of 1 prints the lines as written and no scale', () => {
    const $ = render({}, { modifiers: { scale: 1 } })
    expect($('.ingredients li').first().text()).toBe('1/2 cup sugar')
    expect($('.facts').text()).not.toContain('Scale')
  })
})

describe('renderPrintPage: units', () => {
  const written = {
    ingredients: '1 cup flour\n1/4 cup sugar\n1 cup milk\n2 eggs',
    instructions: 'Stir in {1/2 cup} milk.\nBake at 350°F.',
    notes: 'Dust with {1 tbsp} sugar.',
  }
  const lines = ($: ReturnType<typeof render>) =>
    $('.ingredients li')
      .map((_, item) => $(item).text())
      .get()

  test('in metric, dry goods are weighed, liquids in millilitres, the oven in °C', () => {
    const $ = render(written, { modifiers: { units: 'metric' } })
    expect(lines($)).toEqual(['125 g flour', '50 g sugar', '237 ml milk', '2 eggs'])
    expect(
      $('.instructions li')
        .map((_, item) => $(item).text())
        .get(),
    ).toEqual(['Stir in 118 ml milk.', 'Bake at 175°C.'])
    expect($('.notes-text').text()).toBe('Dust with 13 g sugar.')
  })

  test('scaled and converted together; without units, as written', () => {
    expect(lines(render(written, { modifiers: { scale: 2, units: 'metric' } }))).toEqual([
      '250 g flour',
      '100 g sugar',
      '473 ml milk',
      '4 eggs',
    ])
    expect(lines(render(written))).toEqual(['1 cup flour', '1/4 cup sugar', '1 cup milk', '2 eggs'])
  })
})

describe('renderPrintPage: braced amounts, continued lines and tables', () => {
  const written = {
    ingredients: '1 cup milk ({240 ml})\n2 eggs, \\\nbeaten',
    instructions: 'Add {1/2 cup} sugar.\nBake by size:\n| Size | Minutes |\n|---|--:|\n| Small | {10} |',
    notes: 'Keeps {2} days \\\nin a tin.\n| A | B |\n|---|---|\n| <script>alert(1)</script> | {3} |',
  }

  test('scale with the page and never show their braces', () => {
    const $ = render(written, { modifiers: { scale: 2 } })
    expect(
      $('.ingredients li')
        .map((_, element) => $(element).text())
        .get(),
    ).toEqual(['2 cups milk (480 ml)', '4 eggs, beaten'])
    expect($('.instructions li').first().text()).toBe('Add 1 cup sugar.')
    expect($('.notes-text').text()).toBe('Keeps 4 days in a tin.')
    expect($.html()).not.toMatch(/\{\d/u)
  })

  test('tables print as tables with column headers, every cell escaped', () => {
    const $ = render(written)
    const step = $('.instructions li').eq(1)
    expect(step.text()).toContain('Bake by size:')
    expect(
      step
        .find('th[scope="col"]')
        .map((_, element) => $(element).text())
        .get(),
    ).toEqual(['Size', 'Minutes'])
    expect(step.find('td.align-right').text()).toBe('10')
    expect($('.instructions li')).toHaveLength(2)
    expect($('.notes table td').first().text()).toBe('<script>alert(1)</script>')
    expect($('.notes script')).toHaveLength(0)
  })
})
