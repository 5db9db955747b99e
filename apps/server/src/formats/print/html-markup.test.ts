import { describe, expect, test } from 'vitest'
import { escapeHtml, markup, trustedConstant, type Markup } from './html-markup.ts'

describe('escapeHtml', () => {
  test('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})

describe('markup', () => {
  test('escapes strings and numbers put into it', () => {
    expect(markup`<p title="${'"x"'}">${'<script>alert(1)</script>'} ${3}</p>`.markup).toBe(
      '<p title="&quot;x&quot;">&lt;script&gt;alert(1)&lt;/script&gt; 3</p>',
    )
  })

  test('inserts its own results and lists of them as markup', () => {
    const items = ['a<', 'b>'].map((item) => markup`<li>${item}</li>`)
    expect(markup`<ul>${items}</ul>`.markup).toBe('<ul><li>a&lt;</li><li>b&gt;</li></ul>')
  })

  test('leaves out null, undefined and false', () => {
    expect(markup`[${null}${undefined}${false}]`.markup).toBe('[]')
  })

  test('escapes an object shaped like markup that it did not make', () => {
    const forged = { markup: '<script>alert(1)</script>' } as Markup
    expect(markup`${forged}`.markup).toBe('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  test('passes a trusted constant through unchanged', () => {
    const style = markup`<style>${trustedConstant('a>b{color:red}')}</style>`
    expect(style.markup).toBe('<style>a>b{color:red}</style>')
  })
})
