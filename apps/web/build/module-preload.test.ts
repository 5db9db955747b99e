import { describe, expect, test } from 'vitest'
import { preloadedDependencies } from './module-preload.ts'

const deps = ['assets/react-dom-a1.js', 'assets/full-b2.css', 'assets/i18next-c3.js']

describe('preloadedDependencies', () => {
  test('the page and the entry chunk preload every dependency', () => {
    expect(preloadedDependencies(deps, { hostType: 'html', hostId: 'index.html' })).toEqual(deps)
    expect(preloadedDependencies(deps, { hostType: 'js', hostId: 'assets/index-Cw_o-9.js' })).toEqual(deps)
  })

  test('a lazy page waits only for its stylesheets', () => {
    expect(preloadedDependencies(deps, { hostType: 'js', hostId: 'assets/start-DOEg.js' })).toEqual([
      'assets/full-b2.css',
    ])
    expect(
      preloadedDependencies(deps, { hostType: 'js', hostId: 'assets/RecipeListPage-index-x1.js' }),
    ).toEqual(['assets/full-b2.css'])
  })
})
