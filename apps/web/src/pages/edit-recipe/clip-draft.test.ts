import type { TClipDraft } from '@rosemary/shared/contract'
import { expect, test } from 'vitest'
import { formWithDraft, readClippedPage } from './clip-draft.ts'
import { EMPTY_FORM } from './recipe-form.ts'

const draft: TClipDraft = {
  title: 'Soup',
  description: 'Warm',
  yield: '4 servings',
  activeTime: '15 min',
  totalTime: '1 h',
  source: 'Home Cook',
  url: 'https://cook.example/soup',
  notes: 'Freezes well',
  ingredients: '200 g lentils\n1 can tomatoes',
  instructions: '[Soup]\nRinse.\nSimmer.',
  imageUrl: 'https://cook.example/soup.jpg',
  labels: [],
}

test('the page’s labels join the ones chosen, each once whatever its case', () => {
  const form = { ...EMPTY_FORM, labels: ['Soups', 'quick'] }
  expect(formWithDraft(form, { ...draft, labels: ['soups', 'british', 'quick', 'starter'] }).labels).toEqual([
    'Soups',
    'quick',
    'british',
    'starter',
  ])
  expect(formWithDraft(EMPTY_FORM, { ...draft, labels: ['green'] }).labels).toEqual(['green'])
})

test('fills every text field from the draft and keeps labels, rating and pictures', () => {
  const form = {
    ...EMPTY_FORM,
    title: 'Old',
    notes: 'Old notes',
    labels: ['soups'],
    rating: 4,
    images: [{ id: 'i1', thumbnailUrl: '/t.webp' }],
  }
  const { imageUrl: _imageUrl, labels: _labels, ...texts } = draft
  expect(formWithDraft(form, draft)).toEqual({
    ...texts,
    labels: ['soups'],
    rating: 4,
    images: [{ id: 'i1', thumbnailUrl: '/t.webp' }],
  })
})

test.for([
  [{ type: 'rosemary:clip', url: 'https://a.example/', html: '<p>x</p>' }, true],
  [{ type: 'rosemary:clip', url: 'https://a.example/' }, false],
  [{ type: 'other', url: 'https://a.example/', html: '' }, false],
  ['rosemary:clip', false],
  [null, false],
] as const)('reads only the bookmarklet message (%j → %s)', ([data, accepted]) => {
  expect(readClippedPage(data) !== null).toBe(accepted)
})
