import { expect, test } from 'vitest'
import type { CorpusPage, CorpusPart } from '../../apps/server/scripts/clip-corpus.ts'
import { measurePage } from '../../apps/server/scripts/clip-results.ts'
import {
  differencesOf,
  differingLookedAt,
  type RenderedResult,
  summarizeRendered,
} from './bookmarklet-results.ts'

const INGREDIENTS = ['300 g pearl barley', '1 cucumber', '2 tbsp olive oil']
const STEPS = ['Boil the barley for thirty minutes.', 'Dice the cucumber.', 'Toss everything with the oil.']

/** A written page: its recipe as JSON-LD, with the steps given (the page's scripts may change them). */
function pageHtml(steps: string[], title = 'Barley Salad'): string {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: title,
    recipeIngredient: INGREDIENTS,
    recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
  }
  return `<html><head><title>${title}</title><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><h1>${title}</h1></body></html>`
}

function corpusPage(site: string, part: CorpusPart): CorpusPage {
  return {
    site,
    pageUrl: `https://${site}/barley-salad`,
    html: pageHtml(STEPS),
    expected: { title: 'Barley Salad', ingredients: INGREDIENTS, ingredientGroups: [], instructions: STEPS },
    part,
    structured: true,
  }
}

/** The page clipped as saved and from `renderedHtml` (or not read at all, with `failure`). */
function compared(page: CorpusPage, renderedHtml: string, failure: string | null = null): RenderedResult {
  return {
    saved: measurePage(page),
    rendered: measurePage(page, { html: failure ? '' : renderedHtml, url: page.pageUrl }),
    failure,
  }
}

test('a page its scripts leave alone clips the same as rendered', () => {
  const page = corpusPage('same.example', 'looked-at')
  expect(differencesOf(compared(page, page.html))).toEqual([])
})

test('what differs is named by kind: steps changed, a title changed, nothing clipped, not read', () => {
  const page = corpusPage('changed.example', 'looked-at')
  expect(differencesOf(compared(page, pageHtml(STEPS.slice(0, 1))))).toEqual(['steps'])
  expect(differencesOf(compared(page, pageHtml(STEPS, 'Subscribe to our letter')))).toEqual(['title'])
  expect(differencesOf(compared(page, '<html><body><p>Loading…</p></body></html>'))).toEqual([
    'nothing clipped',
  ])
  expect(differencesOf(compared(page, '', 'not loaded in 10 s'))).toEqual(['not read'])
})

test('the summary scores the pages as rendered by the rule and counts what differs, per part', () => {
  const lookedAt = corpusPage('shown.example', 'looked-at')
  const heldOut = corpusPage('unseen.example', 'held-out')
  const lines = summarizeRendered(
    [
      compared(lookedAt, lookedAt.html),
      compared(corpusPage('stuck.example', 'looked-at'), '', 'not loaded in 10 s'),
      compared(heldOut, pageHtml(STEPS.slice(0, 1))),
    ],
    61.4,
  )
  expect(lines.slice(0, 2)).toEqual([
    '3 pages opened in Chromium and read as the bookmarklet reads them, in 61 s:',
    '  2 read, 1 not (not loaded in 10 s 1)',
  ])
  expect(lines).toContain('  held out   0/1 (0.0%): with schema.org data 0/1 (0.0%), without 0/0 (0.0%)')
  expect(lines).toContain('  looked at  1/2 (50.0%): with schema.org data 1/2 (50.0%), without 0/0 (0.0%)')
  expect(lines.slice(-2)).toEqual([
    '  held out   right only as saved 1, right only as rendered 0; clips that differ 1: not read 0, nothing clipped 0, clipped only as rendered 0, other sources 0, title 0, ingredients 0, steps 1',
    '  looked at  right only as saved 1, right only as rendered 0; clips that differ 1: not read 1, nothing clipped 0, clipped only as rendered 0, other sources 0, title 0, ingredients 0, steps 0',
  ])
  expect(lines.join('\n')).not.toContain('.example')
})

test('only the pages looked at are named, with what differs and the rule’s verdicts', () => {
  const results = [
    compared(corpusPage('shown.example', 'looked-at'), pageHtml(STEPS, 'Subscribe to our letter')),
    compared(corpusPage('stuck.example', 'looked-at'), '', 'not loaded in 10 s'),
    compared(corpusPage('same.example', 'looked-at'), pageHtml(STEPS)),
    compared(corpusPage('unseen.example', 'held-out'), pageHtml([])),
  ]
  expect(differingLookedAt(results)).toEqual([
    'shown.example: title; rule ok as saved, -- as rendered',
    'stuck.example: not loaded in 10 s; rule ok as saved, -- as rendered',
  ])
})
