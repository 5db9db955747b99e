import { expect, test } from 'vitest'
import { readPublisherName, readSourceName, readSourceUrl } from './read-origin.ts'

test.for([
  [
    'what the recipe is based on comes first',
    { isBasedOn: { name: 'The Joy of Cooking' }, publisher: { name: 'Site' } },
    'The Joy of Cooking',
  ],
  [
    'then the publisher',
    { publisher: { '@type': 'Organization', name: 'Good Food' }, author: { name: 'Ann' } },
    'Good Food',
  ],
  ['then the authors, without repeats', { author: [{ name: 'Ann' }, 'Bob', { name: 'Ann' }] }, 'Ann, Bob'],
  ['an address is not a name', { isBasedOn: 'https://x.example/r', author: 'Ann &amp; Bob' }, 'Ann & Bob'],
  ['nothing', {}, ''],
] as const)('source: %s', ([, recipe, expected]) => {
  expect(readSourceName(recipe)).toBe(expected)
})

test.for([
  [
    'url',
    { url: 'https://x.example/soup#recipe', mainEntityOfPage: 'https://x.example/other' },
    'https://x.example/soup',
  ],
  [
    'mainEntityOfPage as an object',
    { mainEntityOfPage: { '@id': 'https://x.example/soup' } },
    'https://x.example/soup',
  ],
  ['the address it is based on', { isBasedOn: { url: 'https://x.example/orig' } }, 'https://x.example/orig'],
  ['no address', { url: 'soup' }, ''],
] as const)('url: %s', ([, recipe, expected]) => {
  expect(readSourceUrl(recipe)).toBe(expected)
})

test('the publisher alone', () => {
  expect(readPublisherName({ publisher: [{ name: 'Good Food' }], author: { name: 'Ann' } })).toBe('Good Food')
  expect(readPublisherName({ author: { name: 'Ann' } })).toBe('')
})
