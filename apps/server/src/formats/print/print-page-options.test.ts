import { load } from 'cheerio'
import { describe, expect, test } from 'vitest'
import { PRINT_TEMPLATES } from './print-options.ts'
import { renderPrintPage, type PrintPageOptions } from './print-page.ts'
import { PAGE_LANGUAGES } from './print-words.ts'
import type { PrintableRecipe } from './printable-recipe.ts'

const recipe: PrintableRecipe = {
  id: 'r1',
  title: 'Risotto',
  description: '',
  yield: '4',
  activeTime: '30 min',
  totalTime: '35 min',
  source: 'Nonna',
  url: 'https://example.com/risotto',
  notes: 'Stir often.',
  ingredients: '320 g rice',
  instructions: 'Toast the rice.',
  rating: null,
  labels: ['rice'],
}

const options: PrintPageOptions = {
  template: 'default',
  modifiers: {},
  print: false,
  language: 'en-us',
  nonce: 'abc123',
  imageUrl: '/api/images/7',
}

const render = (changes: Partial<PrintPageOptions>) =>
  load(renderPrintPage(recipe, { ...options, ...changes }))

describe('renderPrintPage: templates', () => {
  test.for(PRINT_TEMPLATES)('%s: marks the body and styles the page under the nonce', (template) => {
    const $ = render({ template })
    expect($('body').attr('class')).toBe(`template-${template}`)
    expect($('style').attr('nonce')).toBe('abc123')
    expect($('style').text()).toContain('break-inside:avoid')
    expect($('style').text()).toMatch(/@page\{[^}]*margin:/)
  })

  test('compact sets smaller type and two ingredient columns', () => {
    const css = render({ template: 'compact' })('style').text()
    expect(css).toContain('.ingredients ul{columns:2')
    expect(css).toContain('body{font-size:9.5pt')
    expect(render({ template: 'default' })('style').text()).not.toContain('columns:2')
  })

  test('the half sheet is A5, or half-letter in US English', () => {
    expect(render({ template: 'halfsheet', language: 'en-us' })('style').text()).toContain('size:5.5in 8.5in')
    expect(render({ template: 'halfsheet', language: 'de-de' })('style').text()).toContain('size:A5')
    expect(render({ template: 'default' })('style').text()).not.toMatch(/@page\{size:/)
  })

  test('labels are printed with the default template only', () => {
    expect(render({ template: 'default' })('.labels').length).toBe(1)
    expect(render({ template: 'compact' })('.labels').length).toBe(0)
    expect(render({ template: 'halfsheet' })('.labels').length).toBe(0)
  })
})

describe('renderPrintPage: modifiers', () => {
  test('noimage leaves the picture out', () => {
    expect(render({})('img').length).toBe(1)
    expect(render({ modifiers: { noimage: true } })('img').length).toBe(0)
  })

  test('without a picture URL there is no image', () => {
    expect(render({ imageUrl: undefined })('img').length).toBe(0)
  })

  test('nonotes leaves the notes out', () => {
    expect(render({})('.notes').text()).toContain('Stir often.')
    expect(render({ modifiers: { nonotes: true } })('.notes').length).toBe(0)
  })

  test('nosource leaves the source and its link out', () => {
    const $ = render({ modifiers: { nosource: true } })
    expect($('.source').length).toBe(0)
    expect($('a').length).toBe(0)
  })

  test('the modifiers combine', () => {
    const $ = render({ modifiers: { noimage: true, nonotes: true, nosource: true, scale: 2 } })
    expect($('img, .notes, .source').length).toBe(0)
    expect($('.ingredients li').text()).toBe('640 g rice')
  })
})

describe('renderPrintPage: print dialog', () => {
  test('print: true adds one script under the nonce that prints once the page has loaded', () => {
    const $ = render({ print: true })
    expect($('script').length).toBe(1)
    expect($('script').attr('nonce')).toBe('abc123')
    expect($('script').text()).toBe("addEventListener('load',()=>{print()},{once:true})")
  })

  test('print: false has no script at all', () => {
    expect(render({ print: false })('script').length).toBe(0)
  })

  test('the nonce is escaped like any other value', () => {
    const $ = render({ nonce: '"><script>x</script>', print: true })
    expect($('script').length).toBe(1)
    expect($('style').attr('nonce')).toBe('"><script>x</script>')
  })
})

describe('renderPrintPage: languages', () => {
  const expected = {
    'en-us': ['en-US', 'Ingredients', 'Instructions', 'Notes', 'Yield', 'Source:', 'Scale'],
    'it-it': ['it-IT', 'Ingredienti', 'Procedimento', 'Note', 'Porzioni', 'Fonte:', 'Dosi'],
    'de-de': ['de-DE', 'Zutaten', 'Zubereitung', 'Notizen', 'Menge', 'Quelle:', 'Faktor'],
  } as const

  test.for(PAGE_LANGUAGES)('%s', (language) => {
    const $ = render({ language, modifiers: { scale: 2 } })
    const [lang, ingredients, instructions, notes, yieldWord, source, scale] = expected[language]
    expect($('html').attr('lang')).toBe(lang)
    expect(
      $('h2')
        .map((_, element) => $(element).text())
        .get(),
    ).toEqual([ingredients, instructions, notes])
    expect($('.facts dt').first().text()).toBe(yieldWord)
    expect($('.source .term').text()).toBe(source)
    expect($('.facts dt').last().text()).toBe(scale)
  })
})
