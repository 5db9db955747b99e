import { describe, expect, test } from 'vitest'
import { clipRecipe, extractRecipe } from './extract-recipe.ts'

const PAGE_URL = 'https://www.soup.example/recipes/leek?utm=1'

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`

const leekSoup = {
  '@type': 'Recipe',
  name: 'Leek &amp; Potato Soup',
  recipeIngredient: ['2 leeks', '3 potatoes'],
  recipeInstructions: [
    {
      '@type': 'HowToSection',
      name: 'Soup',
      itemListElement: [{ '@type': 'HowToStep', text: 'Sweat the leeks.' }],
    },
    { '@type': 'HowToStep', text: 'Blend.' },
  ],
  totalTime: 'PT45M',
  recipeYield: 4,
  image: [
    { '@type': 'ImageObject', url: '/img/leek-small.jpg', width: 200, height: 200 },
    { '@type': 'ImageObject', url: '/img/leek-large.jpg', width: 1600, height: 900 },
  ],
  publisher: { '@type': 'Organization', name: 'Soup Weekly' },
  aggregateRating: { ratingValue: 5 },
}

describe('JSON-LD', () => {
  test('a Recipe in @graph, with the page’s address, site name and largest picture', () => {
    const html = page(
      `<link rel="canonical" href="/recipes/leek"><meta property="og:site_name" content="Soup Weekly Online">
       ${jsonLd({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite' }, leekSoup] })}`,
    )
    expect(clipRecipe(html, PAGE_URL)).toEqual({
      paths: ['json-ld'],
      recipe: {
        title: 'Leek & Potato Soup',
        description: '',
        yield: '4',
        activeTime: '',
        totalTime: '45 min',
        source: 'Soup Weekly Online',
        url: 'https://www.soup.example/recipes/leek',
        notes: '',
        ingredients: '2 leeks\n3 potatoes',
        instructions: '[Soup]\nSweat the leeks.\nBlend.',
        rating: null,
        labels: [],
        images: [{ kind: 'url', url: 'https://www.soup.example/img/leek-large.jpg' }],
      },
    })
  })

  test('without og:site_name the publisher names the source; the page address stands in for a canonical one', () => {
    const recipe = extractRecipe(page(jsonLd({ ...leekSoup, datePublished: '2020-01-01' })), PAGE_URL)
    expect(recipe?.source).toBe('Soup Weekly')
    expect(recipe?.url).toBe(PAGE_URL)
    // When the page was published is not when the user saved the recipe.
    expect(recipe?.createdAt).toBeUndefined()
  })

  test('without a site name or publisher, the host names the source', () => {
    const { publisher: _publisher, ...anonymous } = leekSoup
    expect(extractRecipe(page(jsonLd(anonymous)), PAGE_URL)?.source).toBe('soup.example')
  })

  test.for([
    ['a trailing comma', `{"@type": "Recipe", "name": "Soup", "recipeIngredient": ["1 leek",],}`],
    [
      'a CDATA wrapper',
      `//<![CDATA[\n{"@type": "Recipe", "name": "Soup", "recipeIngredient": ["1 leek"]}\n//]]>`,
    ],
    ['trailing data', `{"@type": "Recipe", "name": "Soup", "recipeIngredient": ["1 leek"]} junk`],
    ['a raw line break in a string', `{"@type": "Recipe", "name": "Soup", "recipeIngredient": ["1\nleek"]}`],
  ])('malformed JSON-LD with %s still reads', ([, block]) => {
    const recipe = extractRecipe(page(`<script type="application/ld+json">${block}</script>`), PAGE_URL)
    expect(recipe?.title).toBe('Soup')
    expect(recipe?.ingredients).toMatch(/leek/)
  })

  test('of several Recipes, the one the page is titled after wins over a sub-recipe with more lines', () => {
    const sauce = {
      '@type': 'Recipe',
      name: 'Harissa',
      recipeIngredient: ['a', 'b', 'c', 'd'],
      recipeInstructions: ['1', '2', '3'],
    }
    const main = {
      '@type': 'Recipe',
      name: 'Shakshuka',
      recipeIngredient: ['2 eggs'],
      recipeInstructions: ['Fry.'],
    }
    const html = page(`<title>Shakshuka | Site</title>${jsonLd([sauce, main])}`, '<h1>Shakshuka</h1>')
    expect(extractRecipe(html, PAGE_URL)?.title).toBe('Shakshuka')
  })

  test('the recipe the page is titled after, though its steps are missing, wins over another page’s recipe', () => {
    const main = { '@type': 'Recipe', name: 'Pea Salad', recipeIngredient: ['2 cups peas', '1 lemon'] }
    const related = {
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          item: {
            '@type': 'Recipe',
            name: 'Bean Stew',
            recipeIngredient: ['1 can beans'],
            recipeInstructions: ['Simmer the beans.'],
          },
        },
      ],
    }
    const html = page(`<title>Pea Salad</title>${jsonLd(related)}${jsonLd(main)}`, '<h1>Pea Salad</h1>')
    expect(extractRecipe(html, PAGE_URL)).toMatchObject({
      title: 'Pea Salad',
      ingredients: '2 cups peas\n1 lemon',
    })
  })

  test('of several Recipes, the most complete one wins', () => {
    const stub = { '@type': 'Recipe', name: 'Stub' }
    const full = { '@type': 'Recipe', name: 'Full', recipeIngredient: ['1 egg'], recipeInstructions: 'Boil.' }
    expect(extractRecipe(page(jsonLd(stub) + jsonLd(full)), PAGE_URL)?.title).toBe('Full')
  })

  test('instructions missing from JSON-LD come from the recipe card on the page', () => {
    const html = page(
      jsonLd({ '@type': 'Recipe', name: 'Tart', recipeIngredient: ['1 sheet pastry'] }),
      `<div class="wprm-recipe"><div class="wprm-recipe-instructions-container">
        <div class="wprm-recipe-instruction-text">Roll out.</div><div class="wprm-recipe-instruction-text">Bake.</div></div></div>`,
    )
    expect(clipRecipe(html, PAGE_URL)).toMatchObject({
      paths: ['json-ld', 'plugin'],
      recipe: { ingredients: '1 sheet pastry', instructions: 'Roll out.\nBake.' },
    })
  })
  test('JSON-LD cut short to the last part of a recipe: the page’s parts laid out alike are the recipe', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Tacos',
        recipeIngredient: ['2 limes', '1 onion, diced'],
        recipeInstructions: 'Mix the lime juice and the onion.',
      }),
      `<main>
        <div class="part"><ul class="list"><li>8 tortillas</li><li>500 g pork</li><li>1 tsp cumin</li>
          <li>1 tbsp oil</li><li>100 g cheese</li></ul></div>
        <div class="text"><p>Heat the oil.</p><p>Fry the pork with the cumin until brown.</p>
          <p>Warm the tortillas.</p><p>Fill them with the pork and the cheese.</p></div>
        <div class="part"><h4>Salsa</h4><ul class="list"><li>2 limes</li><li>1 onion, diced</li></ul></div>
        <div class="text"><p>Mix the lime juice and the onion.</p></div>
      </main>`,
    )
    expect(clipRecipe(html, PAGE_URL)).toMatchObject({
      paths: ['json-ld', 'heuristic'],
      recipe: {
        ingredients:
          '8 tortillas\n500 g pork\n1 tsp cumin\n1 tbsp oil\n100 g cheese\n[Salsa]\n2 limes\n1 onion, diced',
        instructions: [
          'Heat the oil.',
          'Fry the pork with the cumin until brown.',
          'Warm the tortillas.',
          'Fill them with the pork and the cheese.',
          'Mix the lime juice and the onion.',
        ].join('\n'),
      },
    })
  })
})

