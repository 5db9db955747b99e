import { describe, expect, test } from 'vitest'
import { parseHtml } from '../schema-org/parse-html.ts'
import { isAside } from './page-regions.ts'
import { select } from './select-elements.ts'

function regionOf(html: string, selector: string) {
  const $ = parseHtml(`<!DOCTYPE html><html><body>${html}</body></html>`)
  const [element] = select($, selector)
  if (!element) throw new Error(`no ${selector}`)
  return isAside(element)
}

describe('isAside', () => {
  test('a sidebar, a menu and a widget are asides; a footer and comments are hidden', () => {
    const page =
      '<main><h1>Slaw</h1><ul id="list"><li>1 cabbage</li></ul></main>' +
      '<div class="sidebar"><ul id="side"><li>Popular</li></ul></div><div class="menu-main"><a id="menu">Home</a></div>' +
      '<div class="comments"><p id="comment">Nice</p></div><footer><p id="foot">©</p></footer>'
    expect(regionOf(page, '#list')).toBe('content')
    expect(regionOf(page, '#side')).toBe('aside')
    expect(regionOf(page, '#menu')).toBe('aside')
    expect(regionOf(page, '#comment')).toBe('hidden')
    expect(regionOf(page, '#foot')).toBe('hidden')
  })

  test('a layout wrapper named after its sidebar holds the content: the page’s <h1> is in it', () => {
    const page =
      '<div class="wrap sidebar-right"><article><h1>Slaw</h1><ul id="list"><li>1 cabbage</li></ul></article>' +
      '<div class="sidebar"><ul id="side"><li>Popular</li></ul></div></div>'
    expect(regionOf(page, '#list')).toBe('content')
    expect(regionOf(page, '#side')).toBe('aside')
  })

  test('a layout wrapper named after its sidebar holds the content when the page’s <main> is in it', () => {
    const page =
      '<header><h1>Kitchen notes</h1></header><div class="content-sidebar-wrap">' +
      '<main><ul id="list"><li>1 cabbage</li></ul></main><div class="sidebar"><ul id="side"><li>Popular</li></ul></div></div>'
    expect(regionOf(page, '#list')).toBe('content')
    expect(regionOf(page, '#side')).toBe('aside')
  })

  test('the topics a post is filed under ("category-cookies") say nothing about where it is', () => {
    const page =
      '<article class="post category-cookies tag-menu recipe_course-sides"><h1>Oat cookies</h1>' +
      '<ul id="list"><li>2 cups oats</li></ul></article><div class="cookie-notice"><p id="notice">We use cookies</p></div>'
    expect(regionOf(page, '#list')).toBe('content')
    expect(regionOf(page, '#notice')).toBe('hidden')
  })

  test('a widget is a sidebar’s block outside the post, and a block of the post inside it', () => {
    const page =
      '<main><h1>Slaw</h1><div class="builder-widget-container"><ul id="list"><li>1 cabbage</li></ul></div></main>' +
      '<div class="widget widget_recent"><ul id="recent"><li>Other recipes</li></ul></div>'
    expect(regionOf(page, '#list')).toBe('content')
    expect(regionOf(page, '#recent')).toBe('aside')
  })
})
