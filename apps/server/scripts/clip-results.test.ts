import { expect, test } from 'vitest'
import type { CorpusPage } from './clip-corpus.ts'
import {
  describeMiss,
  isRightPage,
  isStrictPage,
  measurePage,
  type PageResult,
  summarize,
} from './clip-results.ts'

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
    part: 'looked-at',
    structured: true,
  }
}

const result = (site: string, changes: Partial<PageResult> = {}): PageResult => ({
  site,
  paths: 'json-ld',
  title: true,
  ingredients: { matched: 2, expected: 2, extra: 0, inOrder: true },
  steps: { matched: 3, expected: 3, extra: 0, inOrder: true },
  groups: null,
  similar: { matched: 2, expected: 2, ours: 2 },
  stepsF1: 1,
  textReader: false,
  headingsReader: false,
  part: 'looked-at',
  structured: true,
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

test('summarize counts strict pages with order, lenient pages without, on the pages looked at', () => {
  const unordered = { matched: 3, expected: 3, extra: 0, inOrder: false }
  const lines = summarize([
    result('a.example'),
    result('b.example', { steps: unordered }),
    result('c.example', { part: 'held-out', title: false }),
  ])
  expect(lines[0]).toBe('3 pages: 2 looked at, 1 held out (never looked at; totals only)')
  expect(lines).toContain('strict  (every line, in order): all three 1/2 (50.0%)')
  expect(lines).toContain('lenient (≥ 90% of lines, any order): all three 2/2 (100.0%)')
})

test('the rule: a page is right with ingredient lines alike enough and most of the steps’ words', () => {
  const steps = ['Chop the onion.', 'Simmer it for ten minutes.', 'Blend.']
  const measured = measurePage(pageWith(['Chop the onion.', 'Simmer it for ten minutes, then blend.'], steps))
  expect(isStrictPage(measured)).toBe(false)
  expect(measured.stepsF1).toBeGreaterThan(0.85)
  expect(isRightPage(measured)).toBe(true)
  expect(isRightPage({ ...measured, stepsF1: 0.8 })).toBe(false)
  expect(isRightPage({ ...measured, similar: { matched: 2, expected: 2, ours: 3 } })).toBe(false)
})

test('summarize scores the held-out pages by the rule, split by structured data, and names none of them', () => {
  const lines = summarize([
    result('a.example'),
    result('b.example', { part: 'held-out' }),
    result('c.example', { part: 'held-out', structured: false, stepsF1: 0.5 }),
  ])
  expect(lines[2]).toBe('  held out   1/2 (50.0%): with schema.org data 1/1 (100.0%), without 0/1 (0.0%)')
  expect(lines[3]).toBe('  looked at  1/1 (100.0%): with schema.org data 1/1 (100.0%), without 0/0 (0.0%)')
  expect(lines[4]).toBe(
    '  held out   misses 1: nothing clipped 0, title 0, ingredients missing 0, ingredients extra 0, steps 1',
  )
  expect(lines.join('\n')).not.toMatch(/[bc]\.example/)
})

test('measurePage clips the copy it is given (the page as a browser showed it) in place of the saved file', () => {
  const steps = ['Chop the onion.', 'Simmer.', 'Blend.']
  const page = { ...pageWith(steps, steps), html: '<html><body><p>Loading…</p></body></html>' }
  expect(measurePage(page).paths).toBe('none')
  const shown = measurePage(page, { html: pageWith(steps, steps).html, url: page.pageUrl })
  expect(shown.paths).toBe('json-ld')
  expect(isStrictPage(shown)).toBe(true)
})

test('the readers of pages without markup are scored alone on every page, by part', () => {
  const lines = summarize([
    result('a.example', { textReader: true }),
    result('b.example', { headingsReader: true }),
    result('c.example', { part: 'held-out', textReader: true }),
  ])
  expect(lines).toContain(
    '  readers alone, ingredients and steps by the rule: text held out 1/1 (100.0%), looked at 1/2 (50.0%); headings held out 0/1 (0.0%), looked at 1/2 (50.0%)',
  )
})

test('measurePage scores what the readers of pages without markup read of the page, each alone', () => {
  const steps = ['Chop the onion.', 'Simmer it for ten minutes.', 'Blend it smooth.']
  const page = pageWith(steps, steps)
  expect(measurePage(page).textReader).toBe(false)
  const body = `<h1>Pea Soup</h1><h2>Ingredients</h2><ul><li>500 g peas</li><li>1 onion</li></ul>
    <h2>Method</h2><ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol>`
  expect(
    measurePage({ ...page, html: page.html.replace('<body></body>', `<body>${body}</body>`) }).textReader,
  ).toBe(true)
})