test('microdata, when there is no JSON-LD', () => {
  const html = page(
    '',
    `<article itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Flatbread</h1>
      <img itemprop="image" src="bread.jpg" width="800" height="600">
      <ul><li itemprop="recipeIngredient">2 cups flour</li><li itemprop="recipeIngredient">1 cup water</li></ul>
      <div itemprop="recipeInstructions"><ol><li>Knead.</li><li>Bake.</li></ol></div></article>`,
  )
  expect(clipRecipe(html, PAGE_URL)).toMatchObject({
    paths: ['microdata'],
    recipe: {
      title: 'Flatbread',
      ingredients: '2 cups flour\n1 cup water',
      instructions: 'Knead.\nBake.',
      images: [{ kind: 'url', url: 'https://www.soup.example/recipes/bread.jpg' }],
    },
  })
})

test('RDFa', () => {
  const html = page(
    '',
    `<div typeof="Recipe"><h1 property="name">Tea</h1><p property="recipeIngredient">1 bag</p><p property="recipeInstructions">Steep.</p></div>`,
  )
  expect(clipRecipe(html, PAGE_URL)).toMatchObject({
    paths: ['rdfa'],
    recipe: { title: 'Tea', ingredients: '1 bag', instructions: 'Steep.' },
  })
})

test('headings, on a page with no markup at all; og:image is the picture', () => {
  const html = page(
    '<meta property="og:image" content="https://cdn.example/tart.jpg"><meta property="og:title" content="Ignored">',
    '<h1>Apfelkuchen</h1><h2>Zutaten</h2><ul><li>3 Äpfel</li><li>200 g Mehl</li></ul><h2>Zubereitung</h2><p>Äpfel schälen.</p><p>Backen.</p><div class="ad">Anzeige</div>',
  )
  expect(clipRecipe(html, PAGE_URL)).toMatchObject({
    paths: ['heuristic'],
    recipe: {
      title: 'Apfelkuchen',
      ingredients: '3 Äpfel\n200 g Mehl',
      instructions: 'Äpfel schälen.\nBacken.',
      images: [{ kind: 'url', url: 'https://cdn.example/tart.jpg' }],
    },
  })
})

