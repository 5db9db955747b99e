import { describe, expect, test } from 'vitest'
import { preloadedDependencies } from './module-preload.ts'

const deps = ['assets/react-dom-a1.js', 'assets/full-b2.css', 'assets/i18next-c3.js']

describe('preloadedDependencies', () => {
  test('the page preloads every dependency of its entry', () => {
    expect(preloadedDependencies(deps, { hostType: 'html', hostId: 'index.html' })).toEqual(deps)
  })

  test('a dynamic import waits only for its stylesheets, from the entry as from a page', () => {
    for (const hostId of ['assets/web-Cw_o-9.js', 'assets/start-DOEg.js', 'assets/RecipeListPage-x1.js'])
      expect(preloadedDependencies(deps, { hostType: 'js', hostId })).toEqual(['assets/full-b2.css'])
  })
})
