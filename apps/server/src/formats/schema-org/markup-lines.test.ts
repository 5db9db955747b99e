import { describe, expect, test } from 'vitest'
import { markupLines, markupText, nodeLines, type LineOptions } from './markup-lines.ts'
import { parseHtml } from './parse-html.ts'

const texts = (markup: string) => markupLines(markup).map((line) => line.text)

function pageLines(html: string, options?: LineOptions) {
  const $ = parseHtml(html)
  return nodeLines($.root().contents().toArray(), options)
}

describe('markupLines', () => {
  test.for([
    ['plain text splits on its line breaks', 'Chop.\r\nFry.\n\nServe.', ['Chop.', 'Fry.', 'Serve.']],
    [
      'paragraphs and list items are lines',
      '<p>Chop.</p><ul><li>Fry.</li><li>Serve.</li></ul>',
      ['Chop.', 'Fry.', 'Serve.'],
    ],
    ['<br> breaks a line', 'Chop<br>Fry<br/>Serve', ['Chop', 'Fry', 'Serve']],
    [
      'line breaks where the <br>s are are the layout of the source',
      'Mix the flour\nand sugar.<br>\nBake.<br>',
      ['Mix the flour and sugar.', 'Bake.'],
    ],
    [
      'a few <br> spacers among many plain line breaks leave the lines apart',
      'Soup\r\r\n\t2 leeks\r\r\n\t1 potato\r\r\n\t<br>\r\r\nSalad\n\t1 lettuce\n\t2 tomatoes &amp; oil',
      ['Soup', '2 leeks', '1 potato', 'Salad', '1 lettuce', '2 tomatoes & oil'],
    ],
    ['inline markup does not', 'Add <b>2</b> <a href="#">eggs</a>', ['Add 2 eggs']],
    [
      'entities are decoded',
      'Fish &amp; chips &#8211; &frac12; cup&nbsp;salt',
      ['Fish & chips – ½ cup salt'],
    ],
    ['escaped HTML is decoded and stripped', '&lt;p&gt;Mix &amp;amp; stir&lt;/p&gt;', ['Mix & stir']],
    ['raw line breaks inside block markup are spaces', '<p>Mix the\nflour</p>', ['Mix the flour']],
    ['whitespace collapses', '  a \t  b  ', ['a b']],
    [
      'an icon inside a sentence reads as its alternative text',
      '<p>Stir 2 min/<img src="i.png" alt="reverse">/speed 1</p>',
      ['Stir 2 min/ reverse /speed 1'],
    ],
    [
      'an icon beside its own label adds nothing',
      '<p>Read more <img src="arrow.svg" alt="Read more"></p>',
      ['Read more'],
    ],
    [
      'a picture alone in its block, or beside a lone symbol, is not text',
      '<p><img src="a.jpg" alt="The finished cake"></p><p>Bake.</p><p>* <img src="c.svg" alt="Camera"></p>',
      ['Bake.', '*'],
    ],
    ['a lone "<" is text', 'Bake at < 200 °C', ['Bake at < 200 °C']],
    [
      'scripts, buttons and hidden text are left out',
      'Mix<script>x()</script><button>Print</button><span class="sr-only">☐</span><span style="display: none">x</span>',
      ['Mix'],
    ],
  ] as const)('%s', ([, markup, expected]) => {
    expect(texts(markup)).toEqual(expected)
  })

  test('marks headings, bold lines, lines that are only links and list items', () => {
    expect(
      markupLines(
        '<h3>For the sauce</h3><p><strong>Topping</strong></p><p><a href="#">Tags</a></p><ul><li>1 <b>egg</b></li></ul>',
      ),
    ).toEqual([
      { text: 'For the sauce', heading: true, bold: true, linked: false, listed: false },
      { text: 'Topping', heading: false, bold: true, linked: false, listed: false },
      { text: 'Tags', heading: false, bold: false, linked: true, listed: false },
      { text: '1 egg', heading: false, bold: false, linked: false, listed: true },
    ])
  })
})

test('markupText puts every line on one', () => {
  expect(markupText('<p>Rich</p><p>and &quot;moist&quot;</p>')).toBe('Rich and "moist"')
})

describe('nodeLines', () => {
  test('the cells of a table row read as one line; a lone header cell is a heading', () => {
    const lines = pageLines(
      '<table><tr><th colspan="2">Sauce</th></tr><tr><td>2</td><td>tomatoes</td></tr></table>',
    )
    expect(lines.map((line) => [line.text, line.heading])).toEqual([
      ['Sauce', true],
      ['2 tomatoes', false],
    ])
  })

  test('a header cell beside data cells is not a heading', () => {
    expect(pageLines('<table><tr><td>1</td><th scope="row">onion</th></tr></table>')[0]?.heading).toBe(false)
  })

  test('joinItems reads each repeated item as one line, however its parts are laid out', () => {
    const html =
      '<div class="list"><div class="item"><span>2</span><p>eggs</p></div><div class="item"><span>1 cup</span><p>milk</p></div></div>'
    expect(pageLines(html).map((line) => line.text)).toEqual(['2', 'eggs', '1 cup', 'milk'])
    expect(pageLines(html, { joinItems: true }).map((line) => line.text)).toEqual(['2 eggs', '1 cup milk'])
  })

  test('joinItems leaves items holding lists, headings, line breaks or several long paragraphs alone', () => {
    const long = 'A paragraph long enough to be a step of its own in any recipe.'
    const html = `<div class="g"><div class="x"><p>${long}</p><p>${long}</p></div><div class="x"><p>a<br>b</p></div></div>`
    expect(pageLines(html, { joinItems: true }).map((line) => line.text)).toEqual([long, long, 'a', 'b'])
  })

  test('skip leaves out the elements it names', () => {
    const lines = pageLines('<p>Keep</p><div class="share">Share</div>', {
      skip: (element) => element.attribs.class === 'share',
    })
    expect(lines.map((line) => line.text)).toEqual(['Keep'])
  })
})
