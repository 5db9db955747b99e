/**
 * A large saved recipe page, made up here (the benchmarks do not read the development corpus): what a
 * recipe blog page weighs in a browser's "save page" — navigation, comments, inline scripts and styles —
 * around a recipe in JSON-LD, microdata-free, with plugin-like markup.
 */
const paragraph = (index: number) =>
  `<p>Paragraph ${index} of the story before the recipe: the market, the season, the grandmother who cooked it, and what to serve it with. Weeknight-friendly and freezer-friendly.</p>`

export function savedRecipePage(): string {
  const ingredients = Array.from(
    { length: 18 },
    (_, index) => `${index + 1} tbsp ingredient number ${index + 1}, chopped`,
  )
  const steps = Array.from(
    { length: 12 },
    (_, index) => `Step ${index + 1}: stir, taste and season the pot well.`,
  )
  const recipe = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'A Food Blog', url: 'https://blog.example/' },
      {
        '@type': 'Recipe',
        name: 'Slow-Cooked Tomato & Bean Stew',
        description: 'A thick, smoky stew for cold evenings.',
        recipeYield: ['6', '6 servings'],
        prepTime: 'PT20M',
        totalTime: 'PT2H30M',
        image: [
          { '@type': 'ImageObject', url: 'https://blog.example/stew-1200.jpg', width: 1200, height: 800 },
        ],
        recipeIngredient: ingredients,
        recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
        keywords: 'stew, beans, winter',
      },
    ],
  }
  const filler = Array.from({ length: 600 }, (_, index) => paragraph(index)).join('\n')
  const comments = Array.from(
    { length: 300 },
    (_, index) =>
      `<li class="comment"><div class="author">Reader ${index}</div><p>Made this ${index} times; added more garlic.</p></li>`,
  ).join('\n')
  const script = `<script>window.__state = ${JSON.stringify({ items: Array.from({ length: 2000 }, (_, index) => ({ id: index, title: `Item ${index}` })) })}</script>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Slow-Cooked Tomato & Bean Stew | A Food Blog</title>
<meta property="og:site_name" content="A Food Blog"><style>${'.x{color:red}'.repeat(2000)}</style>
<script type="application/ld+json">${JSON.stringify(recipe)}</script>${script}</head>
<body><nav>${'<a href="/">Home</a>'.repeat(200)}</nav><article><h1>Slow-Cooked Tomato &amp; Bean Stew</h1>${filler}
<div class="recipe-card"><h2>Ingredients</h2><ul>${ingredients.map((line) => `<li>${line}</li>`).join('')}</ul>
<h2>Instructions</h2><ol>${steps.map((line) => `<li>${line}</li>`).join('')}</ol></div></article>
<ol class="comments">${comments}</ol></body></html>`
}
