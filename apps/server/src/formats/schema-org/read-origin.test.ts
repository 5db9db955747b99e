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

test.for([
  [
    'the publisher first',
    { publisher: { name: 'Pea Press' }, isPartOf: { '@type': 'WebSite', name: 'Site' } },
    'Pea Press',
  ],
  ['then the site it is part of', { isPartOf: { '@type': 'WebSite', name: 'Green Spoon' } }, 'Green Spoon'],
  [
    'up from its article and page, never their own titles',
    {
      isPartOf: {
        '@type': 'Article',
        name: 'My best soup',
        isPartOf: {
          '@type': 'WebPage',
          name: 'Pea soup page',
          isPartOf: { '@type': 'Blog', name: 'Soup Diaries' },
        },
      },
    },
    'Soup Diaries',
  ],
  [
    'the publisher of the article it is part of',
    {
      isPartOf: {
        '@type': 'Article',
        name: 'Post',
        publisher: { '@type': 'Organization', name: 'Ann Cooks' },
      },
    },
    'Ann Cooks',
  ],
  [
    'the site of the page it is the main entity of',
    {
      mainEntityOfPage: {
        '@type': 'WebPage',
        name: 'Page',
        isPartOf: { '@type': 'WebSite', name: 'Peas Daily' },
      },
    },
    'Peas Daily',
  ],
  ['a page alone names no site', { isPartOf: { '@type': 'WebPage', name: 'Pea soup page' } }, ''],
  ['an address is no name', { isPartOf: { '@type': 'WebSite', name: 'https://peas.example' } }, ''],
] as const)('site name: %s', ([, recipe, expected]) => {
  expect(readPublisherName(recipe)).toBe(expected)
})
