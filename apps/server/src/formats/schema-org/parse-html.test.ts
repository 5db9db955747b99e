import type { AnyNode } from 'domhandler'
import { describe, expect, test } from 'vitest'
import { MAX_ELEMENT_DEPTH, parseHtml } from './parse-html.ts'

/** The deepest level of the tree, walked without recursion. */
function depthOf(root: AnyNode): number {
  let deepest = 0
  const pending: [AnyNode, number][] = [[root, 0]]
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const [node, depth] = entry
    deepest = Math.max(deepest, depth)
    if ('children' in node) for (const child of node.children) pending.push([child, depth + 1])
  }
  return deepest
}

const nested = (levels: number, inner: string, open = '<div>', close = '</div>') =>
  `<html><body>${open.repeat(levels)}${inner}${close.repeat(levels)}<footer>end</footer></body></html>`

describe('parseHtml', () => {
  test('reads a page as htmlparser2 does: implied closes, void elements, entities, raw text', () => {
    const $ = parseHtml(
      '<ul><li>1 egg<li>2 cups &amp; more</ul><p>a<br>b<p>c<script>if (a < b) {}</script><img alt="x&lt;y">',
    )
    expect(
      $('li')
        .toArray()
        .map((li) => $(li).text()),
    ).toEqual(['1 egg', '2 cups & more'])
    expect($('p').length).toBe(2)
    expect($('br').parent().is('p')).toBe(true)
    expect($('script').text()).toBe('if (a < b) {}')
    expect($('img').attr('alt')).toBe('x<y')
  })

  test('elements past the cap become siblings, keeping their text, attributes and order', () => {
    const inner =
      '<h2 class="a&amp;b" id=t>Ingredients</h2><ul><li>1 egg</li><li>2 cups</li></ul><p>Boil.</p>'
    const $ = parseHtml(nested(10_000, inner))
    expect(depthOf($.root()[0]!)).toBeLessThanOrEqual(MAX_ELEMENT_DEPTH + 3)
    expect($('h2').attr()).toEqual({ class: 'a&b', id: 't' })
    expect($('h2').text()).toBe('Ingredients')
    expect(
      $('li')
        .toArray()
        .map((li) => $(li).text()),
    ).toEqual(['1 egg', '2 cups'])
    expect($('p').text()).toBe('Boil.')
    expect($('body').text()).toBe('Ingredients1 egg2 cupsBoil.end')
    // The end tags of the flattened elements close them, not the elements around them.
    expect($('footer').parent().is('body')).toBe(true)
  })

  test('pages within the cap keep every level', () => {
    const $ = parseHtml(nested(MAX_ELEMENT_DEPTH - 5, '<span>deep</span>'))
    expect($('span').parents('div').length).toBe(MAX_ELEMENT_DEPTH - 5)
  })

  test('void and self-closing elements past the cap stay inside the element they are in', () => {
    const $ = parseHtml(nested(1_000, '<p>a<br>b<img src="x.jpg"></p>'))
    expect($('br').parent().is('p')).toBe(true)
    expect($('img').parent().is('p')).toBe(true)
    expect($('p').text()).toBe('ab')
  })

  test('stray end tags deep down are ignored, and 200,000 of them cost no more than reading them', () => {
    const started = performance.now()
    const $ = parseHtml(`<html><body>${'<div>'.repeat(100_000)}x${'</span>'.repeat(100_000)}</body></html>`)
    expect($('body').text()).toBe('x')
    // A hang guard only: this took minutes when every end tag searched every open element.
    expect(performance.now() - started).toBeLessThan(20_000)
  })

  test('200,000 nested elements parse without overflowing the stack', () => {
    const started = performance.now()
    const $ = parseHtml(nested(200_000, 'deep'))
    expect($('div').length).toBe(200_000)
    expect($('body').text()).toBe('deepend')
    expect(performance.now() - started).toBeLessThan(20_000)
  })
})