test('the data’s name, holding the page’s heading, names a recipe whose lines the page gives', () => {
  const html = page(
    jsonLd({ '@type': 'Recipe', name: 'Apfelkuchen vom Blech | Backstube' }),
    '<h1>Apfelkuchen</h1><h2>Zutaten</h2><ul><li>3 Äpfel</li><li>200 g Mehl</li></ul><h2>Zubereitung</h2><p>Äpfel schälen.</p><p>Backen.</p>',
  )
  expect(clipRecipe(html, PAGE_URL)?.recipe.title).toBe('Apfelkuchen vom Blech | Backstube')
  const other = html.replace('Apfelkuchen vom Blech', 'Birnenkuchen')
  expect(clipRecipe(other, PAGE_URL)?.recipe.title).toBe('Apfelkuchen')
})

test('the first big content image when nothing declares one', () => {
  const html = page(
    '',
    '<h1>Pie</h1><img src="/logo.png" width="600" height="400" class="logo"><img src="/icon.png" width="40" height="40"><img data-src="/pie.jpg" src="data:image/gif;base64,R0lG" width="900" height="600"><h2>Ingredients</h2><ul><li>1 crust</li></ul><h2>Method</h2><p>Bake.</p>',
  )
  expect(extractRecipe(html, PAGE_URL)?.images).toEqual([
    { kind: 'url', url: 'https://www.soup.example/pie.jpg' },
  ])
})

describe('pages without a recipe', () => {
  test.for([
    ['an article', page('<title>News</title>', '<h1>Election</h1><p>Votes were counted.</p>')],
    ['a JSON-LD article', page(jsonLd({ '@type': 'NewsArticle', headline: 'News' }), '<h1>News</h1>')],
    ['ingredients without a method', page('', '<h1>Shop</h1><h2>Ingredients</h2><ul><li>Soap</li></ul>')],
    ['an empty string', ''],
    ['not HTML', '{"@type": "Recipe"}'],
  ] as const)('%s gives null', ([, html]) => {
    expect(extractRecipe(html, PAGE_URL)).toBeNull()
  })
})

test('a large page is clipped well within the time budget', () => {
  const filler = Array.from(
    { length: 3_000 },
    (_, index) => `<div class="c${index % 7}"><p>Paragraph ${index} <a href="/${index}">link</a></p></div>`,
  ).join('')
  const html = page(jsonLd(leekSoup), `${filler}<h2>Ingredients</h2><ul><li>2 leeks</li></ul>${filler}`)
  expect(html.length).toBeGreaterThan(400_000)
  extractRecipe(html, PAGE_URL)
  const started = performance.now()
  expect(extractRecipe(html, PAGE_URL)?.title).toBe('Leek & Potato Soup')
  // Only a guard against a hang here: the time it takes is measured by the benchmark (npm run bench).
  expect(performance.now() - started).toBeLessThan(3_000)
})
