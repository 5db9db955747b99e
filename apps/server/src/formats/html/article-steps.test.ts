import { describe, expect, test } from 'vitest'
import { clipRecipe } from './extract-recipe.ts'

const PAGE_URL = 'https://soups.example/posts/leek-soup'
const steps = [
  'Wash the leeks well and slice them into thin rings.',
  'Soften the leeks in the butter for ten minutes, stirring now and then.',
  'Pour in the stock, simmer for twenty minutes and blend until smooth.',
]
const article = [
  'A bowl of leek soup is the easiest comfort there is on a grey day.',
  'Why leeks',
  'Leeks are milder than onions and melt into the soup. Any size will do.',
  'https://soups.example/posts/about-leeks/',
  'Making the soup',
  ...steps.map((step) => `\t${step}`),
  'More soups:',
  '\tA green pea soup',
  '\tA quick tomato soup',
]
const data = (instructions: unknown) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Leek Soup',
    recipeIngredient: ['3 leeks', '30 g butter', '1 l stock'],
    recipeInstructions: instructions,
  })}</script>`
const body = `<article><h1>Leek Soup</h1>
  <p>A bowl of leek soup is the easiest comfort there is on a grey day.</p>
  <h2>Why leeks</h2><p>Leeks are milder than onions and melt into the soup. Any size will do.</p>
  <blockquote><a href="https://soups.example/posts/about-leeks/">About leeks</a></blockquote>
  <h2>Making the soup</h2><ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>
  <h2>More soups:</h2><ul><li><a href="/pea">A green pea soup</a></li><li><a href="/tomato">A quick tomato soup</a></li></ul>
  </article>`
const clip = (instructions: unknown, page = body) =>
  clipRecipe(`<html><head>${data(instructions)}</head><body>${page}</body></html>`, PAGE_URL)?.recipe

describe('steps in data that holds the whole article', () => {
  test('are the lines of the one list of sentences the page shows among its headings', () => {
    expect(clip(article.join('\n'))?.instructions).toBe(steps.join('\n'))
  })

  test('stay as they are when the page shows no such list', () => {
    const page = body.replace(/<ol>.*<\/ol>/s, steps.map((step) => `<p>${step}</p>`).join(''))
    expect(clip(article.join('\n'), page)?.instructions.split('\n')).toContain('Why leeks')
  })

  test('stay as they are when they are only the method with its part names', () => {
    const sections = [
      { '@type': 'HowToSection', name: 'Why leeks', itemListElement: ['Trim the leeks, keeping the green.'] },
      {
        '@type': 'HowToSection',
        name: 'Making the soup',
        itemListElement: [...steps, 'Season with salt and pepper and serve hot.'],
      },
    ]
    const instructions = clip(sections)?.instructions.split('\n')
    expect(instructions).toContain('[Why leeks]')
    expect(instructions).toHaveLength(7)
  })
})
