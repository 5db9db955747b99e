import { load, type CheerioAPI } from 'cheerio'
import { describe, expect, test } from 'vitest'
import { renderEmbedCard } from './embed-card.ts'
import { PRINT_TEMPLATES } from './print-options.ts'
import { renderPrintPage } from './print-page.ts'
import type { PrintableRecipe } from './printable-recipe.ts'

const SCRIPT = '<script>alert(1)</script>'

const hostile: PrintableRecipe = {
  id: '"><script>alert("id")</script>',
  title: SCRIPT,
  description: `It's "quoted" & <b>bold</b>`,
  yield: '<img src=x onerror=alert(1)>',
  activeTime: '</dd><script>alert(2)</script>',
  totalTime: '1 h',
  source: '</a><script>alert(3)</script>',
  url: 'javascript:alert(4)',
  notes: '"><svg onload=alert(5)>',
  ingredients: '[<i onclick=alert(6)>Crust</i>]\n1/2 cup <script>sugar</script>',
  instructions: `[</h3><script>x</script>]\nStir '<iframe src=javascript:alert(7)>'`,
  rating: 3,
  labels: ['<b>label</b>', `"'onfocus=alert(8)`],
}

function expectNoActiveContent($: CheerioAPI, scripts: number) {
  expect($('script').length).toBe(scripts)
  expect($('iframe, svg, b, i, object, embed').length).toBe(0)
  $('*').each((_, element) => {
    for (const name of Object.keys($(element).attr() ?? {})) expect(name).not.toMatch(/^on/i)
  })
  $('[href], [src]').each((_, element) => {
    expect($(element).attr('href') ?? $(element).attr('src')).not.toMatch(/^\s*javascript:/i)
  })
}

describe('print page with hostile text', () => {
  test.for(PRINT_TEMPLATES)('%s shows every text literally and runs nothing', (template) => {
    const page = renderPrintPage(hostile, {
      template,
      modifiers: {},
      print: false,
      language: 'en-us',
      nonce: 'n',
      imageUrl: 'javascript:alert(9)',
    })
    const $ = load(page)
    expectNoActiveContent($, 0)
    expect($('h1').text()).toBe(SCRIPT)
    expect($('title').text()).toBe(SCRIPT)
    expect($('.description').text()).toBe(hostile.description)
    expect($('.facts dd').first().text()).toBe(hostile.yield)
    expect($('.ingredients h3').text()).toBe('<i onclick=alert(6)>Crust</i>')
    expect($('.ingredients li').text()).toBe('1/2 cup <script>sugar</script>')
    expect($('.instructions h3').text()).toBe('</h3><script>x</script>')
    expect($('.notes-text').text()).toBe(hostile.notes)
    // A url that is not http(s) is text, never a link.
    expect($('a').length).toBe(0)
    expect($('.source').text()).toContain(hostile.source)
    expect($('img').length).toBe(0)
    if (template === 'default')
      expect(
        $('.label')
          .map((_, label) => $(label).text())
          .get(),
      ).toEqual(hostile.labels)
  })

  test('the only script is the print script', () => {
    const $ = load(
      renderPrintPage(hostile, {
        template: 'default',
        modifiers: {},
        print: true,
        language: 'en-us',
        nonce: 'n',
      }),
    )
    expectNoActiveContent($, 1)
    expect($('script').text()).not.toContain('alert')
  })

  test('a url with quotes stays inside its attribute', () => {
    const $ = load(
      renderPrintPage(
        { ...hostile, url: 'https://example.com/"onmouseover="alert(1)' },
        { template: 'default', modifiers: {}, print: false, language: 'en-us', nonce: 'n' },
      ),
    )
    expectNoActiveContent($, 0)
    expect($('.source a').attr('href')).toBe('https://example.com/%22onmouseover=%22alert(1)')
  })
})

describe('embed card with hostile text', () => {
  test('shows every text literally, runs nothing, and links back with the id encoded', () => {
    const $ = load(
      renderEmbedCard(hostile, { origin: 'https://r.example.com', language: 'en-us', nonce: 'n' }),
    )
    expectNoActiveContent($, 0)
    expect($('h1').text()).toBe(SCRIPT)
    expect($('li').first().text()).toBe('1/2 cup <script>sugar</script>')
    expect($('a.open').attr('href')).toBe(`https://r.example.com/#/recipe/${encodeURIComponent(hostile.id)}`)
    expect($('.source a').length).toBe(0)
  })

  test('an origin that is not http(s) gives no link back', () => {
    const $ = load(
      renderEmbedCard(hostile, { origin: 'javascript:alert(1)//', language: 'en-us', nonce: 'n' }),
    )
    expectNoActiveContent($, 0)
    expect($('a').length).toBe(0)
    expect($('h1').text()).toBe(SCRIPT)
  })
})
