import { afterEach, describe, expect, test } from 'vitest'
import { preloadStartFiles } from './start-files.ts'

function pageNaming(files: unknown, existing = '') {
  document.head.innerHTML = `${existing}<script type="application/json" id="start-files">${JSON.stringify(files)}</script>`
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }))

afterEach(() => {
  document.head.innerHTML = ''
})

describe('preloadStartFiles', () => {
  test('preloads the named starts: scripts as modules, stylesheets as styles, both as Vite asks for them', () => {
    pageNaming({
      list: ['/assets/RecipeListPage-e.js', '/assets/Page-p.css'],
      'catalog:it-it:shell': ['/assets/shell-1.js'],
      'catalog:de-de:shell': ['/assets/shell-9.js'],
    })
    preloadStartFiles(['list', 'catalog:it-it:shell'])
    expect(links()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/RecipeListPage-e.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/Page-p.css', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/shell-1.js', crossOrigin: '' },
    ])
  })

  test('leaves out a file the page links already, and a file named by two starts is asked for once', () => {
    pageNaming(
      { list: ['/assets/client-c.js', '/assets/Modal-m.js'], 'catalog:en-us:pages': ['/assets/Modal-m.js'] },
      '<link rel="modulepreload" href="/assets/client-c.js">',
    )
    preloadStartFiles(['list', 'catalog:en-us:pages'])
    expect(links().map((link) => link.href)).toEqual(['/assets/client-c.js', '/assets/Modal-m.js'])
  })

  test('a page without the block (development), or with a broken one, preloads nothing', () => {
    preloadStartFiles(['list'])
    document.head.innerHTML = '<script type="application/json" id="start-files">{not json</script>'
    preloadStartFiles(['list'])
    pageNaming({ list: 'not a list' })
    preloadStartFiles(['list', 'unknown'])
    expect(links()).toEqual([])
  })
})
