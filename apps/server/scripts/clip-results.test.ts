import { expect, test } from 'vitest'
import type { CorpusPage } from './clip-corpus.ts'
import { describeMiss, isStrictPage, measurePage, type PageResult, summarize } from './clip-results.ts'

function pageWith(steps: string[], expectedSteps: string[]): CorpusPage {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Pea Soup',
    recipeIngredient: ['500 g peas', '1 onion'],
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
  }
  return {
    site: 'soup.example',
    pageUrl: 'https://soup.example/pea-soup',
    html: `<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`,
    expected: {
      title: 'Pea Soup',
      ingredients: ['500 g peas', '1 onion'],
      ingredientGroups: [],
      instructions: expectedSteps,
    },
  }
}

const result = (site: string, changes: Partial<PageResult> = {}): PageResult => ({
  site,
  paths: 'json-ld',
  title: true,
  ingredients: { matched: 2, expected: 2, extra: 0, inOrder: true },
  steps: { matched: 3, expected: 3, extra: 0, inOrder: true },
  groups: null,
  ms: 1,
  notes: [],
  ...changes,
})

test('a page whose steps are all there but in another order misses the strict match', () => {
  const page = pageWith(['Simmer.', 'Chop the onion.', 'Blend.'], ['Chop the onion.', 'Simmer.', 'Blend.'])
  const measured = measurePage(page)
  expect(measured.steps).toEqual({ matched: 3, expected: 3, extra: 0, inOrder: false })
  expect(isStrictPage(measured)).toBe(false)
  expect(measured.notes).toContain('    steps in another order')
  expect(describeMiss(measured)).toBe('soup.example: steps 3/3 unordered')
})

test('the same page with its steps in order is a strict match', () => {
  const steps = ['Chop the onion.', 'Simmer.', 'Blend.']
  expect(isStrictPage(measurePage(pageWith(steps, steps)))).toBe(true)
})

test('describeMiss names every part that misses, by counts only', () => {
  const missed = result('a.example', {
    title: false,
    ingredients: { matched: 9, expected: 10, extra: 1, inOrder: true },
  })
  expect(describeMiss(missed)).toBe('a.example: title differs, ingredients 9/10 +1')
})

test('summarize counts strict pages with order, lenient pages without', () => {
  const unordered = { matched: 3, expected: 3, extra: 0, inOrder: false }
  const lines = summarize([result('a.example'), result('b.example', { steps: unordered })])
  expect(lines[0]).toBe('2 pages')
  expect(lines[1]).toBe('strict  (every line, in order): all three 1/2 (50.0%)')
  expect(lines[3]).toBe('lenient (≥ 90% of lines, any order): all three 2/2 (100.0%)')
})
