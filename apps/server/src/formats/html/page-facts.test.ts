import { expect, test } from 'vitest'
import { parseHtml } from '../schema-org/parse-html.ts'
import { hostName, readPageFacts, trimSiteName } from './page-facts.ts'

const facts = (head: string, body = '', url = 'https://www.x.example/recipes/soup?ref=1') =>
  readPageFacts(parseHtml(`<html><head>${head}</head><body>${body}</body></html>`), url)

test('the canonical address, resolved against <base href>', () => {
  expect(
    facts('<base href="https://cdn.x.example/en/"><link rel="canonical" href="soup">').canonicalUrl,
  ).toBe('https://cdn.x.example/en/soup')
  expect(facts('<meta property="og:url" content="https://x.example/og">').canonicalUrl).toBe(
    'https://x.example/og',
  )
  expect(facts('').canonicalUrl).toBe('https://www.x.example/recipes/soup?ref=1')
  expect(facts('<base href="/base/">').baseUrl).toBe('https://www.x.example/base/')
})

test('the site name from og:site_name, and the host without www', () => {
  expect(facts('<meta property="og:site_name" content="Soup &amp;amp; Co">').siteName).toBe('Soup & Co')
  expect(facts('')).toMatchObject({ siteName: '', host: 'x.example' })
})

test('titles: the first visible <h1>, and the meta title without the site name', () => {
  const page = facts(
    '<meta property="og:site_name" content="Good Food"><title>Leek Soup | Good Food</title>',
    '<h1 class="visually-hidden">Navigation</h1><h1>Leek <em>Soup</em></h1>',
  )
  expect(page.heading).toBe('Leek Soup')
  expect(page.metaTitle).toBe('Leek Soup')
})

test('a heading whose words are elements set apart by style is spelt with the title’s spaces', () => {
  const head =
    '<meta property="og:site_name" content="Good Food"><title>Pear Tart with Honey | Good Food</title>'
  const body = '<h1 class="flex"><span>Pear</span><span>Tart</span><span>with</span><span>Honey</span></h1>'
  expect(facts(head, body).heading).toBe('Pear Tart with Honey')
  // Other letters in the title (its case, another word) leave the heading as it is.
  expect(facts('<title>PEAR TART WITH HONEY</title>', body).heading).toBe('PearTartwithHoney')
})

test('the heading as a reader sees it: a byline only for print is left out', () => {
  const body = '<h1>Leek Soup <small class="print-only">by Good Food</small></h1>'
  expect(facts('', body).heading).toBe('Leek Soup')
})

test('of several <h1>s, the one the page’s title names: a section’s banner is not the recipe', () => {
  const head = '<title>Recipe - Pear Tart with Honey | Good Food</title>'
  expect(facts(head, '<h1>From Our Kitchen</h1><h1>Pear Tart with Honey</h1>').heading).toBe(
    'Pear Tart with Honey',
  )
  expect(facts('<title>Tarts</title>', '<h1>From Our Kitchen</h1><h1>Pear Tart</h1>').heading).toBe(
    'From Our Kitchen',
  )
})

test.for([
  ['a title linking to the home page', '<h1 class="title"><a href="/">Kitchen Notes</a></h1>'],
  ['the site’s logo', '<div class="site-branding"><h1><img src="/logo.png" alt="x">Notes</h1></div>'],
  ['the site’s name', '<h1>Good Food</h1>'],
] as const)('an <h1> that names the site is not the page’s heading: %s', ([, site]) => {
  const head = '<meta property="og:site_name" content="Good Food">'
  expect(facts(head, `${site}<h1>Lentil Soup</h1>`).heading).toBe('Lentil Soup')
  expect(facts(head, `${site}<h2>Lentil Soup</h2>`).heading).toBe('')
})

test('a title linking to itself is the page’s heading', () => {
  expect(facts('', '<h1><a href="/recipes/soup">Lentil Soup</a></h1>').heading).toBe('Lentil Soup')
  expect(facts('', '<h1><a href="">Lentil Soup</a></h1>').heading).toBe('Lentil Soup')
  expect(facts('', '<h1><a href="https://x.example/">Notes</a></h1><h1>Soup</h1>').heading).toBe('Soup')
})

test('og:image, resolved', () => {
  expect(facts('<meta property="og:image" content="/img/a.jpg">').ogImage).toBe(
    'https://www.x.example/img/a.jpg',
  )
  expect(facts('').ogImage).toBeNull()
})

test.for([
  ['Pea Soup - Anna Example', 'Anna Example', 'annaexample.com', 'Pea Soup'],
  [
    'Roast Carrots + Dip - Green Grocer',
    'recipes.greengrocer.example',
    'recipes.greengrocer.example',
    'Roast Carrots + Dip',
  ],
  ['Soup - a love story', 'Good Food', 'goodfood.example', 'Soup - a love story'],
  ['Salt | Pepper', 'Salt', 'salt.example', 'Salt | Pepper'],
  ['Kitchen Notes: Lentil Soup', '', 'kitchennotes.blogspot.com', 'Lentil Soup'],
  ['Soup: a love story', 'Good Food', 'goodfood.example', 'Soup: a love story'],
  [
    'Creamed Chicken Puts a Spin on Comfort Food by Quick Cooks Food',
    'Quick Cooks',
    'quickcooks.example',
    'Creamed Chicken Puts a Spin on Comfort Food',
  ],
  ['Chicken by the Sea', 'Good Food', 'goodfood.example', 'Chicken by the Sea'],
] as const)('trimSiteName(%j)', ([title, site, host, expected]) => {
  expect(trimSiteName(title, site, host)).toBe(expected)
})

test('hostName', () => {
  expect(hostName('https://www2.x.example/a')).toBe('x.example')
  expect(hostName('not a url')).toBe('')
})
