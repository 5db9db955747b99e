import { expect, test } from 'vitest'
import { readJsonLdSiteName } from './json-ld-recipes.ts'

test.for([
  [
    'a WebSite in the graph',
    [
      {
        '@graph': [
          { '@type': 'Recipe', name: 'Soup' },
          { '@type': 'WebSite', name: 'Green Spoon' },
        ],
      },
    ],
    'Green Spoon',
  ],
  [
    'a WebSite before an Organization, whichever comes first',
    [{ '@type': 'Organization', name: 'Spoon Ltd' }, [{ '@type': 'WebSite', name: 'Green Spoon' }]],
    'Green Spoon',
  ],
  [
    'an Organization of the page when no WebSite names one',
    [{ '@type': 'Organization', name: 'Bong Eats' }],
    'Bong Eats',
  ],
  [
    'not an organisation inside another node: an author’s or a brand’s',
    [{ '@type': 'Recipe', name: 'Soup', author: { '@type': 'Organization', name: 'Someone' } }],
    '',
  ],
  ['not an address for a name', [{ '@type': 'WebSite', name: 'https://spoon.example' }], ''],
  ['nothing', [], ''],
] as const)('%s', ([, documents, expected]) => {
  expect(readJsonLdSiteName(documents)).toBe(expected)
})
